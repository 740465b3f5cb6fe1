import { describe, expect, it, vi } from 'vitest';
import {
  bigEnough,
  bookmarkletHref,
  collectPageImages,
  readSaveFragment,
  saveFragment,
  saveWindowUrl,
  SAVE_MAX_IMAGES,
  SAVE_MAX_URL,
  SAVE_MIN_SIDE,
  tackServerOrigin,
  type DocumentLike,
} from './save-page.ts';

const img = (src: string, w: number, h: number, alt = '', currentSrc = '') => ({
  src,
  currentSrc,
  naturalWidth: w,
  naturalHeight: h,
  alt,
});
const page = (images: ReturnType<typeof img>[]): DocumentLike => ({
  URL: 'https://shop.example/table',
  title: 'Oak table',
  images,
});

describe('collectPageImages', () => {
  it('keeps images of at least 200 px on both sides, by their natural size', () => {
    const min = SAVE_MIN_SIDE;
    const got = collectPageImages(
      page([
        img('https://cdn.example/a.jpg', min, min, 'A'),
        img('https://cdn.example/b.jpg', min - 1, 900),
        img('https://cdn.example/c.jpg', 900, min - 1),
        img('https://cdn.example/d.jpg', 0, 0),
        img('https://cdn.example/e.jpg', 640, 480, 'E'),
      ]),
    );
    expect(got).toEqual({
      url: 'https://shop.example/table',
      title: 'Oak table',
      images: [
        { src: 'https://cdn.example/a.jpg', width: min, height: min, alt: 'A' },
        { src: 'https://cdn.example/e.jpg', width: 640, height: 480, alt: 'E' },
      ],
    });
  });

  it('takes the source the browser chose, http(s) only, each once, at most 50', () => {
    const many = Array.from({ length: 80 }, (_, i) =>
      img(`https://cdn.example/${i}.jpg`, 300, 300),
    );
    const got = collectPageImages(
      page([
        img('https://cdn.example/small.jpg', 300, 300, '', 'https://cdn.example/2x.jpg'),
        img('data:image/png;base64,AAAA', 300, 300),
        img('blob:https://shop.example/1', 300, 300),
        img(`https://cdn.example/${'x'.repeat(SAVE_MAX_URL)}`, 300, 300),
        img('https://cdn.example/2x.jpg', 300, 300),
        ...many,
      ]),
    );
    expect(got.images[0]!.src).toBe('https://cdn.example/2x.jpg');
    expect(got.images).toHaveLength(SAVE_MAX_IMAGES);
    expect(new Set(got.images.map((i) => i.src)).size).toBe(SAVE_MAX_IMAGES);
    expect(got.images.every((i) => i.src.startsWith('https://cdn.example/'))).toBe(true);
  });

  it('refers to nothing outside itself, so its source runs on its own', () => {
    const alone = new Function(
      `return (${String(collectPageImages)})`,
    )() as typeof collectPageImages;
    expect(alone(page([img('https://cdn.example/a.jpg', 300, 300)])).images).toHaveLength(1);
  });
});

describe('the save window address', () => {
  const request = {
    url: 'https://shop.example/table?id=1&x=2#top',
    title: 'Oak & ash: tables',
    images: [
      {
        src: 'https://cdn.example/a.jpg?w=600&h=400',
        width: 600,
        height: 400,
        alt: 'An oak table',
      },
    ],
  };

  it('carries the page in the fragment and reads it back the same', () => {
    const url = saveWindowUrl('https://tack.example', request, 'extension');
    const parsed = new URL(url);
    expect(parsed.origin + parsed.pathname).toBe('https://tack.example/save/');
    expect(parsed.search).toBe('');
    expect(readSaveFragment(parsed.hash)).toEqual({ ...request, via: 'extension' });
  });

  it('needs a web page address; anything else is nothing to save from', () => {
    const read = (q: Record<string, string>) => readSaveFragment(new URLSearchParams(q).toString());
    expect(read({})).toBeNull();
    expect(read({ url: 'javascript:alert(1)' })).toBeNull();
    expect(read({ url: 'file:///etc/passwd' })).toBeNull();
    expect(read({ url: 'https://a.example/' })).toEqual({
      url: 'https://a.example/',
      title: '',
      via: 'bookmarklet',
      images: [],
    });
  });

  it('drops images that are not web addresses, too small, repeated, malformed or past 50', () => {
    const rows = [
      ['javascript:alert(1)', 300, 300, ''],
      ['https://cdn.example/small.jpg', 120, 900, ''],
      ['https://cdn.example/ok.jpg', 300, 300, 7],
      ['https://cdn.example/ok.jpg', 300, 300, ''],
      ['https://cdn.example/unknown.jpg', null, null, 'picked by hand'],
      ['https://cdn.example/half.jpg', 300, null, ''],
      'not a row',
      ...Array.from({ length: 60 }, (_, i) => [`https://cdn.example/${i}.jpg`, 250, 250, '']),
    ];
    const got = readSaveFragment(
      new URLSearchParams({ url: 'https://a.example/', images: JSON.stringify(rows) }).toString(),
    )!;
    expect(got.images.slice(0, 3)).toEqual([
      { src: 'https://cdn.example/ok.jpg', width: 300, height: 300, alt: '' },
      { src: 'https://cdn.example/unknown.jpg', width: null, height: null, alt: 'picked by hand' },
      { src: 'https://cdn.example/0.jpg', width: 250, height: 250, alt: '' },
    ]);
    expect(got.images).toHaveLength(SAVE_MAX_IMAGES);
    const broken = new URLSearchParams({ url: 'https://a.example/', images: '[{' }).toString();
    expect(readSaveFragment(broken)!.images).toEqual([]);
  });

  it('offers an image of unknown size (chosen by hand), never one known to be small', () => {
    expect(bigEnough({ width: null, height: null })).toBe(true);
    expect(bigEnough({ width: 200, height: 200 })).toBe(true);
    expect(bigEnough({ width: 199, height: 800 })).toBe(false);
    expect(bigEnough({ width: 800, height: null })).toBe(false);
  });

  it('writes its fragment with nothing from outside the function', () => {
    const alone = new Function(`return (${String(saveFragment)})`)() as typeof saveFragment;
    expect(alone(request, 'bookmarklet')).toBe(saveFragment(request, 'bookmarklet'));
  });
});

describe('the bookmarklet', () => {
  /** Runs the bookmarklet as a browser does: the address decoded, the code run in the page. */
  function click(doc: DocumentLike | { get images(): never; URL: string; title: string }) {
    const href = bookmarkletHref('https://tack.example');
    expect(href.startsWith('javascript:')).toBe(true);
    const open = vi.fn();
    const code = decodeURIComponent(href.slice('javascript:'.length));
    new Function('document', 'location', 'window', code)(doc, { href: doc.URL }, { open });
    expect(open).toHaveBeenCalledTimes(1);
    const [url, target, features] = open.mock.calls[0]!;
    expect(target).toBe('_blank');
    expect(features).toContain('noopener');
    const parsed = new URL(url as string);
    expect(parsed.origin + parsed.pathname).toBe('https://tack.example/save/');
    return readSaveFragment(parsed.hash);
  }

  it('opens the save window with the page and its big images', () => {
    const doc = page([
      img('https://cdn.example/a.jpg', 640, 480, 'A'),
      img('https://cdn.example/icon.png', 32, 32),
    ]);
    expect(click(doc)).toEqual({
      url: 'https://shop.example/table',
      title: 'Oak table',
      via: 'bookmarklet',
      images: [{ src: 'https://cdn.example/a.jpg', width: 640, height: 480, alt: 'A' }],
    });
  });

  it("opens it with the page's address alone when reading the page fails", () => {
    const hostile = {
      URL: 'https://strict.example/post',
      title: 'Strict',
      get images(): never {
        throw new Error('blocked');
      },
    };
    expect(click(hostile)).toEqual({
      url: 'https://strict.example/post',
      title: '',
      via: 'bookmarklet',
      images: [],
    });
  });
});

describe("the extension's server address", () => {
  it('is an origin, https assumed, http allowed, nothing else', () => {
    expect(tackServerOrigin(' tack.example ')).toEqual({ origin: 'https://tack.example' });
    expect(tackServerOrigin('https://tack.example/some/page?x=1')).toEqual({
      origin: 'https://tack.example',
    });
    expect(tackServerOrigin('http://192.168.1.20:3000')).toEqual({
      origin: 'http://192.168.1.20:3000',
    });
    expect(tackServerOrigin('')).toEqual({ error: 'Type the address of your Tack server' });
    expect(tackServerOrigin('ftp://tack.example')).toEqual({
      error: 'The address must start with https:// or http://',
    });
    expect(tackServerOrigin('https://me:secret@tack.example')).toEqual({
      error: 'Leave your name and password out of it',
    });
    expect(tackServerOrigin('http://exa mple')).toEqual({ error: 'That is not a web address' });
  });
});
