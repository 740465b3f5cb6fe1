import { describe, expect, it } from 'vitest';
import { linksIn, renderMessage } from './layout.ts';
import { html } from './html.ts';
import {
  emailChangeConfirm,
  emailChangeNotice,
  notificationsMail,
  passwordChanged,
  passwordReset,
  verifyEmail,
  welcome,
} from './templates/index.ts';

const ctx = { origin: 'https://tack.test', unsubscribeUrl: null };
const EVIL = `<script>alert("x")</script>&'`;

describe('mail templates', () => {
  it('escapes every value in the HTML and keeps it as typed in the text', () => {
    const all = [
      verifyEmail.render(
        { firstName: EVIL, url: 'https://tack.test/v?token=a.b.c', hours: 48 },
        ctx,
      ),
      emailChangeConfirm.render(
        { firstName: EVIL, newEmail: EVIL, url: 'https://tack.test/c', hours: 48 },
        ctx,
      ),
      emailChangeNotice.render(
        { firstName: EVIL, newEmail: EVIL, panicUrl: 'https://tack.test/p' },
        ctx,
      ),
      passwordReset.render(
        {
          firstName: EVIL,
          username: EVIL,
          url: 'https://tack.test/pw',
          reason: 'requested',
          minutes: 60,
        },
        ctx,
      ),
      passwordChanged.render({ firstName: EVIL, panicUrl: 'https://tack.test/p' }, ctx),
      welcome.render(
        { firstName: EVIL, interests: [EVIL], homeUrl: 'https://tack.test/' },
        { ...ctx, unsubscribeUrl: 'https://tack.test/u' },
      ),
      notificationsMail.activity.render(
        {
          firstName: EVIL,
          digest: 'daily',
          subject: EVIL,
          lines: [{ text: EVIL, url: 'https://tack.test/pin/1/' }],
          more: 0,
          allUrl: 'https://tack.test/notifications/',
          settingsUrl: 'https://tack.test/settings/notifications',
        },
        { ...ctx, unsubscribeUrl: 'https://tack.test/u' },
      ),
    ];
    for (const m of all) {
      expect(m.html).not.toContain('<script>');
      expect(m.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;');
      expect(m.text).toContain(EVIL);
      expect(m.subject).not.toBe('');
    }
  });

  it('puts the unsubscribe link on non-security mail only', () => {
    const tips = renderMessage(
      { subject: 's', greeting: 'Hi', paragraphs: [] },
      { ...ctx, unsubscribeUrl: 'https://tack.test/email/subscription/?token=t' },
    );
    expect(tips.text).toContain(
      'Unsubscribe or choose which emails you get: https://tack.test/email/subscription/?token=t',
    );
    expect(tips.html).toContain('href="https://tack.test/email/subscription/?token=t"');
    const security = renderMessage({ subject: 's', greeting: 'Hi', paragraphs: [] }, ctx);
    expect(security.text).not.toMatch(/unsubscribe/i);
    expect(security.text).toContain('security of your Tack account');
    expect(verifyEmail.category).toBe('security');
    expect(passwordReset.category).toBe('security');
    expect(welcome.category).toBe('tips');
    expect(notificationsMail.activity.category).toBe('activity');
    expect(notificationsMail.social.category).toBe('social');
  });

  it('refuses a link that is not http(s), and lists the links of a text', () => {
    expect(() =>
      renderMessage(
        {
          subject: 's',
          greeting: 'g',
          paragraphs: [],
          action: { label: 'x', url: 'javascript:alert(1)' },
        },
        ctx,
      ),
    ).toThrow(/not a web link/);
    const m = verifyEmail.render(
      { firstName: 'A', url: 'https://tack.test/email/verify/?token=a.b.c', hours: 48 },
      ctx,
    );
    expect(linksIn(m.text)).toEqual([
      'https://tack.test/email/verify/?token=a.b.c',
      'https://tack.test',
    ]);
  });

  it('the html tag keeps nested markup and escapes attributes', () => {
    const inner = html`<b>${'<i>'}</b>`;
    expect(html`<p title="${'"x"'}">${inner}${[inner, 'a&b']}</p>`.value).toBe(
      '<p title="&quot;x&quot;"><b>&lt;i&gt;</b><b>&lt;i&gt;</b>a&amp;b</p>',
    );
  });
});
