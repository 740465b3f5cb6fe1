import type { LinkStatus, RuleKind, RuleStatus } from '@tack/contract';

/** A rule as the matcher needs it. */
export interface MatchRule {
  id: string;
  kind: RuleKind;
  value: string;
  status: RuleStatus;
}

/** The host of an http(s) link, lowercased, without a trailing dot; null for anything else. */
export function hostOf(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.hostname.toLowerCase().replace(/\.$/, '');
}

/**
 * `*` stands for any run of characters, everything else for itself. Iterative with one
 * backtrack point (the classic greedy wildcard match), so an operator's pattern can never make
 * a check slow, as a regular expression built from it could.
 */
export function wildcardMatch(pattern: string, text: string): boolean {
  let p = 0;
  let t = 0;
  let star = -1;
  let mark = 0;
  while (t < text.length) {
    if (p < pattern.length && pattern[p] !== '*' && pattern[p] === text[t]) {
      p++;
      t++;
    } else if (p < pattern.length && pattern[p] === '*') {
      star = p++;
      mark = t;
    } else if (star !== -1) {
      p = star + 1;
      t = ++mark;
    } else return false;
  }
  while (p < pattern.length && pattern[p] === '*') p++;
  return p === pattern.length;
}

export function ruleMatches(rule: MatchRule, url: string, host: string): boolean {
  if (rule.kind === 'host') return host === rule.value;
  if (rule.kind === 'suffix') return host === rule.value || host.endsWith(`.${rule.value}`);
  return wildcardMatch(rule.value, url.toLowerCase());
}

/** When several rules match, the most severe decides (then the oldest, for a stable answer). */
const SEVERITY: Record<RuleStatus, number> = { blocked: 3, porn: 2, suspicious: 1 };

/** The link's status: the most severe matching rule's, or `ok` when none matches. */
export function decideLink(
  rules: readonly MatchRule[],
  url: string,
): { status: LinkStatus; rule: MatchRule | null; host: string } {
  const host = hostOf(url) ?? '';
  let best: MatchRule | null = null;
  for (const r of rules)
    if (ruleMatches(r, url, host) && (!best || SEVERITY[r.status] > SEVERITY[best.status]))
      best = r;
  return { status: best?.status ?? 'ok', rule: best, host };
}

/** What the person is told about a link that stops (§8: the modal shows the server's message). */
export function statusMessage(status: LinkStatus): string {
  switch (status) {
    case 'blocked':
      return 'This link leads to a site that was reported for spam or harmful content, so we have blocked it to keep you safe.';
    case 'suspicious':
      return 'This link leads to a site that may be unsafe: it was reported for spam or misleading content.';
    case 'porn':
      return 'This link leads to a site with adult content, which is not allowed on Tack.';
    default:
      return '';
  }
}
