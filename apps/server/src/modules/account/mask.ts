/**
 * An address shown to whoever holds a link, partly hidden: "ada@example.com" → "a••@example.com".
 * Enough for the owner to recognise it; not enough to read it from a forwarded mail.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  const local = email.slice(0, at);
  return `${local[0]}${'•'.repeat(Math.min(Math.max(local.length - 1, 2), 6))}${email.slice(at)}`;
}
