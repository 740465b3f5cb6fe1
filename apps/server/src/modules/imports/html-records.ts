import type { CheerioAPI } from 'cheerio';
import type { AnyNode } from 'domhandler';

/** One record of a sectioned HTML report: its header link and its `Key: value` lines. */
export interface HtmlRecord {
  link: string | null;
  fields: Map<string, string>;
}

/** "No data", "None" and empty values are absent. */
const ABSENT = /^(no data|none|null|n\/a)?$/i;
const URL_LINE = /^https?:\/\/\S+$/i;

/**
 * Reads a report laid out as `<h1>Section</h1>` followed by records, each an optional link line
 * then `<br>Key: value,` lines, records apart by a blank line (how the Pinterest data download's
 * HTML is written; see docs/import-formats.md). Links count as their `href`. Answers each
 * section's records by the section's heading, lowercased.
 */
export function readHtmlRecords($: CheerioAPI): Map<string, HtmlRecord[]> {
  const sections = new Map<string, string>();
  let current: string | null = null;
  let text = '';
  const flush = () => {
    if (current !== null) sections.set(current, (sections.get(current) ?? '') + text);
    text = '';
  };
  const visit = (node: AnyNode) => {
    if (node.type === 'text') {
      text += node.data.replace(/\s*\n\s*/g, ' ');
      return;
    }
    if (node.type === 'root') {
      for (const child of node.children) visit(child);
      return;
    }
    if (node.type !== 'tag') return;
    const tag = node.tagName.toLowerCase();
    if (/^h[1-2]$/.test(tag)) {
      flush();
      current = $(node).text().trim().toLowerCase();
      return;
    }
    if (tag === 'br' || tag === 'p' || tag === 'div') text += '\n';
    if (tag === 'a' && $(node).attr('href')) {
      text += $(node).attr('href');
      return;
    }
    for (const child of node.children) visit(child);
    if (tag === 'p' || tag === 'div') text += '\n';
  };
  visit($.root().get(0)!);
  flush();
  const out = new Map<string, HtmlRecord[]>();
  for (const [name, body] of sections) out.set(name, recordsOf(body));
  return out;
}

function recordsOf(body: string): HtmlRecord[] {
  const records: HtmlRecord[] = [];
  let record: HtmlRecord | null = null;
  const close = () => {
    if (record && (record.link || record.fields.size)) records.push(record);
    record = null;
  };
  for (const raw of body.split('\n')) {
    const line = raw.trim().replace(/,$/, '').trim();
    if (!line) {
      close();
      continue;
    }
    if (URL_LINE.test(line)) {
      // A link line starts a record, unless it is the first line of one just begun.
      if (record && (record.link || record.fields.size)) close();
      record = { link: line, fields: new Map() };
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    record ??= { link: null, fields: new Map() };
    if (!ABSENT.test(value)) record.fields.set(key, value);
  }
  close();
  return records;
}
