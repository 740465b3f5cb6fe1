/**
 * An idea pin whose creator deleted it (spec storyPinData.isDeleted; MC §2.3, §8): a save keeps
 * its place on the board, but its pages are not shown, on the card or on the closeup.
 */
export function UnavailableIdeaPin() {
  return (
    <div className="idea-unavailable">
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-2h2zm0-4h-2V7h2z" />
      </svg>
      {/* Two words apart: the card's link is named "Unavailable, Removed by the creator", and
          axe (label-content-name-mismatch) reads the text nodes joined as they are. */}
      <strong>Unavailable</strong> <span>Removed by the creator</span>
    </div>
  );
}
