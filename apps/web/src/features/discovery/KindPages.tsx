import { useQuery } from '@tanstack/react-query';
import { NavLink, useParams } from 'react-router';
import type { Interest, PinKind } from '@tack/contract';
import { ApiError, callResource } from '../../api/client.ts';
import { LoadFailed } from '../../app/ErrorPage.tsx';
import { NotFound } from '../../app/NotFound.tsx';
import { useTitle } from '../../app/use-title.ts';
import { FeedGrid } from '../feed/PinGrid.tsx';
import { usePinFeed } from '../feed/queries.ts';
import './discovery.css';

/** What each kind's pages are called, and where they live (MC §2.1). */
const KINDS = {
  video: {
    root: '/videos/',
    title: 'Videos',
    intro: 'Watch how people make, cook and build things.',
    category: (name: string) => `${name} videos`,
    surface: 'VisualInspirationPin',
    empty: 'No videos here yet.',
  },
  product: {
    root: '/shopping/',
    title: 'Shopping',
    intro: 'Things people pinned that you can buy.',
    category: (name: string) => `Shop ${name}`,
    surface: 'ProductPinsFeed',
    empty: 'No products here yet.',
  },
} as const;

const categoryUrl = (kind: PinKind, i: Pick<Interest, 'slug' | 'id'>) =>
  `${KINDS[kind].root}${i.slug}/${i.id}/`;

/** The interests with a pin of this kind, as links to each one's page of them. */
function Categories({ kind }: { kind: PinKind }) {
  const list = useQuery({
    queryKey: ['interests', 'kind', kind],
    queryFn: () => callResource('InterestsResource', 'get', { pin_kind: kind, page_size: 100 }),
  });
  if (!list.data?.items.length) return null;
  return (
    <nav aria-label="Categories">
      <ul className="chips">
        <li>
          <NavLink className="chip" to={KINDS[kind].root} end>
            All
          </NavLink>
        </li>
        {list.data.items.map((i) => (
          <li key={i.id}>
            <NavLink className="chip" to={categoryUrl(kind, i)}>
              {i.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** `/videos/`, `/shopping/`: every video or product pin, newest first, and their categories. */
export function KindPage({ kind }: { kind: PinKind }) {
  const k = KINDS[kind];
  useTitle(k.title);
  const pins = usePinFeed('kind', { kind }, (bookmark) =>
    callResource('PinKindFeedResource', 'get', { pin_kind: kind, bookmark }),
  );
  return (
    <>
      <header className="discovery-head">
        <h1>{k.title}</h1>
        <p>{k.intro}</p>
      </header>
      <Categories kind={kind} />
      <FeedGrid query={pins} surface={k.surface} emptyText={k.empty} />
    </>
  );
}

/**
 * `/videos/{category}/{id}/`, `/shopping/{category}/{id}/`, and the shopping spotlight
 * `/shopping/{slug}/` (PC §2: annotation tags link there): one interest's videos or products.
 */
export function KindCategoryPage({ kind }: { kind: PinKind }) {
  const { id, slug = '' } = useParams();
  const k = KINDS[kind];
  const interest = useQuery({
    queryKey: ['interest', id ?? `slug:${slug}`],
    queryFn: () => callResource('InterestResource', 'get', id ? { id } : { slug }),
    retry: false,
  });
  const interestId = interest.data?.id;
  const pins = usePinFeed(
    'kind',
    { kind, interestId },
    (bookmark) =>
      callResource('PinKindFeedResource', 'get', {
        pin_kind: kind,
        interest_id: interestId!,
        bookmark,
      }),
    !!interestId,
  );
  useTitle(interest.data ? k.category(interest.data.name) : null);
  if (interest.isPending) return <p className="empty">Loading…</p>;
  if (interest.isError)
    return interest.error instanceof ApiError && interest.error.status === 404 ? (
      <NotFound what="Topic" />
    ) : (
      <LoadFailed />
    );
  return (
    <>
      <header className="discovery-head">
        <h1>{k.category(interest.data.name)}</h1>
      </header>
      <Categories kind={kind} />
      <FeedGrid query={pins} surface={k.surface} emptyText={k.empty} />
    </>
  );
}
