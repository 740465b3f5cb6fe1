import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { callResource, formError } from '../../api/client.ts';
import { useTitle } from '../../app/use-title.ts';
import { authKeys, useViewer } from './queries.ts';

/** `/business/convert/`: where the upgrade banner leads; a personal account becomes a business one. */
export function BusinessConvertPage() {
  useTitle('Convert to a business account');
  const viewer = useViewer();
  const qc = useQueryClient();
  const convert = useMutation({
    mutationFn: () => callResource('BusinessConvertResource', 'create', {}),
    onSuccess: (session) => qc.setQueryData(authKeys.session, session),
  });
  return (
    <section className="narrow-page" aria-labelledby="convert-title">
      <h1 id="convert-title">Convert to a business account</h1>
      <p>
        A business account keeps your pins, boards and followers, and adds what a business needs:
        messages for partners and statistics on how people engage with your pins.
      </p>
      {!viewer ? (
        <p>
          <Link className="btn btn-primary" to="/login?next=/business/convert/">
            Log in to convert
          </Link>
        </p>
      ) : viewer.accountType === 'business' ? (
        <p role="status">Your account is a business account.</p>
      ) : (
        <>
          <button
            className="btn btn-primary"
            type="button"
            disabled={convert.isPending}
            onClick={() => convert.mutate()}
          >
            Convert {viewer.username}
          </button>
          {convert.error && (
            <p className="field-error" role="alert">
              {formError(convert.error).message}
            </p>
          )}
        </>
      )}
    </section>
  );
}
