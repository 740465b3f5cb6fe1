/** The text of an HTML page, escaped. */
const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The page's stylesheet (the CSP allows no inline styles): served at OFFSITE_CSS_PATH. */
export const OFFSITE_CSS_PATH = '/ssr/offsite.css';
export const OFFSITE_CSS = `
:root{color-scheme:light dark;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
body{margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center;padding:16px;box-sizing:border-box}
main{max-width:480px;width:100%;text-align:center}
h1{font-size:28px;margin:0 0 12px}
p{line-height:1.5;margin:0 0 12px}
.host{font-weight:700;overflow-wrap:anywhere}
a.btn{display:inline-flex;align-items:center;justify-content:center;min-height:44px;min-width:44px;padding:0 20px;border-radius:24px;background:#e60023;color:#fff;text-decoration:none;font-weight:700;margin-top:8px}
a.learn{display:inline-block;min-height:44px;line-height:44px}
`;

/** The frame both pages share: no script, the stylesheet above, the robots kept out. */
const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)} | Tack</title>
<link rel="stylesheet" href="${OFFSITE_CSS_PATH}">
</head>
<body>
<main aria-labelledby="title">
${body}
</main>
</body>
</html>`;

/**
 * §8 as a page: what /offsite/ shows instead of redirecting to a blocked link (a new tab opened
 * with ctrl/cmd-click, or any visit that did not come through the card's check). The link is
 * shown as text, never as a link.
 */
export function warningPage(o: { message: string; host: string }): string {
  return page(
    'Heads up!',
    `<h1 id="title">Heads up!</h1>
<p>We have blocked this link.</p>
<p>${esc(o.message)}</p>
<p class="host">${esc(o.host)}</p>
<p><a class="learn" href="/policy/spam/">Learn more</a></p>
<a class="btn" href="/">Okay</a>`,
  );
}

/** A link /offsite/ will not follow, said plainly (400 or 404). */
export function refusalPage(o: { title: string; message: string }): string {
  return page(
    o.title,
    `<h1 id="title">${esc(o.title)}</h1>
<p>${esc(o.message)}</p>
<a class="btn" href="/">Back to Tack</a>`,
  );
}
