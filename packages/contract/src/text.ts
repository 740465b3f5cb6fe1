import { z } from 'zod';

/**
 * Free text from people, checked once here and used by every schema field that takes it.
 *
 * - Everything is normalized to NFC, so "é" typed and "e" + combining accent pasted are the
 *   same text (and the same length against the limits).
 * - Names (boards, sections, people, usernames, messages) are shown alone and compared by eye,
 *   so an invisible character in one is refused: C0/C1 controls, bidi embeddings, overrides,
 *   isolates and marks, zero-width characters and every other invisible format character
 *   (Unicode Cf). A zero-width joiner inside an emoji sequence (👩‍👩‍👧) and the tags of a
 *   subdivision flag (🏴󠁧󠁢󠁳󠁣󠁴󠁿) are what those emoji are made of, so they stay.
 * - Long text (titles, descriptions, notes, alt text, message copy) is often pasted from
 *   elsewhere, where invisible characters ride along unseen. Refusing it would leave the person
 *   hunting for a character they cannot see, so the ones that only hide or reorder text are
 *   removed instead: bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069),
 *   which could reverse the text around them, and zero-width space, word joiner and BOM
 *   (U+200B, U+2060, U+FEFF). Zero-width (non-)joiners and left-to-right/right-to-left marks
 *   stay: scripts such as Persian and Hindi and mixed-direction text need them. Control
 *   characters are refused, except a newline or tab in multi-line text (CRLF becomes LF).
 * - Text that is not valid UTF-16 (a lone surrogate) is refused everywhere.
 * - Lookups (a username or slug in a URL, a cursor, a locale) are not stored, but they reach
 *   SQL, and PostgreSQL refuses NUL in text, so they refuse control characters too.
 * Passwords are left exactly as typed: changing them would lock out existing accounts.
 */

export const NAME_MESSAGE = "Names can't contain invisible or control characters";
export const CONTROL_MESSAGE = "Text can't contain control characters";
export const UNICODE_MESSAGE = 'Text must be valid Unicode';

/** C0 and C1 controls and DEL (Unicode Cc). */
const CONTROL = /\p{Cc}/u;
const CONTROL_IN_MULTILINE = /(?![\n\t])\p{Cc}/u;
const LONE_SURROGATE = /\p{Cs}/u;
const INVISIBLE = /\p{Cf}/u;
/** Removed from long text: they only hide or reorder the text around them. */
const STRIPPED = /[\u202a-\u202e\u2066-\u2069\u200b\u2060\ufeff]/g;
/** The invisible parts of emoji: joiners between pictographs, the tags of a subdivision flag. */
const EMOJI_JOINER =
  /(\p{Extended_Pictographic}(?:\u{fe0f}|\p{Emoji_Modifier})?)\u200d(?=\p{Extended_Pictographic})/gu;
const FLAG_TAGS = /\u{1f3f4}[\u{e0020}-\u{e007e}]+\u{e007f}/gu;

const nfc = (s: string) => s.normalize('NFC');

/** True when a name holds a control or invisible character (emoji joiners and flag tags aside). */
export function hasInvisible(s: string): boolean {
  const visible = s.replace(FLAG_TAGS, '\u{1f3f4}').replace(EMOJI_JOINER, '$1');
  return CONTROL.test(visible) || INVISIBLE.test(visible);
}

/** Long text as it is stored: NFC, line breaks as LF, hiding and reordering characters removed. */
export function cleanLongText(s: string): string {
  return nfc(s).replace(/\r\n?/g, '\n').replace(STRIPPED, '');
}

const wellFormed = (s: string) => !LONE_SURROGATE.test(s);

/**
 * A name: NFC, trimmed, and refused when it holds an invisible or control character. Chain
 * `.min()`/`.max()`/`.regex()` after it; its own message comes first.
 */
export const nameText = (message = NAME_MESSAGE) =>
  z
    .string()
    .overwrite(nfc)
    .refine(wellFormed, UNICODE_MESSAGE)
    .refine((s) => !hasInvisible(s), message)
    .trim();

/** Long text: NFC, hiding characters removed, trimmed; controls refused (but `\n` and `\t`
 * when `multiline`). */
export const longText = ({ multiline }: { multiline: boolean }) =>
  z
    .string()
    .overwrite(cleanLongText)
    .refine(wellFormed, UNICODE_MESSAGE)
    .refine((s) => !(multiline ? CONTROL_IN_MULTILINE : CONTROL).test(s), CONTROL_MESSAGE)
    .trim();

/** A lookup key or other short machine text from a client: no controls, valid Unicode. */
export const lookupText = () =>
  z
    .string()
    .refine(wellFormed, UNICODE_MESSAGE)
    .refine((s) => !CONTROL.test(s), CONTROL_MESSAGE);
