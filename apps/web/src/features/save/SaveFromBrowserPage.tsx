import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { bookmarkletHref } from '@tack/contract/save-page';
import { useTitle } from '../../app/use-title.ts';
import './save.css';

/**
 * `/save-from-browser/`: the Tack button (a bookmarklet to drag to the bookmarks bar) and the
 * browser extension, with what each needs (docs/decisions/0021).
 */
export function SaveFromBrowserPage() {
  useTitle('Save from your browser');
  const origin = window.location.origin;
  const button = useRef<HTMLAnchorElement>(null);
  const [hint, setHint] = useState(false);
  // React refuses `javascript:` addresses in JSX (a guard against injected links); this one is
  // ours, written from this server's own origin.
  useEffect(() => {
    button.current?.setAttribute('href', bookmarkletHref(origin));
  }, [origin]);
  return (
    <div className="save-browser">
      <h1>Save from your browser</h1>
      <p>Save pictures from any website to your boards, without leaving the page you are on.</p>
      <section aria-labelledby="bookmarklet-h">
        <h2 id="bookmarklet-h">The Tack button</h2>
        <ol>
          <li>Show your browser&apos;s bookmarks bar.</li>
          <li>Drag this button onto it:</li>
        </ol>
        <p className="bookmarklet-row">
          <a
            ref={button}
            className="btn btn-primary bookmarklet"
            draggable
            onClick={(e) => {
              // Clicked here, it would save this page; it belongs on the bookmarks bar.
              e.preventDefault();
              setHint(true);
            }}
          >
            Save to Tack
          </a>
        </p>
        <p role="status">
          {hint && 'Drag the button to your bookmarks bar, then click it there on any page.'}
        </p>
        <p>
          On any page, click <strong>Save to Tack</strong> in your bookmarks: a small Tack window
          shows the page&apos;s pictures of at least 200 pixels. Pick one or several, choose a
          board, and save. The button reads the page in your browser and sends nothing anywhere
          until you save. If a page will not let it read its pictures, Tack reads the page itself.
        </p>
        <p className="save-touch">
          <strong>On a phone or tablet?</strong> Bookmarks like this one need a desktop browser. On
          a phone, copy the page&apos;s address and paste it in{' '}
          <Link to="/pin-builder/">Create Pin</Link>; on a computer, the extension below does more.
        </p>
      </section>
      <section aria-labelledby="extension-h">
        <h2 id="extension-h">The Tack extension</h2>
        <p>
          For Chrome, Edge and Firefox on a computer: a <strong>Save</strong> button on pictures as
          you point at them (you can turn it off), <strong>Save image to Tack</strong> when you
          right-click a picture, and a toolbar button that shows all of the page&apos;s pictures.
        </p>
        <ol>
          <li>
            Install it: whoever runs this Tack server builds it with{' '}
            <code>npm run build -w @tack/extension</code>; load{' '}
            <code>apps/extension/.output/chrome-mv3</code> in Chrome&apos;s extensions page
            (Developer mode, Load unpacked), or <code>firefox-mv3</code> in Firefox.
          </li>
          <li>
            In its options, set your Tack server to <code className="save-origin">{origin}</code>
          </li>
        </ol>
        <p>
          Neither the button nor the extension ever sees your password: you save in a Tack window,
          signed in as you are on any tab.
        </p>
      </section>
    </div>
  );
}
