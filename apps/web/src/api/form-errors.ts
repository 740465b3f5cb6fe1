import { ApiError, withoutPath } from './client.ts';

export { withoutPath };

const GENERIC = 'Sorry! Something went wrong on our end.';

/** What a form shows for a failed call: a message under each of its fields, and one above it. */
export interface FormErrors {
  /** Field name to its message, for the fields this form has. */
  fields: Record<string, string>;
  /** A message for the whole form, when the error names none of its fields. */
  form: string | null;
}

/**
 * Spreads an API error over a form's fields: every field the server names that the form has gets
 * its own message (all at once, in words); anything else becomes one message above the form,
 * without the request's internal path ("options.email: ").
 */
export function formErrors(err: unknown, fieldNames: readonly string[]): FormErrors {
  if (!(err instanceof ApiError)) return { fields: {}, form: GENERIC };
  const list = err.errors.length
    ? err.errors
    : err.field
      ? [{ field: err.field, message: err.message }]
      : [];
  const fields: Record<string, string> = {};
  for (const e of list) {
    if (fieldNames.includes(e.field) && !(e.field in fields))
      fields[e.field] = withoutPath(e.message);
  }
  if (Object.keys(fields).length) return { fields, form: null };
  const other = list[0];
  return { fields, form: withoutPath(other ? other.message : err.message) || GENERIC };
}
