import { useState } from 'react';
import { Link } from 'react-router';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportedComment } from '@tack/contract';
import { REPORT_REASON_TEXT } from '@tack/contract/report-reasons';
import { callResource } from '../../api/client.ts';
import { LoadFailed } from '../../app/ErrorPage.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { useToast } from '../../ui/Toast.tsx';
import { countOf } from '../../ui/count.ts';

const key = ['admin', 'comment-reports'] as const;

/**
 * `/admin/reports`, reported comments: the most reported first, with reasons and what reporters
 * wrote; an operator removes the comment (and its replies) for everyone, or dismisses.
 */
export function CommentReports() {
  const list = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) =>
      callResource('AdminCommentReportsResource', 'get', pageParam ? { bookmark: pageParam } : {}),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.bookmark,
  });
  if (list.isError) return <LoadFailed />;
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-labelledby="comment-reports-title">
      <h2 id="comment-reports-title">Reported comments</h2>
      {list.isPending && <p className="empty">Loading…</p>}
      {list.data && !items.length && <p className="empty">No reported comments.</p>}
      <ul className="report-list">
        {items.map((item) => (
          <Entry key={item.comment.id} item={item} />
        ))}
      </ul>
      {list.hasNextPage && (
        <button
          className="btn"
          type="button"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          Show more comments
        </button>
      )}
    </section>
  );
}

function Entry({ item }: { item: ReportedComment }) {
  const qc = useQueryClient();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const { comment } = item;
  const who = comment.user.fullName;
  const act = useMutation({
    mutationFn: (action: 'remove' | 'dismiss') =>
      callResource('AdminCommentReportsResource', 'update', { comment_id: comment.id, action }),
    onSuccess: (r) => toast({ text: r.action === 'remove' ? 'Comment removed' : 'Dismissed' }),
    onError: (e) => toast({ text: e.message }),
    onSettled: () => qc.invalidateQueries({ queryKey: key }),
  });
  const headingId = `comment-report-${comment.id}`;
  return (
    <li className="report-entry" aria-labelledby={headingId}>
      <div className="report-body">
        <h3 id={headingId}>
          Comment by <Link to={`/${comment.user.username}/`}>{who}</Link>
        </h3>
        <blockquote className="report-description">{comment.text}</blockquote>
        <p className="report-meta">
          On <Link to={`/pin/${comment.pin.id}/comments`}>{comment.pin.title || 'a Pin'}</Link>
        </p>
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
        <div className="report-actions">
          <button
            className="btn btn-danger"
            type="button"
            disabled={act.isPending}
            aria-haspopup="dialog"
            onClick={() => setConfirming(true)}
          >
            Remove comment<span className="visually-hidden"> by {who}</span>
          </button>
          <button
            className="btn"
            type="button"
            disabled={act.isPending}
            onClick={() => act.mutate('dismiss')}
          >
            Dismiss<span className="visually-hidden"> the reports of the comment by {who}</span>
          </button>
        </div>
      </div>
      {confirming && (
        <ConfirmDialog
          title="Remove this comment for everyone?"
          confirmLabel="Remove comment"
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            act.mutate('remove');
          }}
        >
          <p>The comment by {who} and its replies are deleted. Its reports are closed.</p>
        </ConfirmDialog>
      )}
    </li>
  );
}
