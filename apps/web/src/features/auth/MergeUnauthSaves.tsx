import { useEffect, useRef } from 'react';
import { callResource } from '../../api/client.ts';
import { useToast } from '../../ui/Toast.tsx';
import { useViewer } from './queries.ts';

/**
 * After login, pins saved while signed out are saved to the profile once; the list is cleared.
 * The repin's toast follows 2500 ms later (MC §4), with the last pin's picture. Fetched only
 * after a login with such pins waiting (LoginPrompt.tsx).
 */
export default function MergeUnauthSaves({
  pending,
  clear,
}: {
  /** The pins this browser saved while signed out (features/saving/unauth-saves.ts). */
  pending: readonly { id: string }[];
  clear: () => void;
}) {
  const viewer = useViewer();
  const toast = useToast();
  const running = useRef(false);
  useEffect(() => {
    if (!viewer || running.current) return;
    if (!pending.length) return;
    running.current = true;
    // Its own chunk gets the list as props: importing the storage code here would split it out
    // of the first load (docs/decisions/0008-accessible-primitives.md).
    clear();
    void Promise.all(
      pending.map((p) =>
        callResource('RepinResource', 'create', { pin_id: p.id }).then(
          () => p.id,
          (err) => console.warn('could not save a signed-out pin', err),
        ),
      ),
    )
      .then(async (saved) => {
        const last = saved.filter(Boolean).pop();
        if (!last) return;
        const pin = await callResource('PinResource', 'get', { id: last });
        toast({
          text: 'Saved to Profile',
          thumbnail: pin.images['236x'].url,
          afterRepin: true,
          duration: 3000,
          link: { href: `/${viewer.username}/_saved`, label: 'View' },
        });
      })
      .catch(() => {})
      .finally(() => {
        running.current = false;
      });
  }, [viewer, toast, pending, clear]);
  return null;
}
