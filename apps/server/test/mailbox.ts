import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

export interface ReceivedMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  headers: ParsedMail['headers'];
  /** Every http(s) link in the plain-text body. */
  links: string[];
}

/**
 * A real SMTP server on loopback that keeps what it receives, parsed by mailparser: tests send
 * through nodemailer exactly as production does and read the messages a person would get.
 * `refuse` makes it answer a 4xx (try later) or 5xx (never) to the next messages.
 */
export async function startMailbox() {
  const received: ReceivedMail[] = [];
  const waiters: { match: (m: ReceivedMail) => boolean; resolve: (m: ReceivedMail) => void }[] = [];
  let refuse: { code: number; times: number } | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      if (refuse && refuse.times > 0) {
        refuse.times -= 1;
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('refused by the test'), { responseCode: refuse!.code })),
        );
        return;
      }
      simpleParser(stream)
        .then((parsed) => {
          const text = parsed.text ?? '';
          const mail: ReceivedMail = {
            to: addresses(parsed.to),
            from: addresses(parsed.from),
            subject: parsed.subject ?? '',
            text,
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headers: parsed.headers,
            links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
          };
          received.push(mail);
          for (const w of [...waiters])
            if (w.match(mail)) {
              waiters.splice(waiters.indexOf(w), 1);
              w.resolve(mail);
            }
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext(code: number, times = 1) {
      refuse = { code, times };
    },
    /** The first message (already here or still to come) to `to` whose subject matches. */
    next(to: string, subject: RegExp = /./, timeoutMs = 10_000): Promise<ReceivedMail> {
      const match = (m: ReceivedMail) => m.to === to && subject.test(m.subject);
      const have = received.find(match);
      if (have) {
        received.splice(received.indexOf(have), 1);
        return Promise.resolve(have);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms`));
        }, timeoutMs);
        const waiter = {
          match,
          resolve: (m: ReceivedMail) => {
            clearTimeout(timer);
            received.splice(received.indexOf(m), 1);
            resolve(m);
          },
        };
        waiters.push(waiter);
      });
    },
    /** Messages to `to` that arrived so far (not taken by `next`). */
    to: (to: string) => received.filter((m) => m.to === to),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;

function addresses(a: ParsedMail['to'] | ParsedMail['from']): string {
  const list = Array.isArray(a) ? a : a ? [a] : [];
  return list
    .flatMap((x) => x.value.map((v) => v.address ?? ''))
    .join(', ')
    .toLowerCase();
}

/** The token in a link (`?token=...`). */
export const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
/** A link's path and query, for `inject`. */
export const pathOf = (link: string) => {
  const u = new URL(link);
  return u.pathname + u.search;
};

/** A test app whose mail goes by SMTP to a mailbox of its own. */
export async function appWithMailbox(
  engine: import('../src/db/dialect.ts').Engine,
  env: Record<string, string> = {},
) {
  const { createTestApp } = await import('./engines.ts');
  const mailbox = await startMailbox();
  const t = await createTestApp(engine, {
    SMTP_URL: mailbox.url,
    MAIL_FROM: 'Tack <hello@tack.test>',
    PUBLIC_URL: 'https://tack.test',
    JOBS_POLL_MS: '50',
    ...env,
  });
  return {
    ...t,
    mailbox,
    async close() {
      await t.close();
      await mailbox.close();
    },
  };
}
