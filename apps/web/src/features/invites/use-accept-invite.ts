import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { callResource } from '../../api/client.ts';
import { useToast } from '../../ui/Toast.tsx';

/**
 * A board opened with `accept_invite=true` (after a board invite link's login, MC §2.2) accepts
 * the viewer's pending invite once, then drops the flags from the address. No invite to accept
 * (already a member, or none was sent) leaves the board as it is, silently.
 */
export function useAcceptInviteFromLink(board: { id: string; name: string } | undefined) {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const toast = useToast();
  const done = useRef<string | null>(null);
  const wanted = new URLSearchParams(search).get('accept_invite') === 'true';
  const id = board?.id;
  const name = board?.name;
  useEffect(() => {
    if (!wanted || !id || done.current === id) return;
    done.current = id;
    const rest = new URLSearchParams(search);
    rest.delete('accept_invite');
    rest.delete('seamless');
    const query = rest.toString();
    const clean = `${pathname}${query ? `?${query}` : ''}`;
    callResource('BoardInviteResource', 'update', { board_id: id }).then(
      () => {
        toast({ text: `You joined ${name}` });
        void qc.invalidateQueries();
        navigate(clean, { replace: true });
      },
      () => navigate(clean, { replace: true }),
    );
  }, [wanted, id, name, search, pathname, navigate, qc, toast]);
}
