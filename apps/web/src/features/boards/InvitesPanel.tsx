import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { callResource } from '../../api/client.ts';
import { boardKeys } from './queries.ts';
import { useViewer } from '../auth/queries.ts';

/** The viewer's pending board invites, to accept or decline. */
export function InvitesPanel() {
  const qc = useQueryClient();
  const viewer = useViewer();
  const navigate = useNavigate();
  const invites = useQuery({
    queryKey: ['invites'],
    queryFn: () => callResource('BoardInvitesResource', 'get', {}),
  });
  if (!invites.data?.length) return null;
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: ['invites'] });
    void qc.invalidateQueries({ queryKey: boardKeys.all });
  };
  return (
    <section className="panel" aria-label="Board invites">
      <h2 style={{ marginTop: 0 }}>Board invites</h2>
      <ul>
        {invites.data.map((inv) => (
          <li key={inv.board.id}>
            <span>
              {inv.invitedBy.fullName} invited you to join{' '}
              <Link to={inv.board.url}>{inv.board.name}</Link>
            </span>
            <button
              className="btn btn-primary"
              type="button"
              onClick={async () => {
                const board = await callResource('BoardInviteResource', 'update', {
                  board_id: inv.board.id,
                });
                refresh();
                navigate(board.url);
              }}
            >
              Accept
            </button>
            <button
              className="btn"
              type="button"
              onClick={async () => {
                if (viewer)
                  await callResource('BoardInviteResource', 'delete', {
                    board_id: inv.board.id,
                    invited_user_id: viewer.id,
                  });
                refresh();
              }}
            >
              Decline
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
