import { useToast } from '../../ui/Toast.tsx';
import { useViewer } from '../auth/queries.ts';
import { useLoginPrompt } from '../auth/LoginPrompt.tsx';

/** Copies the pin's address; a browser that refuses the clipboard is left alone. */
export function copyPinLink(pinId: string): void {
  void navigator.clipboard?.writeText(`${location.origin}/pin/${pinId}/`).catch(() => {});
}

/**
 * Send (MC §2.3, accessibility label "Send"): copies the pin's address to share it. Signed out,
 * it opens the login prompt instead.
 */
export function SendButton({ pinId, tabIndex }: { pinId: string; tabIndex?: number }) {
  const viewer = useViewer();
  const toast = useToast();
  const prompt = useLoginPrompt();
  return (
    <button
      type="button"
      className="fav"
      aria-label="Send"
      tabIndex={tabIndex}
      title="Send this pin"
      onClick={() => {
        if (!viewer) return prompt('send');
        copyPinLink(pinId);
        toast({ text: 'Link copied' });
      }}
    >
      <span aria-hidden="true">↗</span>
    </button>
  );
}
