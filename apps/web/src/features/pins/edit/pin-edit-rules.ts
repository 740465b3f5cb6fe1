import type { Pin } from '@tack/contract';

/** What the edit form holds; empty strings for "none" (no link, no section, no alt text). */
export interface PinEditValues {
  title: string;
  description: string;
  link: string;
  altText: string;
  boardId: string;
  sectionId: string;
  note: string;
}
export type PinEditField = keyof PinEditValues;
export type PinEditErrors = Partial<Record<PinEditField, string>>;

/** The server's limits (packages/contract PinUpdateOptions), so the form can say so first. */
export const PIN_LIMITS = { title: 100, description: 500, altText: 500, note: 500 } as const;

export function valuesOf(pin: Pin): PinEditValues {
  return {
    title: pin.title,
    description: pin.description,
    link: pin.link ?? '',
    altText: pin.altText ?? '',
    boardId: pin.board?.id ?? '',
    sectionId: pin.sectionId ?? '',
    note: pin.pinNote,
  };
}

const NAMES = { title: 'Title', description: 'Description', altText: 'Alt text', note: 'Note' };

function isUrl(s: string): boolean {
  try {
    return Boolean(new URL(s).hostname);
  } catch {
    return false;
  }
}

/** Every problem with the form at once, in words, by field; empty when it can be saved. */
export function validatePinEdit(v: PinEditValues): PinEditErrors {
  const errors: PinEditErrors = {};
  for (const field of ['title', 'description', 'altText', 'note'] as const) {
    const max = PIN_LIMITS[field];
    if ([...v[field].trim()].length > max)
      errors[field] = `${NAMES[field]} must be at most ${max} characters`;
  }
  const link = v.link.trim();
  if (link) {
    if (!/^https?:\/\//i.test(link)) errors.link = 'Link must start with http:// or https://';
    else if (!isUrl(link)) errors.link = 'Enter a full web address, like https://example.com';
  }
  if (!v.boardId) errors.boardId = 'Choose a board';
  return errors;
}

/** The update call's options: only what changed (moving boards without a section clears it). */
export function changesOf(pin: Pin, v: PinEditValues) {
  const was = valuesOf(pin);
  const o: {
    id: string;
    title?: string;
    description?: string;
    link?: string | null;
    alt_text?: string | null;
    note?: string;
    board_id?: string;
    section_id?: string | null;
  } = { id: pin.id };
  if (v.title !== was.title) o.title = v.title;
  if (v.description !== was.description) o.description = v.description;
  if (v.link.trim() !== was.link) o.link = v.link.trim() || null;
  if (v.altText !== was.altText) o.alt_text = v.altText.trim() ? v.altText : null;
  if (v.note !== was.note) o.note = v.note;
  if (v.boardId !== was.boardId) o.board_id = v.boardId;
  if (v.sectionId !== was.sectionId || v.boardId !== was.boardId)
    o.section_id = v.sectionId || null;
  return o;
}

const SERVER_FIELDS: Record<string, PinEditField> = {
  title: 'title',
  description: 'description',
  link: 'link',
  alt_text: 'altText',
  note: 'note',
  board_id: 'boardId',
  section_id: 'sectionId',
};

/**
 * A refused save as the form shows it: under the field the server names, without the
 * "options.link: " prefix of validation messages; otherwise above the form.
 */
export function serverError(err: { message: string; field?: string }): {
  field: PinEditField | null;
  message: string;
} {
  const field = (err.field && SERVER_FIELDS[err.field]) || null;
  const message = err.message.replace(/^options(\.[\w"]+)?: /, '');
  return { field, message: message.charAt(0).toUpperCase() + message.slice(1) };
}
