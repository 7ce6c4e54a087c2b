import { hasForbiddenCharacter } from '@otklik/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

/** Deepest nesting the check walks (bodies are ≤ 256 KiB JSON; deeper structures are refused by the schemas anyway). */
const MAX_DEPTH = 32;

/**
 * Where in `value` the first string (or object key) with a forbidden character is, as a dotted path ('name',
 * 'areas.0.name'), or null when there is none. See {@link hasForbiddenCharacter} for which characters.
 */
export function findForbiddenText(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return hasForbiddenCharacter(value) ? path || '(value)' : null;
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH || ArrayBuffer.isView(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (hasForbiddenCharacter(key)) return itemPath;
    const found = findForbiddenText(item, itemPath, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Refuses bad text at the edge with a clear 400 instead of a 500, before any route's validation: a NUL or another control
 * character (tab, line feed and carriage return are fine) or an unpaired UTF-16 surrogate in any string of the body
 * (JSON or form), the query string or the path parameters → 400 `invalid_text`, whose detail names the field, e.g.
 * "Field 'name' contains a control character or an unpaired surrogate". Such text would otherwise reach PostgreSQL
 * (which refuses NUL: a 500) or hh's paths. Applied to the root instance, so it covers every route.
 */
export function registerInputHygiene(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const value of [request.params, request.query, request.body]) {
      const field = findForbiddenText(value);
      if (field !== null) {
        throw new AppError('invalid_text', { detail: `Field '${field}' contains a control character or an unpaired surrogate` });
      }
    }
  });
}
