import { describe, expect, it } from 'vitest';
import { acceptSaveMessage, contextMenuRequest, toolbarRequest } from './requests.ts';
import { buttonPosition, hoverImage, BUTTON } from './hover.ts';
import { readSettings } from './settings.ts';

const OWN = 'abcdefghijklmnop';
const message = {
  type: 'tack:save-image',
  image: { src: 'https://cdn.example/a.jpg', width: 640, height: 480, alt: 'A' },
  page: { url: 'https://shop.example/table', title: 'Oak table' },
};
const fromTab = { id: OWN, url: 'https://shop.example/table', tab: { id: 7 } };

describe("the hover button's message", () => {
  it('opens the save window with the image and its page', () => {
    expect(acceptSaveMessage(message, fromTab, OWN)).toEqual({
      url: 'https://shop.example/table',
      title: 'Oak table',
      images: [{ src: 'https://cdn.example/a.jpg', width: 640, height: 480, alt: 'A' }],
    });
  });

  it('is refused from another extension, from our own pages, or speaking for another site', () => {
    expect(acceptSaveMessage(message, { ...fromTab, id: 'someoneelse' }, OWN)).toBeNull();
    expect(
      acceptSaveMessage(message, { id: OWN, url: 'chrome-extension://x/options.html' }, OWN),
    ).toBeNull();
    // A frame from ads.example claiming to be the shop's page.
    expect(
      acceptSaveMessage(message, { ...fromTab, url: 'https://ads.example/frame' }, OWN),
    ).toBeNull();
  });

  it('is refused for an image too small, of unknown size or not on the web, or a bad shape', () => {
    const withImage = (image: object) => ({ ...message, image: { ...message.image, ...image } });
    expect(acceptSaveMessage(withImage({ width: 199 }), fromTab, OWN)).toBeNull();
    expect(acceptSaveMessage(withImage({ width: null, height: null }), fromTab, OWN)).toBeNull();
    expect(
      acceptSaveMessage(withImage({ src: 'data:image/png;base64,AA' }), fromTab, OWN),
    ).toBeNull();
    expect(acceptSaveMessage({ ...message, type: 'other' }, fromTab, OWN)).toBeNull();
    expect(acceptSaveMessage('tack:save-image', fromTab, OWN)).toBeNull();
    expect(acceptSaveMessage(null, fromTab, OWN)).toBeNull();
  });
});

describe('the context menu and the toolbar button', () => {
  it('save the image clicked, of a size the window learns; the page alone for a data: image', () => {
    expect(
      contextMenuRequest(
        { srcUrl: 'https://cdn.example/a.jpg', pageUrl: 'https://shop.example/t' },
        { title: 'T' },
      ),
    ).toEqual({
      url: 'https://shop.example/t',
      title: 'T',
      images: [{ src: 'https://cdn.example/a.jpg', width: null, height: null, alt: '' }],
    });
    expect(
      contextMenuRequest({ srcUrl: 'data:image/png;base64,AA', pageUrl: 'https://a.example/' }, {})
        ?.images,
    ).toEqual([]);
    expect(
      contextMenuRequest({ srcUrl: 'https://a.example/x.png', pageUrl: 'about:blank' }, {}),
    ).toBeNull();
  });

  it("send the tab's images, or its address alone where the page could not be read", () => {
    const collected = { url: 'https://a.example/', title: 'A', images: [] };
    expect(toolbarRequest({ url: 'https://a.example/' }, collected)).toBe(collected);
    expect(toolbarRequest({ url: 'https://a.example/', title: 'A' }, null)).toEqual(collected);
    expect(toolbarRequest({ url: 'chrome://extensions/' }, null)).toBeNull();
  });
});

describe('the hover button', () => {
  const img = (w: number, h: number, src = 'https://cdn.example/a.jpg') => ({
    currentSrc: '',
    src,
    naturalWidth: w,
    naturalHeight: h,
    alt: 'A',
  });

  it('shows on images of at least 200 px that a server can fetch', () => {
    expect(hoverImage(img(200, 200))).toEqual({
      src: 'https://cdn.example/a.jpg',
      width: 200,
      height: 200,
      alt: 'A',
    });
    expect(hoverImage(img(199, 800))).toBeNull();
    expect(hoverImage(img(800, 199))).toBeNull();
    expect(hoverImage(img(800, 800, 'blob:https://a.example/1'))).toBeNull();
  });

  it("sits on the image's corner, inside the viewport, and not at all for an image out of view", () => {
    const viewport = { width: 1000, height: 800 };
    expect(buttonPosition({ top: 100, left: 50, width: 300, height: 300 }, viewport)).toEqual({
      top: 108,
      left: 58,
    });
    // Scrolled half out at the top: the button stays on screen.
    expect(buttonPosition({ top: -150, left: 50, width: 300, height: 300 }, viewport)).toEqual({
      top: BUTTON.inset,
      left: 58,
    });
    expect(buttonPosition({ top: 900, left: 50, width: 300, height: 300 }, viewport)).toBeNull();
  });
});

it('settings: hover button on unless turned off, no server until one is set', () => {
  expect(readSettings({})).toEqual({ server: null, hoverButton: true });
  expect(readSettings({ server: 'https://t.example', hoverButton: false })).toEqual({
    server: 'https://t.example',
    hoverButton: false,
  });
  expect(readSettings({ server: 42, hoverButton: 'no' })).toEqual({
    server: null,
    hoverButton: true,
  });
});
