import { z } from 'zod';
import { lookupText } from './text.ts';

/** Stable string ids: a 13-digit millisecond timestamp and 6 random digits, so they sort by creation. */
export const Id = z.string().regex(/^\d{1,19}$/, 'must be a numeric id');
export type Id = z.infer<typeof Id>;

/** Opaque cursor for the next page; null when there are no more pages. */
export const Bookmark = lookupText().max(200).nullable();

/**
 * A whole number as JSON or a query parameter spells it: `5` or `"5"`. `z.coerce.number` also
 * took `true` (1), `[5]`, `"0x10"` (16) and `" "` (0); those are refused. Pipe into the bounds.
 */
export const StrictInt = z.union(
  [
    z.number(),
    z
      .string()
      .regex(/^-?\d{1,15}$/)
      .transform(Number),
  ],
  {
    error: 'must be a whole number',
  },
);

export const PageSize = StrictInt.pipe(z.number().int().min(1).max(100)).default(25);

/**
 * A yes/no option as JSON or a query parameter spells it: `true`/`false`, `"true"`/`"false"`,
 * `"1"`/`"0"` (and `1`/`0`). Anything else is refused; `z.coerce.boolean` read `"false"` as true.
 */
export const StrictBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0']), z.literal(1), z.literal(0)], {
    error: 'must be true or false',
  })
  .transform((v) => v === true || v === 'true' || v === '1' || v === 1);

/** One bad field of a request and what to do about it, in words ("Enter a valid email address"). */
export const FieldError = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldError>;

export const ResourceError = z.object({
  message: z.string(),
  code: z.string(),
  /** The first bad field (kept for older clients; `errors` names every one). */
  field: z.string().optional(),
  status: z.number().int(),
  /** Every bad field, one message each, so a form can show them all at once. */
  errors: z.array(FieldError).optional(),
});
export type ResourceError = z.infer<typeof ResourceError>;

/** Every resource call answers `{ resource_response: { data, error } }`. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({
    resource_response: z.object({ data: data.nullable(), error: ResourceError.nullable() }),
  });

export const Page = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), bookmark: Bookmark });

export const Empty = z.object({}).strict();
