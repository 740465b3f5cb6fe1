/**
 * The route table's rules (page kind, landing page type), loaded once in a chunk of their own:
 * the first load carries none of the table (e2e/budget.spec.ts). Asked for when the app starts.
 */
let rules: Promise<typeof import('@tack/contract/routes')> | null = null;
export const routeRules = () => (rules ??= import('@tack/contract/routes'));
