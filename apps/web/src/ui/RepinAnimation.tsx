import './repin-animation.css';

/**
 * The repin's animation (MC §4 "Repin shows an animation, then the toast after 2500 ms"): the
 * pin's picture comes up, a tack pins it, and it drops to where the toast then appears. Pure
 * decoration: the toast that follows says what happened, so it is hidden from assistive tech.
 * With reduced motion it is the same picture and tack, still.
 */
export function RepinAnimation({ thumbnail }: { thumbnail?: string }) {
  return (
    <div className="repin-animation" aria-hidden="true">
      {thumbnail ? (
        <img src={thumbnail} alt="" width={96} height={96} />
      ) : (
        <span className="repin-animation-blank" />
      )}
      <svg className="repin-animation-tack" viewBox="0 0 24 24">
        <circle cx="12" cy="8" r="6" />
        <path d="M12 14v8" />
      </svg>
    </div>
  );
}
