import { useEffect, useState } from 'react';
import { afterOffer, mayOfferInstall, readHistory } from './upsell-rules.ts';
import './install-offer.css';

/** Chromium's install prompt event (not in TypeScript's DOM types). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

const HISTORY_KEY = 'tack.installOffer';
const SESSION_KEY = 'tack.installOffer.session';

/** The service worker (pwa.config.ts) is a production build's: the dev server has none. */
function registerServiceWorker() {
  if (import.meta.env.PROD && 'serviceWorker' in navigator)
    navigator.serviceWorker.register('/sw.js').catch(() => {});
}

/** Whether this offer may show now, recording it when it does (MC §5 "App upsell"). */
function takeOfferSlot(): boolean {
  if (matchMedia('(display-mode: standalone)').matches) return false;
  const history = readHistory(localStorage.getItem(HISTORY_KEY));
  const now = Date.now();
  if (!mayOfferInstall(history, now, sessionStorage.getItem(SESSION_KEY) === '1')) return false;
  localStorage.setItem(HISTORY_KEY, JSON.stringify(afterOffer(history, now)));
  sessionStorage.setItem(SESSION_KEY, '1');
  return true;
}

/**
 * The app upsell (MC §4, §5, §9): Tack is an installable web app, so the offer is the browser's
 * own install prompt, shown only where the browser can install (it fired `beforeinstallprompt`),
 * not from the installed app itself, and within the 14-day window. A non-modal callout: it never
 * takes focus; Escape or Not now closes it, and focus goes on to the page.
 */
export default function InstallOffer() {
  const [offer, setOffer] = useState<InstallPromptEvent | null>(null);
  useEffect(() => {
    const onPrompt = (e: Event) => {
      // The browser's own mini bar stays away: the offer is ours, and only when the window allows.
      e.preventDefault();
      if (takeOfferSlot()) setOffer(e as InstallPromptEvent);
    };
    const onInstalled = () => setOffer(null);
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    registerServiceWorker();
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);
  if (!offer) return null;
  const close = () => {
    const inside = document.activeElement?.closest('.install-offer');
    setOffer(null);
    if (inside) document.getElementById('main')?.focus();
  };
  return (
    <aside
      className="install-offer"
      aria-labelledby="install-offer-title"
      onKeyDown={(e) => e.key === 'Escape' && close()}
    >
      <img src="/assets/icons/icon-192.png" alt="" width={40} height={40} />
      <div className="install-offer-text">
        <h2 id="install-offer-title">Get the Tack app</h2>
        <p>Open your boards from your home screen, and read the pins you last saw offline.</p>
      </div>
      <div className="install-offer-actions">
        <button className="btn" type="button" onClick={close}>
          Not now
        </button>
        <button
          className="btn btn-primary"
          type="button"
          onClick={() => void offer.prompt().finally(close)}
        >
          Install
        </button>
      </div>
    </aside>
  );
}
