/** One JSON-LD object of a page (schema.org Product, Offer, Recipe, Article...). */
export type LdNode = Record<string, unknown>;

const MAX_NODES = 500;
const MAX_DEPTH = 10;

/**
 * Every object in a page's JSON-LD blocks, depth first: top-level objects, arrays, `@graph`
 * lists and objects nested in properties (a Product as a WebPage's `mainEntity`). A block that
 * is not JSON is skipped, as browsers and search engines do. Bounded, since the page is a
 * stranger's.
 */
export function jsonLdNodes(blocks: string[]): LdNode[] {
  const nodes: LdNode[] = [];
  const visit = (value: unknown, depth: number) => {
    if (depth > MAX_DEPTH || nodes.length >= MAX_NODES) return;
    if (Array.isArray(value)) for (const v of value) visit(v, depth + 1);
    else if (value && typeof value === 'object') {
      nodes.push(value as LdNode);
      for (const v of Object.values(value)) if (v && typeof v === 'object') visit(v, depth + 1);
    }
  };
  for (const block of blocks) {
    try {
      // Some sites wrap the JSON in an HTML comment or CDATA section.
      visit(JSON.parse(block.replace(/^\s*(<!--|<!\[CDATA\[)|(-->|\]\]>)\s*$/g, '')), 0);
    } catch {
      // not JSON: skipped
    }
  }
  return nodes;
}

/** A node's types without their vocabulary prefix (`schema:Recipe`, `https://schema.org/Recipe`). */
export function typesOf(node: LdNode): string[] {
  const t = node['@type'];
  return (Array.isArray(t) ? t : [t])
    .filter((x): x is string => typeof x === 'string')
    .map((x) => x.replace(/^.*[/:#]/, ''));
}

/** The first node of one of these types. */
export function firstOfType(nodes: LdNode[], ...types: string[]): LdNode | null {
  return nodes.find((n) => typesOf(n).some((t) => types.includes(t))) ?? null;
}

/** A value as text: strings trimmed, numbers written out, `{name}` or `{@value}` read, lists' first. */
export function ldText(value: unknown): string | null {
  if (Array.isArray(value)) return value.length ? ldText(value[0]) : null;
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (value && typeof value === 'object') {
    const o = value as LdNode;
    return ldText(o['@value'] ?? o.value ?? o.name ?? null);
  }
  return null;
}

/** The objects of a value that JSON-LD lets be one node or a list of them. */
export function ldNodes(value: unknown): LdNode[] {
  const list: unknown[] = Array.isArray(value) ? value : [value];
  return list.filter((v): v is LdNode => !!v && typeof v === 'object');
}

/** Every text of a list (or of one value). */
export function ldTexts(value: unknown): string[] {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.map(ldText).filter((s): s is string => s !== null);
}

/** A number from a value that may be text ("4.5", "1,299.00"). */
export function ldNumber(value: unknown): number | null {
  const text = ldText(value);
  if (text === null) return null;
  const n = Number(text.replace(/,/g, ''));
  return Number.isFinite(n) ? n : null;
}

/** An image value's URL and declared size: a URL, an ImageObject, or a list of either. */
export function ldImages(
  value: unknown,
): { url: string; width: number | null; height: number | null }[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  const out: { url: string; width: number | null; height: number | null }[] = [];
  for (const v of list) {
    if (typeof v === 'string' && v.trim()) out.push({ url: v.trim(), width: null, height: null });
    else if (v && typeof v === 'object') {
      const o = v as LdNode;
      const url = ldText(o.url ?? o.contentUrl ?? o['@id']);
      if (url) out.push({ url, width: ldNumber(o.width), height: ldNumber(o.height) });
    }
  }
  return out;
}
