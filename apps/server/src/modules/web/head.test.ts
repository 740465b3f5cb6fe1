import { describe, expect, it } from 'vitest';
import { publicHostOf, renderHead, summarize } from './head.ts';

describe('page head', () => {
  it('escapes every value and emits Open Graph tags for an image', () => {
    const html = renderHead({
      title: 'Tom & "Jerry" <script>',
      description: 'x',
      image: { url: 'https://t.example/a.jpg', width: 736, height: 1104, alt: 'a' },
      url: 'https://t.example/pin/1/',
      type: 'article',
    });
    expect(html).toContain('<title>Tom &amp; &quot;Jerry&quot; &lt;script&gt;</title>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('<meta property="og:image" content="https://t.example/a.jpg">');
    expect(html).toContain('<meta property="og:image:width" content="736">');
    expect(html).toContain('<meta property="og:type" content="article">');
  });

  it('names the configured public host for the attribution calls, and nothing without one', () => {
    expect(publicHostOf('https://tack.example:8443')).toBe('tack.example');
    expect(publicHostOf(null)).toBeNull();
    expect(renderHead({ title: 't', publicHost: 'tack.example' })).toContain(
      '<meta name="tack:public-host" content="tack.example">',
    );
    expect(renderHead({ title: 't', publicHost: null })).not.toContain('tack:public-host');
  });

  it('cuts long descriptions at a word', () => {
    const s = summarize('word '.repeat(100), 20);
    expect(s.length).toBeLessThanOrEqual(20);
    expect(s.endsWith('…')).toBe(true);
  });
});
