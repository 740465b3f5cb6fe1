import { expect, it } from 'vitest';
import { saveWindowCsp } from './save-window.ts';

it("widens only the CSP's img-src for the save window, adding one when there is none", () => {
  expect(saveWindowCsp("default-src 'self';img-src 'self' data: blob:;script-src 'self'")).toBe(
    "default-src 'self';img-src 'self' data: blob: https: http:;script-src 'self'",
  );
  expect(saveWindowCsp("default-src 'self'")).toBe(
    "default-src 'self';img-src 'self' data: blob: https: http:",
  );
});
