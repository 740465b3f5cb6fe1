import { useMemo, type CSSProperties } from 'react';
import { useViewOnce } from './hooks.ts';
import { dataOf } from './rules.ts';
import { matchSearchDelight, readSearchDelight } from './rules/search-delight.ts';
import type { RenderEnv, Renderer, RendererProps } from './types.ts';
import type { Experience } from '@tack/contract';

/**
 * Search delight (type 5, component_type 3): on a search page whose query contains one of
 * search_query_list as whole words (case-insensitive; the longest match wins), shows the query
 * with the matched words painted in text_colors (a gradient when several) on
 * text_background_color.
 */
export function SearchDelight(props: RendererProps) {
  const raw = dataOf(props);
  const query = props.env.searchQuery;
  const view = useMemo(() => readSearchDelight(raw), [raw]);
  const match = useMemo(
    () => (view ? matchSearchDelight(view.queries, [query]) : null),
    [view, query],
  );
  useViewOnce(match !== null, props.onView);
  if (!view || !match) return null;
  const colors = view.textColors;
  const paint: CSSProperties =
    colors.length > 1
      ? {
          backgroundImage: `linear-gradient(90deg, ${colors.join(', ')})`,
          WebkitBackgroundClip: 'text',
          backgroundClip: 'text',
          color: 'transparent',
        }
      : { color: colors[0] };
  return (
    <p className="xp-delight">
      {query.slice(0, match.start)}
      <mark className="xp-delight-match" style={{ backgroundColor: view.background }}>
        <span style={paint}>{match.matched}</span>
      </mark>
      {query.slice(match.end)}
    </p>
  );
}

const isValid = (experience: Experience, env: RenderEnv) => {
  const view = readSearchDelight(experience.display_data);
  return view !== null && matchSearchDelight(view.queries, [env.searchQuery]) !== null;
};

/** A query list, and the current search query matching one of its entries (§5). */
export const SearchDelightRenderer: Renderer = { isValid, Component: SearchDelight };
