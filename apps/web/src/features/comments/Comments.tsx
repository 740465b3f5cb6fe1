import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import type { Comment } from '@tack/contract';
import { COMMENT_MAX_LENGTH } from '@tack/contract/constants';
import { formError } from '../../api/client.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { useViewer } from '../auth/queries.ts';
import { timeAgo } from '../pins/rules/format.ts';
import { useAddComment, useComments, useDeleteComment } from './queries.ts';
import './comments.css';

/**
 * A pin's comments on its page: newest first, a box to add one (500 characters), and Delete on
 * your own and, on your pin, on everyone's. `/pin/{id}/comments` opens the page scrolled here.
 */
export function Comments({ pinId, focus }: { pinId: string; focus: boolean }) {
  const viewer = useViewer();
  const list = useComments(pinId);
  const ref = useRef<HTMLElement>(null);
  const loaded = list.isSuccess;
  useEffect(() => {
    if (focus && loaded) ref.current?.scrollIntoView({ block: 'start' });
  }, [focus, loaded]);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const count = list.data?.pages[0]?.count ?? 0;
  return (
    <section id="comments" className="comments" aria-labelledby="comments-title" ref={ref}>
      <h2 id="comments-title">
        {!loaded ? 'Comments' : count === 1 ? '1 comment' : `${count} comments`}
      </h2>
      {viewer ? <CommentForm pinId={pinId} /> : <LogInToComment />}
      {list.isError && <p className="field-error">Sorry! We couldn't load the comments.</p>}
      {loaded && items.length === 0 && <p className="card-meta-text">No comments yet.</p>}
      <ul className="comment-list">
        {items.map((c) => (
          <CommentLine key={c.id} pinId={pinId} c={c} />
        ))}
      </ul>
      {list.hasNextPage && (
        <button
          type="button"
          className="btn comments-more"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          Show more comments
        </button>
      )}
    </section>
  );
}

function LogInToComment() {
  const { pathname } = useLocation();
  return (
    <p>
      <Link to={`/login?next=${encodeURIComponent(pathname)}`}>Log in</Link> to add a comment.
    </p>
  );
}

function CommentForm({ pinId }: { pinId: string }) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const add = useAddComment(pinId);
  async function submit(e: FormEvent) {
    e.preventDefault();
    setError('');
    try {
      await add.mutateAsync(text);
      setText('');
    } catch (err) {
      setError(formError(err).message);
    }
  }
  return (
    <form className="comment-form" onSubmit={(e) => void submit(e)}>
      <div className="field">
        <label htmlFor="comment-text">Add a comment</label>
        <textarea
          id="comment-text"
          rows={2}
          value={text}
          maxLength={COMMENT_MAX_LENGTH}
          onChange={(e) => setText(e.target.value)}
          aria-describedby="comment-count"
          aria-invalid={error ? true : undefined}
          aria-errormessage={error ? 'comment-error' : undefined}
        />
        <span id="comment-count" className="card-meta">
          {text.length}/{COMMENT_MAX_LENGTH}
        </span>
        {error && (
          <span id="comment-error" className="field-error" role="alert">
            {error}
          </span>
        )}
      </div>
      <div className="comment-actions">
        <button type="submit" className="btn btn-primary" disabled={!text.trim() || add.isPending}>
          Post
        </button>
      </div>
    </form>
  );
}

function CommentLine({ pinId, c }: { pinId: string; c: Comment }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteComment(pinId);
  return (
    <li className="comment">
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
      </div>
      {c.canDelete && (
        <button
          type="button"
          className="btn comment-delete"
          aria-label={`Delete comment by ${c.user.fullName}`}
          onClick={() => setConfirming(true)}
        >
          Delete
        </button>
      )}
      {confirming && (
        <ConfirmDialog
          title="Delete this comment?"
          confirmLabel="Delete"
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            remove.mutate(c.id);
          }}
        >
          <p>It is gone for good once deleted.</p>
        </ConfirmDialog>
      )}
    </li>
  );
}
