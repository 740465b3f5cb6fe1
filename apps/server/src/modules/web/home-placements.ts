import fs from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import type { AnyNode } from 'domhandler';
import { PlacementExperiencesOptions, type Experience } from '@tack/contract';
import { PLACEMENTS } from '@tack/contract/constants';
import { MESSAGE_TAGS, MESSAGE_UNWRAP_TAGS } from '@tack/contract/message-html';
import type { CallContext } from '../../context.ts';
import { placementExperiences } from '../experiences/experiences.service.ts';
import { escapeHtml as e } from './head.ts';

/**
 * Messages above the home grid, rendered with the page (issue 19: no layout shift at load).
 * A banner the app inserted after the first paint pushed the server-rendered grid down; here the
 * server asks the same service the app asks (`UserExperienceResource/get`, the same context),
 * and writes the banner's markup in its place, with the same classes and text as the app's
 * renderer (apps/web/src/features/experiences/renderers/), so it takes the same height. The app
 * keeps that markup on screen until its own renderer replaces it (Placement.tsx). Only the
 * kinds that sit in the page's flow above the grid are rendered; the others float or are not
 * shown on the home page, and a kind without markup here is left to the app, as before.
 */
export const HOME_FLOW_PLACEMENTS = [PLACEMENTS.homeTop, PLACEMENTS.homeCallout] as const;

type Data = Record<string, unknown>;
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);
const url = (v: unknown): string | null =>
  typeof v === 'string' && /^(\/(?![/\\])|https?:\/\/)/.test(v) ? v : null;
const record = (v: unknown): Data | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Data) : null;

/** A button of a message: a link styled as a button when it has a url (parts.tsx ActionButton). */
function button(label: string, href: string | null, primary: boolean): string {
  const cls = `btn${primary ? ' btn-primary' : ''} xp-btn`;
  return href
    ? `<a class="${cls}" href="${e(href)}">${e(label)}</a>`
    : `<button type="button" class="${cls}">${e(label)}</button>`;
}

const CLOSE =
  '<button type="button" class="xp-close" aria-label="Dismiss" title="Dismiss">' +
  '<svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" ' +
  'stroke-width="2.5" stroke-linecap="round" aria-hidden="true" focusable="false">' +
  '<path d="M6 6l12 12M18 6 6 18"></path></svg></button>';

/** Hero banner (HeroBanner.tsx); null for thumbnails or a secondary link, left to the app. */
export function heroHtml(d: Data, titleId: string): string | null {
  const title = text(d.text);
  if (!title) return null;
  if (Array.isArray(d.thumbnail_urls) && d.thumbnail_urls.length) return null;
  if (url(d.secondary_cta_link)) return null;
  const sub = text(d.sub_text);
  const complete = text(d.complete_button_text);
  const dismiss = text(d.dismiss_button_text);
  return (
    `<section class="xp-hero" aria-labelledby="${titleId}">` +
    `<div class="xp-banner-text"><h2 id="${titleId}" class="xp-title">${e(title)}</h2>` +
    `${sub ? `<p class="xp-message">${e(sub)}</p>` : ''}</div>` +
    `<div class="xp-actions">${dismiss ? button(dismiss, null, false) : ''}` +
    `${complete ? button(complete, url(d.complete_button_cta_url), true) : ''}</div>` +
    `${dismiss ? '' : CLOSE}</section>`
  );
}

const MESSAGE_TEXT_TAGS = new Set([...MESSAGE_TAGS, ...MESSAGE_UNWRAP_TAGS]);

/**
 * A message's HTML as the app shows it after sanitizing (links only, renderers/sanitize.ts):
 * its text, and its links with their href; the text of the tags the contract keeps or unwraps
 * (@tack/contract/message-html), and nothing of any other element (a script, a style, a
 * form), as the app's sanitizer drops them with their content. Parsed by cheerio as a browser
 * parses it. The links matter to the height: on a touch screen a link is a 44 px target.
 */
export function messageHtml(html: string): string {
  const show = (nodes: AnyNode[]): string =>
    nodes
      .map((node) => {
        if (node.type === 'text') return e(node.data);
        if (node.type !== 'tag' || !MESSAGE_TEXT_TAGS.has(node.name)) return '';
        const inner = show(node.children);
        const href = node.name === 'a' ? url(node.attribs.href) : null;
        return href ? `<a href="${e(href)}">${inner}</a>` : inner;
      })
      .join('');
  return show(load(html, null, false).root().contents().toArray());
}

/** Neutral callout (Callout.tsx, not floating); the icon is its 24 px box. */
export function calloutHtml(d: Data, titleId: string): string | null {
  const message = text(d.message);
  if (!message) return null;
  const title = text(d.title);
  const hidden = record(d.dismissButton)?.hideDismissButton === true;
  const readButton = (v: unknown) => {
    const b = record(v);
    const label = b && text(b.text);
    return label ? { label, href: url(b.url) ?? url(b.uri) } : null;
  };
  const complete = readButton(d.completeButton);
  const dismiss = readButton(d.dismissButton);
  const icon =
    typeof d.icon === 'number' && d.icon >= 1 && d.icon <= 34
      ? '<svg class="xp-icon" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false"></svg>'
      : '';
  const actions =
    complete || (dismiss && !hidden)
      ? `<div class="xp-actions">${dismiss && !hidden ? button(dismiss.label, null, false) : ''}` +
        `${complete ? button(complete.label, complete.href, true) : ''}</div>`
      : '';
  return (
    `<section class="xp-callout xp-callout-neutral" ${
      title ? `aria-labelledby="${titleId}"` : 'aria-label="Message"'
    }>${icon}<div class="xp-callout-text">` +
    `${title ? `<h2 id="${titleId}" class="xp-title">${e(title)}</h2>` : ''}` +
    `<div class="xp-message xp-rich">${messageHtml(message)}</div>${actions}</div>` +
    `${!hidden && !dismiss ? CLOSE : ''}</section>`
  );
}

/** One message's markup in its placement's box, or '' when the app renders it itself. */
export function placementHtml(experience: Experience): string {
  const titleId = `ssr-xp-${experience.placement_id}`;
  const data = record(experience.display_data) ?? {};
  const inner =
    experience.kind === 'hero_banner'
      ? heroHtml(data, titleId)
      : experience.kind === 'neutral_callout'
        ? calloutHtml(data, titleId)
        : null;
  if (!inner) return '';
  return (
    `<div class="placement" data-ssr-placement="${experience.placement_id}"` +
    ` data-xp-message="${e(experience.id)}">${inner}</div>`
  );
}

/** The home page's messages in the flow above the grid, as the app would fetch them. */
export async function homePlacementsHtml(
  call: CallContext,
  signedIn: boolean,
  done: ReadonlySet<string> = new Set(),
): Promise<string> {
  const found = await placementExperiences(
    call,
    PlacementExperiencesOptions.parse({
      placement_ids: [...HOME_FLOW_PLACEMENTS],
      extra_context: { page_type: 'home', signed_in: signedIn },
    }),
  );
  return HOME_FLOW_PLACEMENTS.map((id) => {
    const experience = found[String(id)];
    return experience && !(!signedIn && done.has(experience.id)) ? placementHtml(experience) : '';
  }).join('');
}

/**
 * The stylesheets of the message renderers' chunks (their shared chunk and each kind's), from
 * Vite's manifest: a server-rendered message needs them at first paint. Empty when the build has
 * no manifest.
 */
export function rendererStylesheets(webDist: string): string[] {
  const cached = stylesheetsOf.get(webDist);
  if (cached) return cached;
  const found = readRendererStylesheets(webDist);
  stylesheetsOf.set(webDist, found);
  return found;
}
const stylesheetsOf = new Map<string, string[]>();

const RENDERERS_DIR = 'src/features/experiences/renderers/';

function readRendererStylesheets(webDist: string): string[] {
  const file = path.join(webDist, '.vite/manifest.json');
  if (!fs.existsSync(file)) return [];
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<
    string,
    {
      file: string;
      name?: string;
      src?: string;
      css?: string[];
      imports?: string[];
      isEntry?: boolean;
    }
  >;
  const css = new Set<string>();
  const seen = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    // The entry's own stylesheet is in every page already.
    if (!chunk || chunk.isEntry || seen.has(key)) return;
    seen.add(key);
    for (const c of chunk.css ?? []) css.add(`/${c}`);
    for (const i of chunk.imports ?? []) walk(i);
  };
  // Each kind is a chunk of its own, keyed by its module; Vite names the shared chunk after its
  // module (`renderers`) when the module is not its own entry.
  for (const [key, chunk] of Object.entries(manifest))
    if (chunk.src?.startsWith(RENDERERS_DIR) || (!chunk.src && chunk.name === 'renderers'))
      walk(key);
  return [...css];
}
