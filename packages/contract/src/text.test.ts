import { describe, expect, it } from 'vitest';
import {
  CONTROL_MESSAGE,
  NAME_MESSAGE,
  UNICODE_MESSAGE,
  cleanLongText,
  hasInvisible,
  longText,
  lookupText,
  nameText,
} from './text.ts';

const messageOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error!.issues[0]!.message;

describe('nameText', () => {
  const name = nameText().min(1, 'required').max(10, 'too long');

  it('normalizes to NFC and trims', () => {
    expect(name.parse('  Cafe\u0301 ')).toBe('Café');
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['a newline', 'a\nb'],
    ['a tab', 'a\tb'],
    ['a C1 control', 'a\u0085b'],
    ['DEL', 'a\u007fb'],
    ['a right-to-left override', 'a\u202eb'],
    ['a left-to-right embedding', 'a\u202ab'],
    ['an isolate', 'a\u2066b\u2069'],
    ['a zero-width space', 'ad\u200bmin'],
    ['a zero-width non-joiner', 'a\u200cb'],
    ['a zero-width joiner between letters', 'a\u200db'],
    ['a word joiner', 'a\u2060b'],
    ['a byte order mark', '\ufeffab'],
    ['a right-to-left mark', 'a\u200fb'],
    ['a soft hyphen', 'a\u00adb'],
  ])('refuses %s with the names message', (_, value) => {
    expect(messageOf(name.safeParse(value))).toBe(NAME_MESSAGE);
  });

  it('refuses a lone surrogate as broken Unicode', () => {
    expect(messageOf(name.safeParse('a\ud800'))).toBe(UNICODE_MESSAGE);
  });

  it.each([
    ['a family emoji (joiners between pictographs)', 'Us 👩‍👩‍👧‍👦'],
    ['a rainbow flag (variation selector and joiner)', '🏳️‍🌈 pride'],
    ['a skin tone and joiner', '👩🏽‍💻 dev'],
    ['a subdivision flag (tag characters)', '🏴󠁧󠁢󠁳󠁣󠁴󠁿'],
    ['right-to-left letters', 'שלום'],
    ['combining marks', 'Zoë'],
  ])('keeps %s', (_, value) => {
    expect(name.safeParse(value).success).toBe(true);
  });

  it('checks its own rule before the length', () => {
    expect(messageOf(name.safeParse('\u202e'.repeat(20)))).toBe(NAME_MESSAGE);
    expect(messageOf(name.safeParse('   '))).toBe('required');
  });

  it('takes a message of its own', () => {
    expect(messageOf(nameText('No links like that').safeParse('a\u202e'))).toBe(
      'No links like that',
    );
  });
});

describe('longText', () => {
  const multi = longText({ multiline: true }).max(20, 'too long');
  const single = longText({ multiline: false });

  it('removes bidi embeddings, overrides, isolates and zero-width characters', () => {
    expect(multi.parse('a\u202eb\u202ac\u2066d\u2069e\u200bf\u2060g\ufeffh')).toBe('abcdefgh');
  });

  it('keeps joiners and direction marks that scripts and emoji need', () => {
    expect(multi.parse('می\u200cخواهم 👩‍👩‍👧 a\u200fb')).toBe('می\u200cخواهم 👩‍👩‍👧 a\u200fb');
  });

  it('normalizes to NFC and line breaks to LF', () => {
    expect(multi.parse(' e\u0301\r\nline\rtwo\t. ')).toBe('é\nline\ntwo\t.');
  });

  it('counts the length after cleaning', () => {
    expect(multi.safeParse('\u200b'.repeat(100) + 'short').success).toBe(true);
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['escape', 'a\u001bb'],
    ['C1', 'a\u009bb'],
    ['vertical tab', 'a\u000bb'],
  ])('refuses %s', (_, value) => {
    expect(messageOf(multi.safeParse(value))).toBe(CONTROL_MESSAGE);
  });

  it('refuses newlines and tabs in single-line text', () => {
    expect(messageOf(single.safeParse('a\nb'))).toBe(CONTROL_MESSAGE);
    expect(messageOf(single.safeParse('a\tb'))).toBe(CONTROL_MESSAGE);
    expect(single.parse('  Title\u202e ')).toBe('Title');
  });

  it('refuses a lone surrogate', () => {
    expect(messageOf(single.safeParse('\udfffx'))).toBe(UNICODE_MESSAGE);
  });
});

describe('lookupText', () => {
  it('refuses control characters and broken Unicode, and leaves the rest alone', () => {
    const lookup = lookupText();
    expect(messageOf(lookup.safeParse('name\u0000'))).toBe(CONTROL_MESSAGE);
    expect(messageOf(lookup.safeParse('\ud800'))).toBe(UNICODE_MESSAGE);
    expect(lookup.parse(' e\u0301 ')).toBe(' e\u0301 ');
  });
});

describe('hasInvisible and cleanLongText', () => {
  it('see through emoji but not a joiner on its own', () => {
    expect(hasInvisible('👨‍🍳')).toBe(false);
    expect(hasInvisible('\u200d👨')).toBe(true);
    expect(hasInvisible('👨\u200d')).toBe(true);
    expect(cleanLongText('x\u202ey')).toBe('xy');
  });
});
