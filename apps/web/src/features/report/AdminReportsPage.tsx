import { useState } from 'react';
import { Link } from 'react-router';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportedPin } from '@tack/contract';
import { REPORT_REASON_TEXT } from '@tack/contract/report-reasons';
import { callResource } from '../../api/client.ts';
import { LoadFailed } from '../../app/ErrorPage.tsx';
import { useTitle } from '../../app/use-title.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { useToast } from '../../ui/Toast.tsx';
import { countOf } from '../../ui/count.ts';
import { AdminGate } from '../admin/AdminGate.tsx';
import { CommentReports } from './CommentReports.tsx';
import './admin-reports.css';

const reportsKey = ['admin', 'reports'] as const;

/**
 * `/admin/reports`: open reports, one entry per pin (the most reported first) with its reasons
 * and what reporters wrote; an operator reviews the pin and hides it (with every save of it) for
 * everyone, or dismisses the reports; then reported comments, removed or dismissed alike.
 */
export function AdminReportsPage() {
  useTitle('Reports');
  return (
    <AdminGate message="Only operators can review reports. Ask the person who runs this Tack to make you an operator.">
      <Reports />
    </AdminGate>
  );
}

function Reports() {
  const list = useInfiniteQuery({
    queryKey: reportsKey,
    queryFn: ({ pageParam }) =>
      callResource('AdminPinReportsResource', 'get', pageParam ? { bookmark: pageParam } : {}),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.bookmark,
  });
  if (list.isError) return <LoadFailed />;
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section className="narrow-page admin-reports" aria-labelledby="reports-title">
      <h1 id="reports-title">Reports</h1>
      <p>Open reports, one entry per Pin, the most reported first.</p>
      {list.isPending && <p className="empty">Loading…</p>}
      {list.data && !items.length && <p className="empty">No open reports.</p>}
      <ul className="report-list">
        {items.map((item) => (
          <ReportEntry key={item.pin.id} item={item} />
        ))}
      </ul>
      {list.hasNextPage && (
        <button
          className="btn"
          type="button"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          Show more
        </button>
      )}
      <CommentReports />
    </section>
  );
}

function ReportEntry({ item }: { item: ReportedPin }) {
  const qc = useQueryClient();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const { pin } = item;
  const title = pin.title || 'Untitled Pin';
  const act = useMutation({
    mutationFn: (action: 'hide' | 'dismiss') =>
      callResource('AdminPinReportsResource', 'update', { pin_id: pin.id, action }),
    onSuccess: (r) =>
      toast({
        text:
          r.action === 'hide'
            ? `Hidden for everyone (${countOf(r.pins, 'Pin')})`
            : `Dismissed ${countOf(r.reports, 'report')}`,
      }),
    onError: (e) => toast({ text: e.message }),
    onSettled: () => qc.invalidateQueries({ queryKey: reportsKey }),
  });
  const headingId = `report-${pin.id}`;
  return (
    <li className="report-entry" aria-labelledby={headingId}>
      <img
        className="report-thumb"
        src={pin.imageUrl}
        width={pin.width}
        height={pin.height}
        alt=""
        style={{ backgroundColor: pin.dominantColor }}
      />
      <div className="report-body">
        <h2 id={headingId}>{title}</h2>
        <p className="report-meta">
          By <Link to={`/${pin.pinner.username}/`}>{pin.pinner.fullName}</Link> on “{pin.board.name}
          ” ({pin.board.privacy}) · {countOf(pin.saves, 'save')}
        </p>
        {pin.description && <p className="report-description">{pin.description}</p>}
        <p>
          <strong>{countOf(item.count, 'report')}</strong>:{' '}
          {item.reasons.map((r) => `${REPORT_REASON_TEXT[r.reason].label} (${r.count})`).join(', ')}
        </p>
        {item.details.length > 0 && (
          <ul className="report-details" aria-label="What reporters wrote">
            {item.details.map((d, i) => (
              <li key={i}>
                <q>{d}</q>
              </li>
            ))}
          </ul>
        )}
        <p className="report-meta">
          First{' '}
          <time dateTime={item.firstReportedAt}>
            {new Date(item.firstReportedAt).toLocaleString()}
          </time>
          , last{' '}
          <time dateTime={item.lastReportedAt}>
            {new Date(item.lastReportedAt).toLocaleString()}
          </time>
        </p>
        <div className="report-actions">
          <Link className="btn" to={`/pin/${pin.id}/`}>
            Review Pin<span className="visually-hidden">: {title}</span>
          </Link>
          <button
            className="btn btn-danger"
            type="button"
            disabled={act.isPending}
            aria-haspopup="dialog"
            onClick={() => setConfirming(true)}
          >
            Hide for everyone<span className="visually-hidden">: {title}</span>
          </button>
          <button
            className="btn"
            type="button"
            disabled={act.isPending}
            onClick={() => act.mutate('dismiss')}
          >
            Dismiss<span className="visually-hidden"> the reports of {title}</span>
          </button>
        </div>
      </div>
      {confirming && (
        <ConfirmDialog
          title="Hide this Pin for everyone?"
          confirmLabel="Hide for everyone"
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            act.mutate('hide');
          }}
        >
          <p>
            “{title}” and {countOf(pin.saves, 'save')} of it will no longer show anywhere: feeds,
            search, boards, its page. Its open reports are closed.
          </p>
        </ConfirmDialog>
      )}
    </li>
  );
}
