// The e2e run's mail server: a real SMTP server on loopback (smtp-server) that both Tack servers
// send to through SMTP_URL, and a small HTTP endpoint on loopback where specs read what arrived,
// parsed by mailparser: GET /messages?to=<address> answers [{to, subject, text, html, links}].
import http from 'node:http';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

export async function startMailbox() {
  const messages = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((m) => {
          const text = m.text ?? '';
          messages.push({
            to: (m.to?.value ?? []).map((v) => v.address.toLowerCase()).join(', '),
            subject: m.subject ?? '',
            text,
            html: typeof m.html === 'string' ? m.html : '',
            links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
            at: Date.now(),
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise((r) => smtp.listen(0, '127.0.0.1', r));
  const web = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const to = (url.searchParams.get('to') ?? '').toLowerCase();
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(messages.filter((m) => !to || m.to === to)));
  });
  await new Promise((r) => web.listen(0, '127.0.0.1', r));
  return {
    smtpUrl: `smtp://127.0.0.1:${smtp.server.address().port}`,
    httpUrl: `http://127.0.0.1:${web.address().port}`,
    close: () => Promise.all([new Promise((r) => smtp.close(r)), new Promise((r) => web.close(r))]),
  };
}
