import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callResource } from '../../api/client.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { timeAgo } from '../pins/rules/format.ts';

/** The viewer's idea pin drafts (newest first): resume one, or delete it after a confirmation. */
export function IdeaDrafts({
  current,
  queryKey,
}: {
  current: string | null;
  queryKey: readonly string[];
}) {
  const drafts = useQuery({
    queryKey,
    queryFn: () => callResource('StoryPinDraftsResource', 'get', {}),
  });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<{ id: string; title: string } | null>(null);
  async function remove(id: string) {
    setDeleting(null);
    await callResource('StoryPinDraftResource', 'delete', { id });
    await queryClient.invalidateQueries({ queryKey });
    if (id === current) navigate('/idea-pin-builder/', { replace: true });
  }
  return (
    <section aria-labelledby="idea-drafts-title" className="idea-drafts">
      <h2 id="idea-drafts-title">Your drafts</h2>
      {drafts.data?.length === 0 && <p className="empty">No drafts yet.</p>}
      <ul>
        {drafts.data?.map((d) => {
          const name = d.title || 'Untitled idea';
          return (
            <li key={d.id} aria-current={d.id === current ? 'true' : undefined}>
              <span>
                <strong>{name}</strong> · {d.pages.length} {d.pages.length === 1 ? 'page' : 'pages'}{' '}
                · {timeAgo(d.updatedAt).toLowerCase()}
              </span>
              <span className="idea-draft-actions">
                <Link
                  className="btn"
                  to={`/idea-pin-builder/?draft=${d.id}`}
                  aria-label={`Resume ${name}`}
                >
                  Resume
                </Link>
                <button
                  type="button"
                  className="btn"
                  aria-label={`Delete ${name}`}
                  onClick={() => setDeleting({ id: d.id, title: name })}
                >
                  Delete
                </button>
              </span>
            </li>
          );
        })}
      </ul>
      {deleting && (
        <ConfirmDialog
          title="Delete this draft?"
          confirmLabel="Delete"
          onConfirm={() => void remove(deleting.id)}
          onCancel={() => setDeleting(null)}
        >
          <p>“{deleting.title}” and its pages will be gone. This can’t be undone.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
