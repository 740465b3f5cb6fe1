// Types for bundle-size.mjs, imported by the web app's build config (pwa.config.ts) and e2e.
export declare const FIRST_LOAD_BUDGET_KB: number;
export declare const FIRST_LOAD_GOAL_KB: number;
/** The home page's first-load scripts in a built web app: absolute paths. */
export declare function homePageScripts(distDir: string): string[];
