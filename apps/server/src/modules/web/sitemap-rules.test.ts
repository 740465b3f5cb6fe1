import { describe, expect, it } from 'vitest';
import {
  needsIndex,
  pagePath,
  parsePageFile,
  robotsTxt,
  sitemapIndexXml,
  sitemapPages,
  urlsetXml,
} from './sitemap-rules.ts';

describe('sitemap rules', () => {
  it('keeps everything in one file up to the limit, then pages each kind', () => {
    expect(needsIndex({ profiles: 2, boards: 3, pins: 5 }, 10)).toBe(false);
    expect(needsIndex({ profiles: 2, boards: 3, pins: 6 }, 10)).toBe(true);
    expect(sitemapPages({ profiles: 2, boards: 0, pins: 21 }, 10)).toEqual([
      { kind: 'profiles', page: 1 },
      { kind: 'pins', page: 1 },
      { kind: 'pins', page: 2 },
      { kind: 'pins', page: 3 },
    ]);
  });

  it('reads back only the page files it writes', () => {
    expect(pagePath('pins', 3)).toBe('/sitemap-pins-3.xml');
    expect(parsePageFile('pins-3.xml')).toEqual({ kind: 'pins', page: 3 });
    for (const bad of ['pins-0.xml', 'pins-01.xml', 'users-1.xml', 'pins-1.xml.gz', 'pins-x.xml'])
      expect(parsePageFile(bad)).toBeNull();
  });

  it('writes absolute, escaped URLs', () => {
    const xml = urlsetXml('https://tack.example', [
      { path: '/pin/1/', lastmod: '2024-05-01T10:00:00.000Z' },
      { path: '/a&b/' },
    ]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    expect(xml).toContain(
      '<url><loc>https://tack.example/pin/1/</loc><lastmod>2024-05-01T10:00:00.000Z</lastmod></url>',
    );
    expect(xml).toContain('<loc>https://tack.example/a&amp;b/</loc>');
    expect(sitemapIndexXml('https://tack.example', ['/sitemap-pins-1.xml'])).toContain(
      '<sitemap><loc>https://tack.example/sitemap-pins-1.xml</loc></sitemap>',
    );
  });

  it('robots.txt keeps crawlers off private pages and names the sitemap only with an origin', () => {
    const txt = robotsTxt('https://tack.example');
    expect(txt).toContain('User-agent: *\n');
    expect(txt).toContain('Disallow: /settings\n');
    expect(txt).toContain('Disallow: /pin/*/analytics\n');
    // A crawler that runs the app needs its API and images.
    expect(txt).not.toMatch(/Disallow: \/(resource|media|v3)/);
    expect(txt).toContain('Sitemap: https://tack.example/sitemap.xml\n');
    expect(robotsTxt(null)).not.toContain('Sitemap:');
  });
});
