import { useId, useState, type FormEvent } from 'react';
import {
  REPORT_DETAILS_MAX,
  REPORT_REASON_TEXT,
  REPORT_REASONS,
  type ReportReason,
} from '@tack/contract/report-reasons';
import { reportSurfaceOf } from './report-surface.ts';
import { ApiError, callResource } from '../../api/client.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import '../../ui/form-controls.css';

/**
 * "Report Pin" (or "Report comment", given `commentId`): why (one reason; "Something else" asks
 * for words, which stay optional), then Report. Fetched at the first Report, never with the
 * first page. A repeat report, or any refusal, is said in the dialog; success closes it and the
 * caller shows the Reported state.
 */
export default function ReportDialog({
  pinId,
  commentId,
  from = 'closeup',
  onReported,
  onClose,
}: {
  pinId?: string;
  commentId?: string;
  /** Where it was reported from (a card's surface, or `closeup`): see report-surface.ts. */
  from?: string;
  onReported: () => void;
  onClose: () => void;
}) {
  const what = commentId ? 'comment' : 'Pin';
  const id = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const surface = reportSurfaceOf(from);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason) return setError(`Choose why you are reporting this ${what}.`);
    setBusy(true);
    setError(null);
    const words = reason === 'other' && details.trim() ? { details } : {};
    const sent = commentId
      ? callResource('PinCommentReportResource', 'create', {
          comment_id: commentId,
          reason,
          ...words,
        })
      : callResource('PinReportResource', 'create', {
          pin_id: pinId!,
          reason,
          ...words,
          ...(surface ? { surface } : {}),
        });
    sent.then(
      () => {
        onReported();
        onClose();
      },
      (err: unknown) => {
        setBusy(false);
        setError(err instanceof ApiError ? err.message : 'Sorry! Something went wrong on our end.');
      },
    );
  };
  return (
    <Dialog title={`Report ${what}`} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <fieldset className="choice-group">
          <legend>Why are you reporting this {what}?</legend>
          {REPORT_REASONS.map((r) => (
            <label key={r} className="radio-card">
              <input
                type="radio"
                name={`${id}-reason`}
                value={r}
                checked={reason === r}
                onChange={() => setReason(r)}
              />
              <span>
                <strong>{REPORT_REASON_TEXT[r].label}</strong>
                <span className="choice-text">{REPORT_REASON_TEXT[r].hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {reason === 'other' && (
          <div className="field">
            <label htmlFor={`${id}-details`}>Tell us more (optional)</label>
            <textarea
              id={`${id}-details`}
              rows={3}
              maxLength={REPORT_DETAILS_MAX}
              value={details}
              onChange={(e) => setDetails(e.target.value)}
            />
          </div>
        )}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="save-row">
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            Report
          </button>
        </div>
      </form>
    </Dialog>
  );
}
