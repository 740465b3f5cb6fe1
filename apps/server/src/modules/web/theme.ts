import type { FastifyReply, FastifyRequest } from 'fastify';
import { THEME_COOKIE, THEMES, type Theme } from '@tack/contract/account';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** A theme a cookie names, or null for anything else (an old or forged value). */
export const parseTheme = (value: unknown): Theme | null =>
  THEMES.includes(value as Theme) ? (value as Theme) : null;

/**
 * The theme a page is rendered in: the account's when signed in, else the one this browser
 * remembered (a cookie, so the server knows it before the first paint), else the device's.
 */
export function themeOf(request: FastifyRequest): Theme {
  return request.viewer?.theme ?? parseTheme(request.cookies?.[THEME_COOKIE]) ?? 'system';
}

/** Remembers a theme in the browser: it stays after logging out. */
export function rememberTheme(reply: FastifyReply, theme: Theme, secure: boolean): void {
  reply.setCookie(THEME_COOKIE, theme, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: YEAR_SECONDS,
  });
}

/** The page's `<html>` carries the theme, so CSS paints it from the first frame (no script). */
export const withTheme = (html: string, theme: Theme) =>
  html.replace(/<html(\s|>)/, (_m, next: string) => `<html data-theme="${theme}"${next}`);
