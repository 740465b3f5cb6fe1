import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Comment, CommentLine } from '@tack/contract';
import { Avatar } from '../../ui/Avatar.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { useViewer } from '../auth/queries.ts';
import { timeAgo } from '../pins/rules/format.ts';
import { CommentForm } from './CommentForm.tsx';
import { useDeleteComment, useReplies } from './queries.ts';

const ReportDialog = lazy(() => import('../report/ReportDialog.tsx'));

/** A comment of the thread with its replies, a reply box, "Show all replies". */
export function CommentItem({ pinId, c }: { pinId: string; c: Comment }) {
  const viewer = useViewer();
  const [replying, setReplying] = useState(false);
  const [all, setAll] = useState(false);
  const replyButton = useRef<HTMLButtonElement>(null);
  const more = useReplies(pinId, c.id, all);
  const replies = all && more.data ? more.data.pages.flatMap((p) => p.items) : c.replies;
  const hidden = c.replyCount - replies.length;
  const closeReply = () => {
    setReplying(false);
    replyButton.current?.focus();
  };
  return (
    <li className="comment-thread">
      <Line pinId={pinId} c={c}>
        {viewer && (
          <button
            ref={replyButton}
            type="button"
            className="btn comment-action"
            aria-expanded={replying}
            onClick={() => setReplying((r) => !r)}
          >
            Reply
          </button>
        )}
      </Line>
      {(replies.length > 0 || replying || hidden > 0) && (
        <ul className="comment-replies" aria-label={`Replies to ${c.user.fullName}`}>
          {replies.map((r) => (
            <li key={r.id}>
              <Line pinId={pinId} c={r} />
            </li>
          ))}
          {hidden > 0 && (
            <li>
              <button
                type="button"
                className="btn comments-more"
                disabled={more.isFetching}
                onClick={() => (all ? void more.fetchNextPage() : setAll(true))}
              >
                Show {hidden === 1 ? '1 more reply' : `${hidden} more replies`}
              </button>
            </li>
          )}
          {replying && (
            <li>
              <CommentForm
                pinId={pinId}
                parentId={c.id}
                replyTo={c.user.fullName}
                onDone={closeReply}
              />
            </li>
          )}
        </ul>
      )}
    </li>
  );
}

/** One comment or reply: who, when, what; Delete for its writer and the pinner, Report for others. */
function Line({ pinId, c, children }: { pinId: string; c: CommentLine; children?: ReactNode }) {
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [reported, setReported] = useState(c.reportedByMe);
  const remove = useDeleteComment(pinId);
  return (
    <div className="comment">
      <Link to={`/${c.user.username}/`} tabIndex={-1} aria-hidden="true">
        <Avatar user={c.user} size={32} />
      </Link>
      <div className="comment-body">
        <p className="comment-head">
          <Link to={`/${c.user.username}/`}>{c.user.fullName}</Link>{' '}
          <time className="card-meta-text" dateTime={c.createdAt}>
            {timeAgo(c.createdAt)}
          </time>
        </p>
        <p className="comment-text">{c.text}</p>
        <div className="comment-buttons">
          {children}
          {c.canDelete && (
            <button
              type="button"
              className="btn comment-action"
              aria-label={`Delete comment by ${c.user.fullName}`}
              onClick={() => setConfirming(true)}
            >
              Delete
            </button>
          )}
          {c.canReport &&
            (reported ? (
              <span className="card-meta-text comment-reported">Reported</span>
            ) : (
              <button
                type="button"
                className="btn comment-action"
                aria-label={`Report comment by ${c.user.fullName}`}
                onClick={() => setReporting(true)}
              >
                Report
              </button>
            ))}
        </div>
      </div>
      {confirming && (
        <ConfirmDialog
          title={c.parentId ? 'Delete this reply?' : 'Delete this comment?'}
          confirmLabel="Delete"
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            remove.mutate(c.id);
          }}
        >
          <p>
            {c.parentId
              ? 'It is gone for good once deleted.'
              : 'It is gone for good once deleted, and its replies with it.'}
          </p>
        </ConfirmDialog>
      )}
      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog
            commentId={c.id}
            onReported={() => setReported(true)}
            onClose={() => setReporting(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
