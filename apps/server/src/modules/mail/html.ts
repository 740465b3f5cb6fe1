import escapeHtml from 'escape-html';

/** Markup that is already safe: made only by `html` below, never from outside text. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

/**
 * A tagged template that escapes every value put in it (`&<>"'`), so text from people (names,
 * board titles, addresses) can never become markup or break out of an attribute. Nested `html`
 * results and arrays of them are kept as they are.
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((v, i) => {
    out += piece(v) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

function piece(v: unknown): string {
  if (v instanceof SafeHtml) return v.value;
  if (Array.isArray(v)) return v.map(piece).join('');
  if (v === null || v === undefined || v === false) return '';
  return escapeHtml(String(v));
}

/** Only our own absolute http(s) links go into mail; anything else is a bug, not a link. */
export function mailUrl(url: string): string {
  const u = new URL(url);
  if (u.protocol !== 'https:' && u.protocol !== 'http:') throw new Error(`not a web link: ${url}`);
  return u.toString();
}
