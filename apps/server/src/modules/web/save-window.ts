/**
 * The save window (`/save/`, issue 17; docs/decisions/0021): it shows the images of the page the
 * person is saving from straight from their own addresses, as the page itself did, so on that
 * page alone the CSP lets images come from any http(s) address (the window sends no Referer
 * with them). Scripts, styles and connections stay as strict as everywhere else.
 */
export const SAVE_WINDOW_PATHS: ReadonlySet<string> = new Set(['/save', '/save/']);

export const SAVE_WINDOW_IMG_SRC = "img-src 'self' data: blob: https: http:";

/** The page's CSP with its `img-src` widened for the save window. */
export function saveWindowCsp(csp: string): string {
  const directives = csp.split(';').map((d) => d.trim());
  const at = directives.findIndex((d) => /^img-src\b/i.test(d));
  if (at === -1) directives.push(SAVE_WINDOW_IMG_SRC);
  else directives[at] = SAVE_WINDOW_IMG_SRC;
  return directives.filter(Boolean).join(';');
}
