// Types for bundle-size.mjs, imported by the web app's build config (pwa.config.ts) and e2e.
/** The web app as `npm run build` leaves it. */
export declare const WEB_DIST: string;
export declare const FIRST_LOAD_BUDGET_KB: number;
export declare const FIRST_LOAD_GOAL_KB: number;
/** The home page's first-load scripts in a built web app: absolute paths. */
export declare function homePageScripts(distDir: string): string[];
export declare const WITH_RENDERER_GOAL_KB: number;
export declare const WITH_RENDERER_BUDGET_KB: number;
export declare const WITH_PLACEMENTS_BUDGET_KB: number;
/** For each renderer module: the first load plus what a message of its kind loads. */
export declare function withRendererByKind(
  distDir: string,
  options?: { placements?: boolean },
): { kind: string; files: string[] }[];
/** The heaviest of `withRendererByKind`: absolute paths. */
export declare function withRendererScripts(
  distDir: string,
  options?: { placements?: boolean },
): string[];
/** What `files` weigh together, gzip -9, in KB. */
export declare function gzipKb(files: string[]): number;
