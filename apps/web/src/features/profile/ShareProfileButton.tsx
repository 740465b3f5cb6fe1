import { useToast } from '../../ui/Toast.tsx';
import { useViewer } from '../auth/queries.ts';
import { useLoginPrompt } from '../auth/LoginPrompt.tsx';

/** Share a profile: copies its address. Signed out, the login prompt asks first (MC §6, §8). */
export function ShareProfileButton({ username }: { username: string }) {
  const viewer = useViewer();
  const toast = useToast();
  const prompt = useLoginPrompt();
  return (
    <button
      type="button"
      className="btn"
      onClick={() => {
        if (!viewer) return prompt('shareProfile');
        void navigator.clipboard?.writeText(`${location.origin}/${username}/`).catch(() => {});
        toast({ text: 'Link copied' });
      }}
    >
      Share
    </button>
  );
}
