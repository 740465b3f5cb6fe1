import { sql, type RawBuilder } from 'kysely';
import type { PinKind } from '@tack/contract';
import type { Engine } from '../../db/dialect.ts';
import type { CallContext } from '../../context.ts';
import { pinsQuery } from './pins.repository.ts';

/**
 * Kinds of pin read from their stored JSON (`pins.media`, `pins.rich_summary`), as SQL
 * predicates on both engines. `alias` names the pins table in the query. Each predicate is
 * never NULL, so `not (...)` means what it says.
 */
type Predicate = (engine: Engine, alias?: string) => RawBuilder<boolean>;

/** A text value at a JSON path of a column, or '' when absent. */
function jsonText(engine: Engine, alias: string, column: string, path: string[]) {
  const col = sql.ref(`${alias}.${column}`);
  if (engine === 'sqlite') {
    const p = '$.' + path.join('.').replace(/\.(\d+)/g, '[$1]');
    return sql<string>`coalesce(cast(json_extract(${col}, ${p}) as text), '')`;
  }
  return sql<string>`coalesce((${col}::jsonb #>> ${`{${path.join(',')}}`}), '')`;
}

/** An idea (story) pin: its media holds pages. */
export const isStoryPin: Predicate = (engine, alias = 'pins') =>
  engine === 'sqlite'
    ? sql<boolean>`(json_extract(${sql.ref(`${alias}.media`)}, '$.story') is not null)`
    : sql<boolean>`((${sql.ref(`${alias}.media`)}::jsonb -> 'story') is not null)`;

/** A pin with a video. */
export const isVideoPin: Predicate = (engine, alias = 'pins') =>
  engine === 'sqlite'
    ? sql<boolean>`(json_extract(${sql.ref(`${alias}.media`)}, '$.video') is not null)`
    : sql<boolean>`((${sql.ref(`${alias}.media`)}::jsonb -> 'video') is not null)`;

/** A product pin: its rich summary is a product's. */
export const isProductPin: Predicate = (engine, alias = 'pins') =>
  sql<boolean>`(${jsonText(engine, alias, 'rich_summary', ['typeName'])} = 'product')`;

/** A product one can buy now: a price, and an offer in stock. */
export const isShoppablePin: Predicate = (engine, alias = 'pins') => {
  const offer = (k: string) =>
    jsonText(engine, alias, 'rich_summary', ['products', '0', 'offerSummary', k]);
  // SQLite's json_extract answers JSON true as 1; PostgreSQL's #>> as 'true'.
  return sql<boolean>`(${isProductPin(engine, alias)} and ${offer('price')} <> '' and ${offer('inStock')} in ('1', 'true'))`;
};

/**
 * The board holds pins, and every one of them is of this kind (a board of only idea pins, or
 * only products: a shopping list). `boards` is the boards table in the query.
 */
export function onlyPinsOfKind(engine: Engine, kind: Predicate): RawBuilder<boolean> {
  return sql<boolean>`(exists (select 1 from pins k where k.board_id = boards.id) and not exists (select 1 from pins k where k.board_id = boards.id and not ${kind(engine, 'k')}))`;
}

const KIND: Record<PinKind, Predicate> = { video: isVideoPin, product: isProductPin };

/**
 * The original pins of a kind the viewer can see (a save repeats its original: not listed). A
 * video still processing or failed is its pinner's alone (pinsQuery sees to it).
 */
export const pinsOfKind = (ctx: Pick<CallContext, 'db' | 'engine' | 'viewer'>, kind: PinKind) =>
  pinsQuery(ctx.db, ctx.viewer?.id ?? null)
    .where('pins.origin_pin_id', 'is', null)
    .where(KIND[kind](ctx.engine));
