import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Experience } from '@tack/contract';
import {
  calloutHtml,
  heroHtml,
  messageHtml,
  placementHtml,
  rendererStylesheets,
} from './home-placements.ts';

const HERO = {
  text: 'Find ideas <worth> keeping',
  sub_text: 'Sign up to save pins.',
  complete_button_text: 'Sign up',
  complete_button_cta_url: '/signup',
  dismiss_button_text: 'Not now',
};

describe('messages above the home grid, as the server renders them', () => {
  it('renders a hero banner as the app does: title, sub text, dismiss then complete', () => {
    expect(heroHtml(HERO, 't1')).toBe(
      '<section class="xp-hero" aria-labelledby="t1"><div class="xp-banner-text">' +
        '<h2 id="t1" class="xp-title">Find ideas &lt;worth&gt; keeping</h2>' +
        '<p class="xp-message">Sign up to save pins.</p></div><div class="xp-actions">' +
        '<button type="button" class="btn xp-btn">Not now</button>' +
        '<a class="btn btn-primary xp-btn" href="/signup">Sign up</a></div></section>',
    );
  });

  it('gives a hero without a dismiss text its × and no actions it does not have', () => {
    const html = heroHtml({ text: 'Hi' }, 't')!;
    expect(html).toContain('class="xp-close" aria-label="Dismiss"');
    expect(html).toContain('<div class="xp-actions"></div>');
    expect(html).not.toContain('xp-message');
  });

  it('leaves to the app a hero it cannot draw the same (thumbnails, secondary link, no text)', () => {
    expect(heroHtml({ ...HERO, thumbnail_urls: ['/a.jpg'] }, 't')).toBeNull();
    expect(heroHtml({ ...HERO, secondary_cta_link: '/more' }, 't')).toBeNull();
    expect(heroHtml({ sub_text: 'no title' }, 't')).toBeNull();
  });

  it('renders a neutral callout with its icon box, the message as text and its buttons', () => {
    const html = calloutHtml(
      {
        title: 'Make it yours',
        message: 'Follow boards, or <a href="/edit">tune it</a> &amp; more.',
        completeButton: { text: 'Explore', url: '/ideas/' },
        dismissButton: { text: 'Dismiss' },
        icon: 1,
      },
      't2',
    )!;
    expect(html).toBe(
      '<section class="xp-callout xp-callout-neutral" aria-labelledby="t2">' +
        '<svg class="xp-icon" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false"></svg>' +
        '<div class="xp-callout-text"><h2 id="t2" class="xp-title">Make it yours</h2>' +
        '<div class="xp-message xp-rich">Follow boards, or <a href="/edit">tune it</a> &amp; more.</div>' +
        '<div class="xp-actions"><button type="button" class="btn xp-btn">Dismiss</button>' +
        '<a class="btn btn-primary xp-btn" href="/ideas/">Explore</a></div></div></section>',
    );
  });

  it('hides a callout dismiss button when asked and gives it the × otherwise', () => {
    const hidden = calloutHtml(
      { message: 'm', dismissButton: { text: 'x', hideDismissButton: true } },
      't',
    )!;
    expect(hidden).not.toContain('xp-close');
    expect(hidden).not.toContain('xp-actions');
    expect(hidden).toContain('aria-label="Message"');
    expect(calloutHtml({ message: 'm' }, 't')).toContain('xp-close');
    expect(calloutHtml({ title: 'no message' }, 't')).toBeNull();
  });

  it('keeps a message HTML as the app shows it: text and safe links only', () => {
    expect(messageHtml('a <b>bold</b> &lt;tag&gt; &amp; &quot;q&quot;')).toBe(
      'a bold &lt;tag&gt; &amp; &quot;q&quot;',
    );
    expect(messageHtml('<a href="/edit" onclick="x()">tune</a> it')).toBe(
      '<a href="/edit">tune</a> it',
    );
    expect(messageHtml('<a href="javascript:alert(1)">x</a><img src=x onerror=y>')).toBe('x');
    // A script's or style's content is not text the app shows (its sanitizer drops it).
    expect(messageHtml('<script>alert(1)</script><style>p{}</style>hi')).toBe('hi');
    // Containers the contract unwraps keep their text; any other element goes with its text.
    expect(messageHtml('<div><h3>Title</h3><ul><li>one</li></ul></div>')).toBe('Titleone');
    expect(
      messageHtml('<textarea>t</textarea><select><option>o</option></select><x-y>c</x-y>ok'),
    ).toBe('ok');
    expect(messageHtml('<a href="https://e.org/?a=1&amp;b=2">open')).toBe(
      '<a href="https://e.org/?a=1&amp;b=2">open</a>',
    );
  });

  it('wraps a placement in its box, and leaves other kinds to the app', () => {
    const hero = {
      id: '11:1',
      placement_id: 11,
      kind: 'hero_banner',
      display_data: HERO,
    } as unknown as Experience;
    expect(placementHtml(hero)).toMatch(
      /^<div class="placement" data-ssr-placement="11" data-xp-message="11:1"><section class="xp-hero"/,
    );
    expect(placementHtml({ ...hero, kind: 'modal' } as Experience)).toBe('');
  });

  it("finds the renderers' stylesheets in Vite's manifest, without the entry's", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tack-manifest-'));
    try {
      expect(rendererStylesheets(dir)).toEqual([]);
      const other = fs.mkdtempSync(path.join(os.tmpdir(), 'tack-manifest-'));
      fs.mkdirSync(path.join(other, '.vite'));
      fs.writeFileSync(
        path.join(other, '.vite/manifest.json'),
        JSON.stringify({
          'index.html': { file: 'assets/index.js', isEntry: true, css: ['assets/index.css'] },
          '_renderers-x.js': {
            file: 'assets/renderers-x.js',
            name: 'renderers',
            imports: ['index.html', '_parts.js'],
          },
          '_parts.js': { file: 'assets/parts.js', css: ['assets/parts.css'] },
          'src/features/experiences/renderers/Modal.tsx': {
            file: 'assets/Modal-x.js',
            src: 'src/features/experiences/renderers/Modal.tsx',
            isDynamicEntry: true,
            imports: ['_parts.js', '_trap.js'],
          },
          '_trap.js': { file: 'assets/trap.js', css: ['assets/trap.css'] },
          '_other.js': { file: 'assets/other.js', css: ['assets/other.css'] },
        }),
      );
      expect(rendererStylesheets(other)).toEqual(['/assets/parts.css', '/assets/trap.css']);
      fs.rmSync(other, { recursive: true, force: true });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
