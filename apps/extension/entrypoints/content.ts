import { browser } from 'wxt/browser';
import { defineContentScript } from 'wxt/utils/define-content-script';
import { BUTTON, buttonPosition, hoverImage } from '../src/hover.ts';
import type { SaveImageMessage } from '../src/requests.ts';
import { readSettings, SETTINGS_KEYS } from '../src/settings.ts';

/**
 * The hover Save button: pointing at an image of at least 200 px shows a Save button on its
 * corner; clicking it asks the background to open the Tack save window with that image. Off
 * when the person turns it off in the options (read again whenever they change).
 */
export default defineContentScript({
  matches: ['<all_urls>'],
  runAt: 'document_idle',
  async main() {
    let on = readSettings(await browser.storage.sync.get([...SETTINGS_KEYS])).hoverButton;
    browser.storage.onChanged.addListener((changes, area) => {
      if (area !== 'sync' || !changes.hoverButton) return;
      on = changes.hoverButton.newValue !== false;
      if (!on) hide();
    });

    // Its own shadow root: the page's styles do not reach it. Styles are set through the CSSOM,
    // which a page's CSP does not block.
    const host = document.createElement('tack-save');
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Save';
    button.setAttribute('aria-label', 'Save image to Tack');
    Object.assign(button.style, {
      all: 'initial',
      position: 'fixed',
      zIndex: '2147483647',
      display: 'none',
      boxSizing: 'border-box',
      width: `${BUTTON.width}px`,
      height: `${BUTTON.height}px`,
      borderRadius: '22px',
      background: '#e60023',
      color: '#ffffff',
      font: '600 16px/44px system-ui, sans-serif',
      textAlign: 'center',
      cursor: 'pointer',
      boxShadow: '0 1px 4px rgba(0,0,0,.3)',
    });
    host.attachShadow({ mode: 'open' }).append(button);
    document.documentElement.append(host);

    let current: HTMLImageElement | null = null;
    function hide() {
      button.style.display = 'none';
      current = null;
    }
    function show(img: HTMLImageElement) {
      const at = buttonPosition(img.getBoundingClientRect(), {
        width: window.innerWidth,
        height: window.innerHeight,
      });
      if (!at) return hide();
      current = img;
      button.style.top = `${at.top}px`;
      button.style.left = `${at.left}px`;
      button.style.display = 'block';
    }

    document.addEventListener(
      'mouseover',
      (e) => {
        if (!on || e.composedPath().includes(host)) return;
        const target = e.target;
        if (target instanceof HTMLImageElement && hoverImage(target)) show(target);
        else hide();
      },
      { capture: true, passive: true },
    );
    window.addEventListener('scroll', hide, { capture: true, passive: true });
    button.addEventListener('click', (e) => {
      // Only the person's own click: a page's script cannot open windows through us.
      if (!e.isTrusted || !current) return;
      const image = hoverImage(current);
      hide();
      if (!image) return;
      const message: SaveImageMessage = {
        type: 'tack:save-image',
        image,
        page: { url: location.href, title: document.title },
      };
      void browser.runtime.sendMessage(message);
    });
  },
});
