import { useQuery } from '@tanstack/react-query';
import { Link, NavLink, useParams } from 'react-router';
import type { Pin, TodayList, TodayStory } from '@tack/contract';
import { pinText } from '@tack/contract/pin-text';
import { ApiError, callResource } from '../../api/client.ts';
import { LoadFailed } from '../../app/ErrorPage.tsx';
import { NotFound } from '../../app/NotFound.tsx';
import { useTitle } from '../../app/use-title.ts';
import { countOf } from '../../ui/count.ts';
import { FeedGrid } from '../feed/PinGrid.tsx';
import { usePinFeed } from '../feed/queries.ts';
import '../discovery/discovery.css';
import './today.css';

/** The pages of Today (MC §2.1), in the order of their chips. */
const PAGES: [to: string, label: string][] = [
  ['/today/', 'Today'],
  ['/today/trending/', 'Trending'],
  ['/today/best/', 'Best'],
  ['/today/popular/', 'Popular'],
  ['/today/shop/', 'Shop'],
];

const LISTS: Record<TodayList, { title: string; intro: string; empty: string }> = {
  best: {
    title: 'Best of the week',
    intro: 'The Pins saved most in the last days.',
    empty: 'Nothing has been saved this week yet.',
  },
  popular: {
    title: 'Popular',
    intro: 'The Pins people opened most in the last days.',
    empty: 'Nothing has been opened this week yet.',
  },
  shop: {
    title: 'Shop today',
    intro: 'The products people were into in the last days.',
    empty: 'No products have been saved or opened this week yet.',
  },
};

const dayName = (date: string) =>
  new Intl.DateTimeFormat(undefined, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

function TodayHeader({ title, intro }: { title: string; intro?: string }) {
  return (
    <>
      <header className="discovery-head">
        <h1>{title}</h1>
        {intro && <p>{intro}</p>}
      </header>
      <nav aria-label="Today">
        <ul className="chips">
          {PAGES.map(([to, label]) => (
            <li key={to}>
              <NavLink className="chip" to={to} end>
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

const activityLine = (s: TodayStory) =>
  `${countOf(s.saves, 'save')} · ${countOf(s.clicks, 'open')} this week`;

function Quiet() {
  return (
    <p className="empty">
      Nothing is trending yet: come back when people have saved and opened a few Pins. Meanwhile,{' '}
      <Link to="/ideas/">explore ideas</Link>.
    </p>
  );
}

const useToday = () =>
  useQuery({ queryKey: ['today'], queryFn: () => callResource('TodayResource', 'get', {}) });

/** A small picture of a pin, linking to it. */
function Thumb({ pin }: { pin: Pin }) {
  const img = pin.images['236x'];
  return (
    <Link to={`/pin/${pin.id}/`} className="today-thumb">
      <img
        src={img.url}
        width={img.width}
        height={img.height}
        alt={pinText(pin).alt}
        loading="lazy"
        style={{ background: pin.dominantColor }}
      />
    </Link>
  );
}

/** `/today`: the day's stories, each an interest people are into now with a few of its pins. */
export function TodayPage() {
  useTitle('Today');
  const today = useToday();
  const d = today.data;
  return (
    <>
      <TodayHeader title="Today" intro={d ? dayName(d.date) : undefined} />
      {today.isPending && <p className="empty">Loading…</p>}
      {today.isError && <LoadFailed />}
      {d && d.stories.length === 0 && <Quiet />}
      {d && d.stories.length > 0 && (
        <ol className="today-stories">
          {d.stories.map((s) => (
            <li key={s.interest.id} className="today-story">
              <h2>
                <Link to={s.articleUrl}>{s.interest.name}</Link>
              </h2>
              <p className="today-meta">{activityLine(s)}</p>
              <div className="today-thumbs">
                {s.pins.map((p) => (
                  <Thumb key={p.id} pin={p} />
                ))}
              </div>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

/** `/today/trending/`: the interests people are into now, ranked, with their numbers. */
export function TodayTrendingPage() {
  useTitle('Trending');
  const today = useToday();
  const stories = today.data?.stories;
  return (
    <>
      <TodayHeader title="Trending" intro="The topics with the most saves and opens this week." />
      {today.isPending && <p className="empty">Loading…</p>}
      {today.isError && <LoadFailed />}
      {stories?.length === 0 && <Quiet />}
      {stories && stories.length > 0 && (
        <ol className="trending-list">
          {stories.map((s) => (
            <li key={s.interest.id}>
              <Link to={s.articleUrl}>{s.interest.name}</Link>
              <span className="today-meta">{activityLine(s)}</span>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

/** A list already loaded, in the shape the grid takes. */
const loaded = (items: Pin[]) => ({
  data: { pages: [{ items }] },
  fetchNextPage: () => {},
  hasNextPage: false,
  isFetchingNextPage: false,
  isPending: false,
  isError: false,
});

/** `/today/article/` (the lead story) and `/today/article/{interest}/`: one story's pins. */
export function TodayArticlePage() {
  const { id } = useParams();
  const article = useQuery({
    queryKey: ['today', 'article', id ?? 'lead'],
    queryFn: () => callResource('TodayArticleResource', 'get', id ? { interest_id: id } : {}),
    retry: false,
  });
  const story = article.data?.story;
  useTitle(story ? `Today: ${story.interest.name}` : 'Today');
  if (article.isPending) return <p className="empty">Loading…</p>;
  if (article.isError)
    return article.error instanceof ApiError && article.error.status === 404 ? (
      <NotFound what="Story" />
    ) : (
      <LoadFailed />
    );
  if (!story)
    return (
      <>
        <TodayHeader title="Today" />
        <Quiet />
      </>
    );
  return (
    <article>
      <TodayHeader title={story.interest.name} intro={activityLine(story)} />
      <p className="today-more">
        <Link to={story.interest.url}>Every Pin about {story.interest.name}</Link>
      </p>
      <FeedGrid query={loaded(story.pins)} surface="TodayArticleFeed" />
    </article>
  );
}

/** `/today/best/`, `/today/popular/`, `/today/shop/`: the week's pins, ranked. */
export function TodayListPage({ list }: { list: TodayList }) {
  const l = LISTS[list];
  useTitle(l.title);
  const pins = usePinFeed('today', { list }, (bookmark) =>
    callResource('TodayPinsResource', 'get', { list, bookmark }),
  );
  return (
    <>
      <TodayHeader title={l.title} intro={l.intro} />
      <FeedGrid query={pins} surface="TodayArticleFeed" emptyText={l.empty} />
    </>
  );
}
