/**
 * The event log's code (runtime.ts) as one chunk, fetched at the first card or page view, so the
 * home page's first load stays within its budget (e2e/budget.spec.ts).
 */
export const loadEventLog = () => import('./runtime.ts');
