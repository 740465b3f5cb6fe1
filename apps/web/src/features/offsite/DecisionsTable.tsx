import type { LinkDecision } from '@tack/contract';

/** The link checks operators read at /admin/links: newest first, scrolling sideways alone. */
export function DecisionsTable({ decisions }: { decisions: LinkDecision[] }) {
  if (decisions.length === 0) return <p className="empty">No links checked yet.</p>;
  return (
    <div className="decisions-scroll" tabIndex={0} role="region" aria-label="Latest decisions">
      <table className="decisions">
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Link</th>
            <th scope="col">Status</th>
            <th scope="col">Rule</th>
            <th scope="col">Pin</th>
            <th scope="col">Viewer</th>
            <th scope="col">Where</th>
          </tr>
        </thead>
        <tbody>
          {decisions.map((d) => (
            <tr key={d.id}>
              <td>
                <time dateTime={d.createdAt}>{new Date(d.createdAt).toLocaleString()}</time>
              </td>
              <td className="decision-url">{d.url}</td>
              <td>{d.status}</td>
              <td>{d.ruleId ?? '–'}</td>
              <td>{d.pinId ?? '–'}</td>
              <td>{d.viewer ? `@${d.viewer}` : 'signed out'}</td>
              <td>{d.source === 'check' ? 'card check' : '/offsite/'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
