import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { AdminExperience } from '@tack/contract';
import { callResource } from '../../api/client.ts';
import { AdminGate, adminListQuery } from './AdminGate.tsx';
import { useTitle } from '../../app/use-title.ts';
import { scheduleStatus } from './schedule.ts';

export const adminKeys = { list: adminListQuery.queryKey };

/** `/admin/experiences`: every message with its state and counts; pause or resume in place. */
export function AdminExperiencesPage() {
  return (
    <AdminGate>
      <MessageList />
    </AdminGate>
  );
}

function MessageList() {
  useTitle('Messages');
  const qc = useQueryClient();
  const list = useQuery(adminListQuery);
  const pause = useMutation({
    mutationFn: (e: AdminExperience) =>
      callResource('AdminExperienceResource', 'update', { id: e.id, paused: !e.paused }),
    onSettled: () => qc.invalidateQueries({ queryKey: adminKeys.list }),
  });
  if (!list.data) return <p className="empty">Loading…</p>;
  const now = new Date();
  return (
    <section className="admin" aria-labelledby="admin-title">
      <header className="admin-head">
        <h1 id="admin-title">Messages</h1>
        <Link className="btn btn-primary" to="/admin/experiences/new">
          New message
        </Link>
      </header>
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Kind</th>
            <th scope="col">Placement:experience</th>
            <th scope="col">State</th>
            <th scope="col">Priority</th>
            <th scope="col">Views</th>
            <th scope="col">Completions</th>
            <th scope="col">Dismissals</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {list.data.items.map((e) => (
            <tr key={e.id}>
              <td>
                <Link to={`/admin/experiences/${e.id}`}>{e.name}</Link>
              </td>
              <td>{e.kind}</td>
              <td>
                <code>
                  {e.placement_id}:{e.experience_id}
                </code>
              </td>
              <td>{scheduleStatus(e, now)}</td>
              <td>{e.priority}</td>
              <td>{e.counts.views}</td>
              <td>{e.counts.completions}</td>
              <td>{e.counts.dismissals}</td>
              <td>
                <button
                  className="btn"
                  type="button"
                  disabled={pause.isPending}
                  onClick={() => pause.mutate(e)}
                  aria-label={`${e.paused ? 'Resume' : 'Pause'} ${e.name}`}
                >
                  {e.paused ? 'Resume' : 'Pause'}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {!list.data.items.length && <p className="empty">No messages yet.</p>}
    </section>
  );
}

// The outbox is an operators' page too: it loads with this one's chunk (one more dynamic entry
// would split shared modules out of the first load; docs/decisions/0008 has the budget).
export { AdminOutboxPage } from '../account/AdminOutboxPage.tsx';
export { AdminReportsPage } from '../report/AdminReportsPage.tsx';
