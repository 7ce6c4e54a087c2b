/**
 * Everything the pages around TanStack Query load lazily, behind one dynamic import: the query root (with the shell and
 * the trial feedback prompt) and the API transport the session guard uses. One import is one chunk to fetch (and to name
 * in a page's head), where five imports made five round-trip-sized files; /login's first load has none of it.
 */
export { QueryRoot } from './query-root';
export { refreshSession } from '@/lib/api/clients';
export { validateHhIntegration } from '@/lib/api/validate-hh';
