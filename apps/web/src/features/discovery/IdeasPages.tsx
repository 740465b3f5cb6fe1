import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ApiError, callResource } from '../../api/client.ts';
import { useTitle } from '../../app/use-title.ts';
import { NotFound } from '../../app/NotFound.tsx';
import { FeedGrid } from '../feed/PinGrid.tsx';
import { usePinFeed } from '../feed/queries.ts';
import { FollowToggle } from './FollowToggle.tsx';
import { PLACEMENTS } from '@tack/contract/constants';
import { Placement } from '../experiences/Placement.tsx';
import { countOf } from '../../ui/count.ts';
import './ideas.css';
import './discovery.css';
import { LoadFailed } from '../../app/ErrorPage.tsx';

/** /ideas/: every interest, the most pinned first. */
export function IdeasPage() {
  useTitle('Ideas');
  const list = useQuery({
    queryKey: ['interests'],
    queryFn: () => callResource('InterestsResource', 'get', { page_size: 100 }),
  });
  return (
    <section className="ideas" aria-labelledby="ideas-title">
      <Placement id={PLACEMENTS.ideasTop} />
      <h1 id="ideas-title">Explore ideas</h1>
      {list.isPending && <p className="empty">Loading…</p>}
      {list.isError && <p className="empty">Sorry! Something went wrong on our end.</p>}
      {list.data && (
        <ul className="idea-tiles">
          {list.data.items.map((i) => (
            <li key={i.id}>
              <Link to={i.url} className="idea-tile">
                {i.coverImageUrl ? (
                  <img src={i.coverImageUrl} alt="" loading="lazy" />
                ) : (
                  <span className="idea-tile-blank" />
                )}
                <span className="idea-tile-text">
                  <strong>{i.name}</strong>
                  <small>{countOf(i.pinCount, 'Pin')}</small>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /ideas/{interest}/{id}/: an interest's pins, and following it. */
export function InterestPage() {
  const { id = '' } = useParams();
  const qc = useQueryClient();
  const interest = useQuery({
    queryKey: ['interest', id],
    queryFn: () => callResource('InterestResource', 'get', { id }),
    retry: false,
  });
  const pins = usePinFeed('interest', { id }, (bookmark) =>
    callResource('InterestFeedResource', 'get', { interest_id: id, bookmark }),
  );
  useTitle(interest.data?.name);
  if (interest.isPending) return <p className="empty">Loading…</p>;
  if (interest.isError)
    return interest.error instanceof ApiError && interest.error.status === 404 ? (
      <NotFound what="Interest" />
    ) : (
      <LoadFailed />
    );
  const i = interest.data;
  return (
    <>
      <header className="profile-head">
        <h1>{i.name}</h1>
        <p>
          {countOf(i.pinCount, 'Pin')} · {countOf(i.followerCount, 'follower')}
        </p>
        <FollowToggle
          kind="interest"
          id={i.id}
          followed={i.followedByMe}
          onChanged={() => void qc.invalidateQueries({ queryKey: ['interest', id] })}
        />
      </header>
      <FeedGrid query={pins} surface="VisualInspirationPin" emptyText="No Pins about this yet." />
    </>
  );
}

/** `/topics`: every interest A to Z, each with its pins and a Follow button. */
export function TopicsPage() {
  useTitle('Topics');
  const list = useInfiniteQuery({
    queryKey: ['interests', 'a-z'],
    queryFn: ({ pageParam }) =>
      callResource('InterestsResource', 'get', {
        order: 'name',
        page_size: 100,
        bookmark: pageParam,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.bookmark,
  });
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section className="topics" aria-labelledby="topics-title">
      <header className="discovery-head">
        <h1 id="topics-title">Topics</h1>
        <p>Follow a topic and its Pins come to your home feed.</p>
      </header>
      {list.isPending && <p className="empty">Loading…</p>}
      {list.isError && <LoadFailed />}
      {list.isSuccess && items.length === 0 && <p className="empty">No topics yet.</p>}
      <ul className="topic-list">
        {items.map((i) => (
          <li key={i.id}>
            <Link to={i.url} id={`topic-${i.id}`}>
              <strong>{i.name}</strong>
            </Link>
            <small>{countOf(i.pinCount, 'Pin')}</small>
            <FollowToggle
              kind="interest"
              id={i.id}
              followed={i.followedByMe}
              describedBy={`topic-${i.id}`}
            />
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <p className="empty">
          <button
            type="button"
            className="btn"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            More topics
          </button>
        </p>
      )}
    </section>
  );
}
