import { html, mailUrl } from './html.ts';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** What every template fills in; the layout turns it into plain text and HTML alike. */
export interface MessageParts {
  subject: string;
  /** "Hi Ada," */
  greeting: string;
  paragraphs: string[];
  /** A list of things, each a line of text and its link (a notification email's lines). */
  items?: { text: string; url: string }[];
  /** The one thing to do, as a button (HTML) and a labelled link (text). */
  action?: { label: string; url: string };
  /** Said after the button: how long the link works, what to do if it was not you. */
  after?: string[];
}

export interface LayoutContext {
  origin: string;
  /** Non-security mail only: where to turn this kind of email off. */
  unsubscribeUrl: string | null;
}

const SECURITY_FOOTER =
  "You're receiving this because it's about the security of your Tack account.";

/** One message in both forms. Every piece of text is escaped in the HTML. */
export function renderMessage(m: MessageParts, ctx: LayoutContext): MailContent {
  const action = m.action ? { label: m.action.label, url: mailUrl(m.action.url) } : null;
  const items = (m.items ?? []).map((i) => ({ text: i.text, url: mailUrl(i.url) }));
  const unsubscribe = ctx.unsubscribeUrl ? mailUrl(ctx.unsubscribeUrl) : null;
  const footer = unsubscribe
    ? `Don't want these emails? Unsubscribe or choose which emails you get: ${unsubscribe}`
    : SECURITY_FOOTER;
  const text = [
    m.greeting,
    ...m.paragraphs,
    ...items.map((i) => `- ${i.text}\n  ${i.url}`),
    ...(action ? [`${action.label}: ${action.url}`] : []),
    ...(m.after ?? []),
    '--',
    `Tack · ${ctx.origin}`,
    footer,
  ].join('\n\n');

  const p = 'margin:0 0 16px;font-size:16px;line-height:24px;color:#111';
  const small = 'margin:0 0 8px;font-size:13px;line-height:20px;color:#5f5f5f';
  const body = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width" />
        <title>${m.subject}</title>
      </head>
      <body
        style="margin:0;padding:24px;background:#f1f1f1;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif"
      >
        <div style="max-width:520px;margin:0 auto;padding:32px;background:#fff;border-radius:16px">
          <p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#e60023">Tack</p>
          <p style="${p}">${m.greeting}</p>
          ${m.paragraphs.map((t) => html`<p style="${p}">${t}</p> `)}${
            items.length
              ? html`<ul style="margin:0 0 16px;padding:0 0 0 20px">
                  ${items.map(
                    (i) =>
                      html`<li style="${p};margin-bottom:8px">
                        <a href="${i.url}" style="color:#111">${i.text}</a>
                      </li> `,
                  )}
                </ul> `
              : ''
          }${
            action
              ? html`<p style="margin:24px 0">
                    <a
                      href="${action.url}"
                      style="display:inline-block;padding:12px 20px;border-radius:24px;background:#e60023;color:#fff;font-weight:700;text-decoration:none"
                      >${action.label}</a
                    >
                  </p>
                  <p style="${small}">
                    Or open this link: <a href="${action.url}" style="color:#111">${action.url}</a>
                  </p> `
              : ''
          }${(m.after ?? []).map((t) => html`<p style="${p}">${t}</p> `)}
        </div>
        <div style="max-width:520px;margin:16px auto 0;text-align:center">
          ${
            unsubscribe
              ? html`<p style="${small}">
                  Don't want these emails?
                  <a href="${unsubscribe}" style="color:#5f5f5f"
                    >Unsubscribe or choose which emails you get</a
                  >.
                </p>`
              : html`<p style="${small}">${SECURITY_FOOTER}</p>`
          }
        </div>
      </body>
    </html> `;
  return { subject: m.subject, text, html: body.value };
}

/** Every link in a plain-text message: what the log shows when no SMTP server is set. */
export const linksIn = (text: string): string[] => [
  ...new Set(text.match(/https?:\/\/[^\s<>"]+/g) ?? []),
];
