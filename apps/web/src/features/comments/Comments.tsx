import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useViewer } from '../auth/queries.ts';
import { CommentForm } from './CommentForm.tsx';
import { CommentItem } from './CommentItem.tsx';
import { useComments } from './queries.ts';
import './comments.css';

/**
 * A pin's comment thread on its page: newest first, each with its replies; a box to add one
 * (500 characters), Reply, Delete on your own and, on your pin, on everyone's, and Report on
 * others'. Signed out, it reads the same. `/pin/{id}/comments` opens the page scrolled here.
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
          <CommentItem key={c.id} pinId={pinId} c={c} />
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
