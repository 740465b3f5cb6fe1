import { describe, expect, it } from 'vitest';
import {
  dataOf,
  dominantColorCss,
  flyoutDirection,
  isAllowedFullBannerLink,
  isAllowedFullBannerRedirect,
  isMessagingSuppressedPath,
  isSafeUrl,
  messageLinkAttributes,
  placePanel,
  readButton,
  readColor,
  scrollDismissArmed,
  scrollDismissDelayMs,
  TIMING,
} from './rules.ts';
import { readAnchoredHint } from './rules/anchored-hint.ts';
import {
  CALLOUT_ICON_COLORS,
  CALLOUT_ICONS,
  calloutIcon,
  calloutIconColor,
  readCallout,
} from './rules/callout.ts';
import { readCalloutBanner, readUpsellBanner } from './rules/callout-banner.ts';
import { fillPlaceholders, readFullBanner } from './rules/full-banner.ts';
import { readHeroBanner } from './rules/hero-banner.ts';
import { readMetricsBanner } from './rules/metrics-banner.ts';
import { readModal } from './rules/modal.ts';
import { readPopover } from './rules/popover.ts';
import { findWholeWord, matchSearchDelight, readSearchDelight } from './rules/search-delight.ts';
import { frameOriginOf, readSurvey, surveyMessage, surveyShowPlan } from './rules/survey.ts';
import { readToast, toastDurationMs } from './rules/toast.ts';
import { readTooltip, tooltipMode } from './rules/tooltip.ts';
import { readUpgradeBanner, UPGRADE_PATH } from './rules/upgrade-banner.ts';

const ORIGIN = 'https://tack.example';
const anchors =
  (...names: string[]) =>
  (a: string) =>
    names.includes(a);
const env = (over: { narrow?: boolean; anchors?: string[] } = {}) => ({
  origin: ORIGIN,
  narrow: over.narrow ?? false,
  searchQuery: '',
  anchorExists: anchors(...(over.anchors ?? ['save-button'])),
});

/** Garbage that every reader must turn into null without throwing. */
const GARBAGE: unknown[] = [null, undefined, 0, 'text', [], [1, 2], true];

describe('defensive readers', () => {
  it('turn garbage into null instead of throwing', () => {
    for (const g of GARBAGE) {
      expect(readCalloutBanner(g)).toBeNull();
      expect(readUpsellBanner(g)).toBeNull();
      expect(readFullBanner(g, env())).toBeNull();
      expect(readMetricsBanner(5, g)).toBeNull();
      expect(readUpgradeBanner(g)).toBeNull();
      expect(readHeroBanner(g)).toBeNull();
      expect(readSurvey(g, ORIGIN)).toBeNull();
      expect(readAnchoredHint({ placement_id: 1 }, g, env())).toBeNull();
      expect(readSearchDelight(g)).toBeNull();
      expect(readTooltip(g, env())).toBeNull();
      expect(readToast(g)).toBeNull();
      expect(readModal(g)).toBeNull();
      expect(readCallout(g)).toBeNull();
      expect(readPopover(29, g, env())).toBeNull();
    }
  });
  it('ignore fields of the wrong type', () => {
    expect(readCalloutBanner({ type: 'info-callout', message: 42 })).toBeNull();
    expect(readModal({ title: ['x'], body: 'b', completeButton: { text: 'OK' } })).toBeNull();
    expect(readToast({ text: { nested: true } })).toBeNull();
  });
  it('buttons need text; url or uri must be safe', () => {
    expect(readButton({ text: 'Go', url: '/x' })).toEqual({ text: 'Go', url: '/x' });
    expect(readButton({ text: 'Go', uri: 'https://s.example/q' })).toEqual({
      text: 'Go',
      url: 'https://s.example/q',
    });
    expect(readButton({ text: 'Go', url: 'javascript:alert(1)' })).toEqual({ text: 'Go' });
    expect(readButton({ text: '  ' })).toBeNull();
    expect(readButton('Go')).toBeNull();
  });
  it('dataOf prefers props.data and falls back to display_data', () => {
    const display_data = { a: 1 };
    expect(dataOf({ data: { b: 2 }, experience: { display_data } })).toEqual({ b: 2 });
    expect(dataOf({ data: undefined, experience: { display_data } })).toBe(display_data);
  });
});

describe('urls and colours', () => {
  it.each([
    ['https://x.example/a', true],
    ['http://x.example/a', true],
    ['/relative/path', true],
    ['relative', true],
    ['#frag', true],
    ['?q=1', true],
    ['javascript:alert(1)', false],
    ['JaVaScRiPt:alert(1)', false],
    [' java\tscript:alert(1)', false],
    ['data:text/html,<script>', false],
    ['vbscript:x', false],
    ['mailto:a@b.c', false],
    ['', false],
  ])('isSafeUrl(%j) is %s', (url, ok) => expect(isSafeUrl(url)).toBe(ok));

  it('§5 message links: nofollow when flagged, new tab only when the source says so', () => {
    expect(messageLinkAttributes({})).toEqual({});
    expect(messageLinkAttributes({ newTab: true })).toEqual({
      rel: 'noopener noreferrer',
      target: '_blank',
    });
    expect(messageLinkAttributes({ nofollow: true })).toEqual({
      rel: 'nofollow noopener noreferrer',
    });
    expect(messageLinkAttributes({ nofollow: true, newTab: true })).toEqual({
      rel: 'nofollow noopener noreferrer',
      target: '_blank',
    });
  });

  it('readColor accepts hex, rgb()/hsl() and names, refuses injections', () => {
    expect(readColor('#fff')).toBe('#fff');
    expect(readColor('#E60023')).toBe('#E60023');
    expect(readColor('rgba(0, 0, 0, 0.5)')).toBe('rgba(0, 0, 0, 0.5)');
    expect(readColor('White')).toBe('white');
    expect(readColor('url(https://evil.example/x.png)')).toBeUndefined();
    expect(readColor('red; position: fixed')).toBeUndefined();
    expect(readColor('#ggg')).toBeUndefined();
    expect(readColor(12)).toBeUndefined();
  });

  it('dominantColorCss needs three 0-255 integers', () => {
    expect(dominantColorCss([10, 20, 30])).toBe('rgb(10, 20, 30)');
    expect(dominantColorCss([10, 20])).toBeUndefined();
    expect(dominantColorCss([10, 20, 300])).toBeUndefined();
    expect(dominantColorCss([1.5, 2, 3])).toBeUndefined();
    expect(dominantColorCss('red')).toBeUndefined();
  });
});

describe('§5 callout banner and upsell banner', () => {
  it.each(['error-callout', 'info-callout', 'warning-callout', 'upsell'])(
    'a %s with a message renders',
    (type) => expect(readCalloutBanner({ type, message: 'Hello' })?.type).toBe(type),
  );
  it('needs a callout type', () => {
    expect(readCalloutBanner({ type: 'success-callout', message: 'Hello' })).toBeNull();
    expect(readCalloutBanner({ message: 'Hello' })).toBeNull();
  });
  it('needs a message', () => {
    expect(readCalloutBanner({ type: 'info-callout' })).toBeNull();
    expect(readCalloutBanner({ type: 'info-callout', message: '   ' })).toBeNull();
  });
  it('keeps title, link and actions; drops unsafe hrefs', () => {
    const view = readCalloutBanner({
      type: 'warning-callout',
      message: 'Careful',
      title: 'Heads up',
      link: { href: '/help', text: 'Help' },
      primaryAction: { label: 'Fix', href: '/settings', accessibilityLabel: 'Fix it now' },
      secondaryAction: { label: 'Bad', href: 'javascript:alert(1)' },
    });
    expect(view).toEqual({
      type: 'warning-callout',
      message: 'Careful',
      title: 'Heads up',
      link: { href: '/help', text: 'Help' },
      primaryAction: { label: 'Fix', href: '/settings', accessibilityLabel: 'Fix it now' },
    });
  });
  it('upsell banner requires type upsell and a message', () => {
    expect(readUpsellBanner({ type: 'upsell', message: 'Go pro' })?.type).toBe('upsell');
    expect(readUpsellBanner({ type: 'info-callout', message: 'Go pro' })).toBeNull();
    expect(readUpsellBanner({ type: 'upsell', message: '' })).toBeNull();
  });
});

describe('§5 modal', () => {
  const ok = { title: 'New', body: 'Something new', completeButton: { text: 'Got it' } };
  it('renders with title, body and completeButton.text', () => {
    expect(readModal(ok)).toMatchObject({ title: 'New', body: 'Something new', delayMs: 0 });
  });
  it.each([
    ['title', { ...ok, title: '' }],
    ['body', { ...ok, body: undefined }],
    ['completeButton', { ...ok, completeButton: undefined }],
    ['completeButton.text', { ...ok, completeButton: { text: ' ', url: '/x' } }],
  ])('shows nothing without %s', (_, data) => expect(readModal(data)).toBeNull());
  it('reads the delay, image with dominant-colour placeholder and video', () => {
    const view = readModal({
      ...ok,
      delay_in_millis: 1500,
      image: {
        url: '/i.jpg',
        imageAlt: 'A lamp',
        width: 540,
        height: 363,
        dominantColor: [1, 2, 3],
      },
      video: { url: '/v.mp4', metadata: { thumbnail: '/t.jpg', width: 16, height: 9 } },
      dismissButton: { text: 'Later' },
    });
    expect(view).toMatchObject({
      delayMs: 1500,
      image: { url: '/i.jpg', alt: 'A lamp', width: 540, height: 363, placeholder: 'rgb(1, 2, 3)' },
      video: { url: '/v.mp4', thumbnail: '/t.jpg', width: 16, height: 9 },
      dismissButton: { text: 'Later' },
    });
  });
  it('drops media with unsafe urls or no size', () => {
    const view = readModal({
      ...ok,
      image: { url: 'javascript:x', width: 1, height: 1 },
      video: { url: '/v.mp4', metadata: { thumbnail: '/t.jpg' } },
    });
    expect(view?.image).toBeUndefined();
    expect(view?.video).toBeUndefined();
  });
});

describe('§5 metrics banner', () => {
  const ok = {
    title_text: 'Your metrics moved',
    subtitle_text: 'Analytics are unified',
    buttons: [{ text: 'Learn more', url: '/analytics' }, { text: 'Dismiss' }],
  };
  it('renders with type 5, two buttons, title_text and subtitle_text', () => {
    expect(readMetricsBanner(5, ok)).toEqual({
      title: 'Your metrics moved',
      subtitle: 'Analytics are unified',
      link: { text: 'Learn more', url: '/analytics' },
      dismiss: { text: 'Dismiss' },
    });
  });
  it('needs type 5', () => expect(readMetricsBanner(8, ok)).toBeNull());
  it('needs at least two buttons', () => {
    expect(readMetricsBanner(5, { ...ok, buttons: [ok.buttons[0]] })).toBeNull();
    expect(readMetricsBanner(5, { ...ok, buttons: [] })).toBeNull();
    expect(readMetricsBanner(5, { ...ok, buttons: 'two' })).toBeNull();
  });
  it('needs title_text and subtitle_text', () => {
    expect(readMetricsBanner(5, { ...ok, title_text: '' })).toBeNull();
    expect(readMetricsBanner(5, { ...ok, subtitle_text: undefined })).toBeNull();
  });
});

describe('upgrade banner', () => {
  it('links to /business/convert/ (§2.2)', () => expect(UPGRADE_PATH).toBe('/business/convert/'));
  it('needs a title; button text defaults to Upgrade', () => {
    expect(readUpgradeBanner({ title_text: 'Go business' })).toEqual({
      title: 'Go business',
      buttonText: 'Upgrade',
    });
    expect(readUpgradeBanner({ subtitle_text: 'x' })).toBeNull();
  });
});

describe('hero banner', () => {
  it('needs text; keeps the last 3 safe thumbnails', () => {
    expect(readHeroBanner({ sub_text: 'x' })).toBeNull();
    const view = readHeroBanner({
      text: 'Welcome',
      thumbnail_urls: ['/1.jpg', 'javascript:x', '/2.jpg', '/3.jpg', '/4.jpg'],
    });
    expect(view?.thumbnails).toEqual(['/2.jpg', '/3.jpg', '/4.jpg']);
  });
  it('scroll_to_dismiss uses 3 s with thumbnails, else the configured seconds', () => {
    expect(
      readHeroBanner({ text: 'x', scroll_to_dismiss: true, thumbnail_urls: ['/1.jpg'] })
        ?.scrollDismissMs,
    ).toBe(3000);
    expect(
      readHeroBanner({ text: 'x', scroll_to_dismiss: true, scroll_to_dismiss_delay_in_seconds: 2 })
        ?.scrollDismissMs,
    ).toBe(2000);
    expect(readHeroBanner({ text: 'x' })?.scrollDismissMs).toBeUndefined();
  });
});

describe('§5 popover', () => {
  const ok = { message: 'Save ideas here', anchor: 'save-button' };
  it('renders with type 29 and a known anchor', () => {
    expect(readPopover(29, ok, env())).toMatchObject({
      anchor: 'save-button',
      text: 'Save ideas here',
      direction: 'down',
      delayMs: 0,
    });
  });
  it('needs type 29', () => expect(readPopover(8, ok, env())).toBeNull());
  it('needs an anchor known on the page', () => {
    expect(readPopover(29, ok, env({ anchors: ['other'] }))).toBeNull();
    expect(readPopover(29, { ...ok, anchor: '' }, env())).toBeNull();
  });
  it('prefers tooltip texts and direction; complete_button is the fallback confirm', () => {
    expect(
      readPopover(
        29,
        {
          ...ok,
          complete_button: 'OK',
          delay: 800,
          tooltip: { mainText: 'Main', idealDirection: 'left', cancelButtonText: 'No' },
        },
        env(),
      ),
    ).toMatchObject({
      text: 'Main',
      direction: 'left',
      confirmText: 'OK',
      cancelText: 'No',
      delayMs: 800,
    });
  });
  it('a pulsar-only popover needs no text; others do', () => {
    expect(readPopover(29, { anchor: 'save-button', pulserOnly: true }, env())).not.toBeNull();
    expect(readPopover(29, { anchor: 'save-button' }, env())).toBeNull();
  });
});

describe('§5 anchored hint', () => {
  const exp = { placement_id: 1000421 };
  const data = (over: Record<string, unknown> = {}) => ({
    component_type: 2,
    anchors_by_platform: {
      web: { anchor: 'save-button', placement: '1000421' },
      web_mobile: { anchor: 'mobile-save', placement: '' },
    },
    text: 'Tap to save',
    ...over,
  });
  it('targets the web platform with a known anchor', () => {
    expect(readAnchoredHint(exp, data(), env())).toMatchObject({
      anchor: 'save-button',
      display: 'flyout',
      direction: 'down',
      scrollDismissMs: 1500,
    });
  });
  it('is refused without a web target', () => {
    const onlyMobile = data({ anchors_by_platform: { web_mobile: { anchor: 'save-button' } } });
    expect(readAnchoredHint(exp, onlyMobile, env())).toBeNull();
    expect(readAnchoredHint(exp, data({ anchors_by_platform: {} }), env())).toBeNull();
  });
  it('uses web_mobile on a narrow screen', () => {
    expect(
      readAnchoredHint(exp, data(), env({ narrow: true, anchors: ['mobile-save'] }))?.anchor,
    ).toBe('mobile-save');
    expect(readAnchoredHint(exp, data(), env({ narrow: true, anchors: ['save-button'] }))).toBe(
      null,
    );
  });
  it('needs a known anchor', () => {
    expect(readAnchoredHint(exp, data(), env({ anchors: [] }))).toBeNull();
  });
  it('needs a matching placement id', () => {
    expect(readAnchoredHint({ placement_id: 11 }, data(), env())).toBeNull();
    const numeric = data({
      anchors_by_platform: { web: { anchor: 'save-button', placement: 11 } },
    });
    expect(readAnchoredHint({ placement_id: 11 }, numeric, env())).not.toBeNull();
  });
  it('reads display type, direction codes and scroll-to-dismiss', () => {
    expect(
      readAnchoredHint(
        exp,
        data({
          display_type: 2,
          flyout_direction: 4,
          scroll_to_dismiss: true,
          scroll_to_dismiss_delay_in_seconds: 3,
        }),
        env(),
      ),
    ).toMatchObject({
      display: 'pulsar',
      direction: 'left',
      scrollToDismiss: true,
      scrollDismissMs: 3000,
    });
  });
  it('is refused for another component type or without text', () => {
    expect(readAnchoredHint(exp, data({ component_type: 3 }), env())).toBeNull();
    expect(readAnchoredHint(exp, data({ text: '' }), env())).toBeNull();
  });
  it('flyout direction codes: 1 up, 2 right, 3 down, 4 left, else down', () => {
    expect([1, 2, 3, 4, 9, 'x'].map(flyoutDirection)).toEqual([
      'up',
      'right',
      'down',
      'left',
      'down',
      'down',
    ]);
  });
});

describe('§5 full banner links and placeholders', () => {
  it('allows links starting with http:// or the site origin only', () => {
    expect(isAllowedFullBannerLink('http://partner.example/x', ORIGIN)).toBe(true);
    expect(isAllowedFullBannerLink(`${ORIGIN}/business/`, ORIGIN)).toBe(true);
    expect(isAllowedFullBannerLink(ORIGIN, ORIGIN)).toBe(true);
    expect(isAllowedFullBannerLink(`${ORIGIN}?a=1`, ORIGIN)).toBe(true);
    expect(isAllowedFullBannerLink('https://partner.example/x', ORIGIN)).toBe(false);
    expect(isAllowedFullBannerLink(`${ORIGIN}.evil.example/`, ORIGIN)).toBe(false);
    expect(isAllowedFullBannerLink('/relative', ORIGIN)).toBe(false);
    expect(isAllowedFullBannerLink('javascript:alert(1)', ORIGIN)).toBe(false);
    expect(isAllowedFullBannerLink('http://x.example/a b', ORIGIN)).toBe(false);
  });
  it('redirects may also be site paths', () => {
    expect(isAllowedFullBannerRedirect('/business/hub', ORIGIN)).toBe(true);
    expect(isAllowedFullBannerRedirect('//evil.example', ORIGIN)).toBe(false);
    expect(isAllowedFullBannerRedirect('javascript:alert(1)', ORIGIN)).toBe(false);
  });
  it('fills {0} and {1} with titled links', () => {
    expect(
      fillPlaceholders(
        'Read {0} and {1}.',
        [`${ORIGIN}/terms`, 'http://partner.example/p'],
        ['the terms', 'the partner page'],
        ORIGIN,
      ),
    ).toEqual([
      { text: 'Read ' },
      { text: 'the terms', href: `${ORIGIN}/terms` },
      { text: ' and ' },
      { text: 'the partner page', href: 'http://partner.example/p' },
      { text: '.' },
    ]);
  });
  it('a refused or missing link leaves its title as text; nothing at all leaves nothing', () => {
    expect(
      fillPlaceholders(
        'A {0} B {1} C {2}',
        ['javascript:alert(1)', 'https://x.example'],
        ['one', 'two'],
        ORIGIN,
      ),
    ).toEqual([{ text: 'A one B two C ' }]);
  });
  it('a link without title shows the link', () => {
    expect(fillPlaceholders('{0}', ['http://a.example'], [], ORIGIN)).toEqual([
      { text: 'http://a.example', href: 'http://a.example' },
    ]);
  });
  it('picks narrow or wide layout and colours', () => {
    const data = {
      message: 'Hi {0}',
      links: ['http://a.example'],
      linkTitles: ['there'],
      layoutNarrow: 3,
      layoutWide: 2,
      backgroundColorNarrow: '#000',
      backgroundColorWide: '#fff',
      textColorNarrow: 'white',
      textColorWide: 'url(x)',
      coverImage: '/c.jpg',
      iconImage: 'javascript:x',
      onCompleteRedirectUrl: 'https://elsewhere.example',
      onDismissRedirectUrl: '/home',
    };
    expect(readFullBanner(data, { origin: ORIGIN, narrow: true })).toMatchObject({
      layout: 'cover',
      backgroundColor: '#000',
      textColor: 'white',
      canClose: true,
      external: false,
      coverImage: '/c.jpg',
      dismissRedirectUrl: '/home',
    });
    const wide = readFullBanner(data, { origin: ORIGIN, narrow: false });
    expect(wide).toMatchObject({ layout: 'icon', backgroundColor: '#fff' });
    expect(wide?.textColor).toBeUndefined();
    expect(wide?.iconImage).toBeUndefined();
    expect(wide?.completeRedirectUrl).toBeUndefined();
  });
  it('needs a message and component_type 1 if given', () => {
    expect(readFullBanner({ message: '' }, env())).toBeNull();
    expect(readFullBanner({ message: 'x', component_type: 2 }, env())).toBeNull();
    expect(readFullBanner({ message: 'x', canClose: false }, env())?.canClose).toBe(false);
  });
});

describe('§5 search delight', () => {
  it('matches whole words, case-insensitively', () => {
    expect(findWholeWord('Best Cat food', 'cat')).toEqual({ start: 5, end: 8 });
    expect(findWholeWord('cats', 'cat')).toBeNull();
    expect(findWholeWord('concat', 'cat')).toBeNull();
    expect(findWholeWord('cat-lovers', 'cat')).toEqual({ start: 0, end: 3 });
    expect(findWholeWord('écoles', 'école')).toBeNull();
    expect(findWholeWord('a (b) c', '(b)')).toEqual({ start: 2, end: 5 });
  });
  it('finds a later whole-word occurrence after a partial one', () => {
    expect(findWholeWord('cats and cat', 'cat')).toEqual({ start: 9, end: 12 });
  });
  it('the longest matched part wins, and says which', () => {
    const list = ['summer', 'summer dress', 'dress'];
    expect(matchSearchDelight(list, ['Summer  Dress ideas'])).toEqual({
      textIndex: 0,
      query: 'summer dress',
      start: 0,
      end: 13,
      matched: 'Summer  Dress',
    });
    expect(
      matchSearchDelight(['wedding', 'wedding cake'], ['wedding', 'cake for a Wedding Cake']),
    ).toEqual({ textIndex: 1, query: 'wedding cake', start: 11, end: 23, matched: 'Wedding Cake' });
  });
  it('no match gives null', () => {
    expect(matchSearchDelight(['halloween'], ['halloweens'])).toBeNull();
    expect(matchSearchDelight(['halloween'], [''])).toBeNull();
    expect(matchSearchDelight([], ['halloween'])).toBeNull();
  });
  it('needs a non-empty query list; colours are checked', () => {
    expect(readSearchDelight({ search_query_list: [] })).toBeNull();
    expect(readSearchDelight({ search_query_list: ['', 3] })).toBeNull();
    expect(
      readSearchDelight({
        search_query_list: ['a'],
        text_colors: ['#f00', 'url(x)'],
        text_background_color: '#000',
      }),
    ).toEqual({ queries: ['a'], textColors: ['#f00'], background: '#000' });
    expect(readSearchDelight({ component_type: 1, search_query_list: ['a'] })).toBeNull();
  });
});

describe('§5 survey', () => {
  const FRAME = 'https://survey.example';
  it('accepts messages only from the frame origin, and only the two it knows', () => {
    expect(surveyMessage({ origin: FRAME, data: 'surveyLoaded' }, FRAME)).toBe('surveyLoaded');
    expect(surveyMessage({ origin: FRAME, data: 'surveyFinished' }, FRAME)).toBe('surveyFinished');
    expect(surveyMessage({ origin: 'https://evil.example', data: 'surveyFinished' }, FRAME)).toBe(
      null,
    );
    expect(surveyMessage({ origin: `${FRAME}:8443`, data: 'surveyLoaded' }, FRAME)).toBeNull();
    expect(surveyMessage({ origin: FRAME, data: 'surveyStarted' }, FRAME)).toBeNull();
    expect(surveyMessage({ origin: FRAME, data: { type: 'surveyFinished' } }, FRAME)).toBeNull();
    expect(surveyMessage({ origin: FRAME, data: 'surveyLoaded' }, null)).toBeNull();
  });
  it('the frame origin comes from frame_url', () => {
    expect(frameOriginOf('https://survey.example/s/1?x=2', ORIGIN)).toBe(FRAME);
    expect(frameOriginOf('/surveys/1', ORIGIN)).toBe(ORIGIN);
    expect(frameOriginOf('javascript:alert(1)', ORIGIN)).toBeNull();
  });
  const ok = {
    title_text: 'Quick question',
    buttons: [{ text: 'Sure', uri: '/s' }, { text: 'No' }],
  };
  it('needs a title and two buttons', () => {
    expect(readSurvey(ok, ORIGIN)).toMatchObject({ title: 'Quick question', actionTrigger: 0 });
    expect(readSurvey({ ...ok, title_text: '' }, ORIGIN)).toBeNull();
    expect(readSurvey({ ...ok, buttons: [{ text: 'Sure' }] }, ORIGIN)).toBeNull();
  });
  it('reads frame_url and its origin; refuses a non-http frame', () => {
    expect(readSurvey({ ...ok, frame_url: `${FRAME}/s/1` }, ORIGIN)).toMatchObject({
      frameUrl: `${FRAME}/s/1`,
      frameOrigin: FRAME,
    });
    expect(readSurvey({ ...ok, frame_url: 'data:text/html,x' }, ORIGIN)).toBeNull();
    expect(readSurvey({ ...ok, frame_url: '' }, ORIGIN)).toBeNull();
  });
  it('timing: action_trigger 1 at once, 2 on close, else after delay (default 5 s)', () => {
    expect(surveyShowPlan(1, 9000)).toEqual({ when: 'now' });
    expect(surveyShowPlan(2, 9000)).toEqual({ when: 'close' });
    expect(surveyShowPlan(0, 9000)).toEqual({ when: 'delay', ms: 9000 });
    expect(surveyShowPlan(0, 0)).toEqual({ when: 'delay', ms: 0 });
    expect(surveyShowPlan(0, undefined)).toEqual({ when: 'delay', ms: 5000 });
    expect(surveyShowPlan(undefined, 'soon')).toEqual({ when: 'delay', ms: 5000 });
  });
  it('is dropped when not loaded in 15 s; re-checks every 3 s in the pin builders', () => {
    expect(TIMING.surveyLoadTimeoutMs).toBe(15_000);
    expect(TIMING.suppressedRecheckMs).toBe(3000);
    expect(isMessagingSuppressedPath('/pin-builder/')).toBe(true);
    expect(isMessagingSuppressedPath('/idea-pin-builder')).toBe(true);
    expect(isMessagingSuppressedPath('/pin/123')).toBe(false);
  });
});

describe('tooltip / pulsar (type 8)', () => {
  it('both: pulsar first; neither: auto-complete', () => {
    expect(tooltipMode(true, true)).toBe('pulsar-then-tooltip');
    expect(tooltipMode(true, false)).toBe('pulsar');
    expect(tooltipMode(false, true)).toBe('tooltip');
    expect(tooltipMode(false, false)).toBe('auto-complete');
  });
  it('has_tooltip defaults to true and then needs text', () => {
    expect(readTooltip({ text: 'Hi' }, env())?.mode).toBe('tooltip');
    expect(readTooltip({}, env())).toBeNull();
    expect(readTooltip({ has_pulsar: true, has_tooltip: false }, env())?.mode).toBe('pulsar');
  });
  it('with neither it is valid and auto-completes', () => {
    expect(readTooltip({ has_pulsar: false, has_tooltip: false }, env())?.mode).toBe(
      'auto-complete',
    );
  });
  it('reads disappearTime; a given anchor must be on the page', () => {
    expect(readTooltip({ text: 'Hi', disappearTime: 4000 }, env())?.disappearMs).toBe(4000);
    expect(readTooltip({ text: 'Hi', disappearTime: 0 }, env())?.disappearMs).toBeUndefined();
    expect(readTooltip({ text: 'Hi', anchor: 'save-button' }, env())?.anchor).toBe('save-button');
    expect(readTooltip({ text: 'Hi', anchor: 'nowhere' }, env())).toBeNull();
  });
  it('scroll dismiss: 3 s for the thumbnail variant, else the configured seconds', () => {
    expect(
      readTooltip({ text: 'Hi', scroll_to_dismiss: true, thumbnail_urls: ['/a.jpg'] }, env())
        ?.scrollDismissMs,
    ).toBe(3000);
    expect(
      readTooltip(
        { text: 'Hi', scroll_to_dismiss: true, scroll_to_dismiss_delay_in_seconds: 5 },
        env(),
      )?.scrollDismissMs,
    ).toBe(5000);
  });
  it('scroll dismissal is armed only once the delay has passed (default 1.5 s)', () => {
    expect(scrollDismissDelayMs(undefined)).toBe(1500);
    expect(scrollDismissDelayMs(0.5)).toBe(500);
    expect(scrollDismissDelayMs(2, true)).toBe(3000);
    expect(scrollDismissArmed(1000, 2499, 1500)).toBe(false);
    expect(scrollDismissArmed(1000, 2500, 1500)).toBe(true);
  });
});

describe('toast (type 10)', () => {
  it('needs text; duration defaults to 2000 ms', () => {
    expect(readToast({ text: 'Saved' })).toEqual({ text: 'Saved', durationMs: 2000 });
    expect(readToast({ text: '' })).toBeNull();
    expect(readToast({ text: 'Saved', link: '/b', duration: 4000 })).toEqual({
      text: 'Saved',
      link: '/b',
      durationMs: 4000,
    });
    expect(readToast({ text: 'Saved', link: 'javascript:x' })?.link).toBeUndefined();
  });
  it('out-of-range durations fall back to the default; show delay 100 ms, fade 200 ms', () => {
    expect(toastDurationMs(100)).toBe(2000);
    expect(toastDurationMs('3000')).toBe(2000);
    expect(toastDurationMs(500)).toBe(500);
    expect(TIMING.toastShowDelayMs).toBe(100);
    expect(TIMING.toastHideMs).toBe(200);
  });
});

describe('neutral (27) and floating (28) callouts', () => {
  it('need a message', () => {
    expect(readCallout({ title: 'Hi' })).toBeNull();
    expect(readCallout({ message: ' ' })).toBeNull();
    expect(readCallout({ message: 'Hi <a href="/x">there</a>' })).toMatchObject({
      message: 'Hi <a href="/x">there</a>',
      icon: null,
      iconColor: 'default',
      showDismiss: true,
      newTab: false,
      nofollow: false,
    });
  });
  it('hideDismissButton hides the dismiss control', () => {
    const view = readCallout({
      message: 'x',
      dismissButton: { text: 'No', hideDismissButton: true },
    });
    expect(view?.showDismiss).toBe(false);
    expect(view?.dismissButton).toEqual({ text: 'No', hidden: true });
  });
  it('maps icon codes 1-34 and colour codes 1-12; unknown codes give no icon / default', () => {
    expect(CALLOUT_ICONS).toHaveLength(34);
    expect(new Set(CALLOUT_ICONS).size).toBe(34);
    expect(CALLOUT_ICON_COLORS).toHaveLength(12);
    expect(calloutIcon(1)).toBe('info');
    expect(calloutIcon(2)).toBe('alert');
    expect(calloutIcon(34)).toBe('question');
    expect([0, 35, -1, 1.5, '1', null].map(calloutIcon)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(calloutIconColor(1)).toBe('dark');
    expect(calloutIconColor(3)).toBe('red');
    expect(calloutIconColor(12)).toBe('white');
    expect([0, 13, '3', undefined].map(calloutIconColor)).toEqual([
      'default',
      'default',
      'default',
      'default',
    ]);
    expect(readCallout({ message: 'x', icon: 9, iconColor: 6, newTab: true })).toMatchObject({
      icon: 'lightbulb',
      iconColor: 'green',
      newTab: true,
    });
  });
});

describe('anchored panel placement', () => {
  const rect = { top: 100, left: 100, width: 40, height: 20 };
  const size = { width: 220, height: 80 };
  const viewport = { width: 1000, height: 800 };
  it('puts the panel on the requested side, centred, gap away', () => {
    expect(placePanel(rect, 'down', size, viewport, 10)).toEqual({ top: 130, left: 10 });
    expect(placePanel({ ...rect, left: 400 }, 'down', size, viewport, 10)).toEqual({
      top: 130,
      left: 310,
    });
    expect(placePanel({ ...rect, top: 300, left: 400 }, 'up', size, viewport, 10)).toEqual({
      top: 210,
      left: 310,
    });
    expect(placePanel({ ...rect, left: 400 }, 'right', size, viewport, 10)).toEqual({
      top: 70,
      left: 450,
    });
    expect(placePanel({ ...rect, left: 400 }, 'left', size, viewport, 10)).toEqual({
      top: 70,
      left: 170,
    });
  });
  it('stays inside the viewport', () => {
    const pos = placePanel({ top: 780, left: 990, width: 10, height: 10 }, 'down', size, viewport);
    expect(pos.left + size.width).toBeLessThanOrEqual(viewport.width);
    expect(pos.top + size.height).toBeLessThanOrEqual(viewport.height);
  });
});
