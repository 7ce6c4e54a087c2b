/**
 * Everything the pages around TanStack Query load lazily, behind one dynamic import: the query root (with the shell and
 * the trial feedback prompt) and the API transport the session guard uses. One import is one chunk to fetch (and to name
 * in a page's head), where five imports made five round-trip-sized files; /login's first load has none of it.
 */
export { QueryRoot } from './query-root';
// The dashboard, the page a signed-in visit usually opens, comes in this chunk too: one request less before its first paint.
export { Component as DashboardPage } from './routes/dashboard';
export { refreshSession } from '@/lib/api/clients';
export { validateHhIntegration } from '@/lib/api/validate-hh';
