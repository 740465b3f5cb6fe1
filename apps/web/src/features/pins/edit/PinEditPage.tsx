import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router';
import { ApiError, callResource } from '../../../api/client.ts';
import { NotFound } from '../../../app/NotFound.tsx';
import { useTitle } from '../../../app/use-title.ts';
import { useSession } from '../../auth/queries.ts';
import { showEditButton } from '../card-rules.ts';
import { PinEditForm } from './PinEditForm.tsx';
import './pin-edit.css';

/** /pin/{id}/edit/: edit or delete your own pin (issue 21 item 5). */
export function PinEditPage() {
  const { id = '' } = useParams();
  const session = useSession();
  const viewer = session.data?.viewer ?? null;
  const pin = useQuery({
    queryKey: ['pin', id],
    queryFn: () => callResource('PinResource', 'get', { id }),
    retry: false,
    enabled: !!viewer,
  });
  useTitle('Edit Pin');
  if (session.isPending) return <p className="empty">Loading…</p>;
  // Signed out: the Pin, with the login prompt for editing it; after login, back here (§2.2).
  if (!viewer) return <Navigate to={`/pin/${id}/`} replace state={{ loginPrompt: 'edit' }} />;
  if (pin.isPending) return <p className="empty">Loading…</p>;
  if (pin.isError)
    return pin.error instanceof ApiError && pin.error.status === 404 ? (
      <NotFound what="Pin" />
    ) : (
      <p className="empty">Sorry! Something went wrong on our end.</p>
    );
  if (!showEditButton(pin.data, true))
    return (
      <div className="empty">
        <h1>You can only edit your own Pins</h1>
        <p>This Pin was saved by {pin.data.pinner.fullName}. You can save it to your own board.</p>
        <Link className="btn" to={`/pin/${id}/`}>
          Back to the Pin
        </Link>
      </div>
    );
  return <PinEditForm key={pin.data.id} pin={pin.data} username={viewer.username} />;
}
