import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Board, Collaborator } from '@tack/contract';
import { ApiError, callResource } from '../../api/client.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { useViewer } from '../auth/queries.ts';

const key = (boardId: string) => ['collaborators', boardId] as const;

/**
 * Collaborators and pending invites. Invite by username (owner, or collaborators allowed to
 * invite); removal is optimistic and the person is put back if the server refuses (MC §4).
 */
export function CollaboratorsPanel({
  board,
  focusInvite = false,
}: {
  board: Board;
  /** Start in the invite box (`/board/{id}/edit/add_collaborators/`). */
  focusInvite?: boolean;
}) {
  const viewer = useViewer();
  const qc = useQueryClient();
  const list = useQuery({
    queryKey: key(board.id),
    queryFn: () => callResource('BoardCollaboratorsResource', 'get', { board_id: board.id }),
  });
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string | null>(null);
  const canInvite = board.viewerPermissions.includes('invite');
  if (!canInvite && !list.data?.length) return null;

  async function remove(c: Collaborator) {
    const before = qc.getQueryData<Collaborator[]>(key(board.id));
    qc.setQueryData<Collaborator[]>(key(board.id), (l) =>
      l?.filter((x) => x.user.id !== c.user.id),
    );
    try {
      await callResource(
        c.status === 'accepted' ? 'BoardCollaboratorResource' : 'BoardInviteResource',
        'delete',
        { board_id: board.id, invited_user_id: c.user.id },
      );
    } catch (err) {
      qc.setQueryData(key(board.id), before);
      setError(err instanceof ApiError ? err.message : 'Could not remove them');
    }
  }

  return (
    <section className="panel" aria-label="Collaborators">
      <h2 style={{ marginTop: 0 }}>Collaborators</h2>
      <ul>
        {list.data?.map((c) => (
          <li key={c.user.id}>
            <Avatar user={c.user} size={28} /> {c.user.fullName} (@{c.user.username}){' '}
            {c.status === 'pending' && <span className="badge">Invited</span>}
            {(board.isOwner || c.user.id === viewer?.id) && (
              <button className="btn" type="button" onClick={() => void remove(c)}>
                {c.user.id === viewer?.id ? 'Leave' : 'Remove'}
              </button>
            )}
          </li>
        ))}
      </ul>
      {canInvite && (
        <form
          className="toolbar"
          onSubmit={async (e) => {
            e.preventDefault();
            setError(null);
            try {
              await callResource('BoardInviteResource', 'create', { board_id: board.id, username });
              setUsername('');
              void qc.invalidateQueries({ queryKey: key(board.id) });
            } catch (err) {
              setError(err instanceof ApiError ? err.message : 'Could not send the invite');
            }
          }}
        >
          <label htmlFor="invite-username">Invite by username</label>
          <input
            id="invite-username"
            autoFocus={focusInvite}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
          <button className="btn btn-primary" type="submit" disabled={!username.trim()}>
            Invite
          </button>
          <CopyInviteLink boardId={board.id} />
        </form>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

/**
 * A board invite link (MC §2.2): it goes through the login page with `board_url`, which brings
 * the invitee back here to accept. Invite them by username first: the link accepts that invite.
 */
function CopyInviteLink({ boardId }: { boardId: string }) {
  const [status, setStatus] = useState('');
  return (
    <>
      <button
        className="btn"
        type="button"
        onClick={async () => {
          try {
            const made = await callResource('InviteCodeResource', 'create', {
              object_type: 'board',
              object_id: boardId,
              channel: 'copy_link',
            });
            await navigator.clipboard?.writeText(`${location.origin}${made.url}`);
            setStatus('Invite link copied');
          } catch {
            setStatus("Couldn't copy the invite link");
          }
        }}
      >
        Copy invite link
      </button>
      <span role="status" className="card-meta-text">
        {status}
      </span>
    </>
  );
}
