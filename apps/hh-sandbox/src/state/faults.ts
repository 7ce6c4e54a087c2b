import { HH_APPLY_ERRORS, type HhApplyErrorValue } from '@otklik/hh-contract';
import { z } from 'zod';

/**
 * Fault kinds the control API can inject (brief: latency, 429, 5xx, hangs, token expiry), and `refusal`: POST
 * /negotiations refuses the application with hh's negotiations error `value` (default test_required), as hh does for a
 * vacancy that requires a test or an employer that refuses API responses — after the token and the form were checked.
 */
export const FAULT_KINDS = ['latency', '429', '5xx', 'hang', 'token_expired', 'refusal'] as const;

/** hh's negotiations error values a `refusal` fault may answer with (HH_APPLY_ERRORS). */
const REFUSAL_VALUES = Object.keys(HH_APPLY_ERRORS) as [HhApplyErrorValue, ...HhApplyErrorValue[]];

/**
 * POST /__control/faults body. `route` is 'METHOD /path' or a bare path; a path matches itself and everything
 * below it, and `{…}` segments match any one segment ('GET /vacancies/{id}'). `ms`: the delay for latency, how
 * long a hang lasts before the connection is dropped (default 5 min). `count`: how many requests it hits
 * (default: all until DELETE /__control/faults). `status`: the 5xx status (default 503). `value`: a refusal's hh error
 * value (default test_required).
 */
export const faultSpecSchema = z.object({
  route: z.string().regex(/^([A-Z]+ )?\/\S*$/, "expected 'METHOD /path' or '/path'"),
  kind: z.enum(FAULT_KINDS),
  ms: z.number().int().min(0).max(600_000).optional(),
  count: z.number().int().positive().optional(),
  status: z.number().int().min(500).max(599).optional(),
  value: z.enum(REFUSAL_VALUES).optional(),
});
export type FaultSpec = z.infer<typeof faultSpecSchema>;

/** An active fault with its remaining hits (null = unlimited). */
export interface Fault extends FaultSpec {
  id: number;
  remaining: number | null;
}

/** Faults registered through the control API, matched against each API request (control routes excluded). */
export class FaultState {
  private faults: Fault[] = [];
  private sequence = 0;

  /** Registers a fault and returns it. */
  add(spec: FaultSpec): Fault {
    const fault: Fault = { ...spec, id: ++this.sequence, remaining: spec.count ?? null };
    this.faults.push(fault);
    return fault;
  }

  /** Removes every fault. */
  clear(): void {
    this.faults = [];
  }

  /** The active faults. */
  list(): Fault[] {
    return this.faults.slice();
  }

  /**
   * The first fault matching this request, of the given kinds; its remaining count drops by one and it is removed
   * once used up.
   */
  take(method: string, path: string, kinds: readonly Fault['kind'][]): Fault | undefined {
    const fault = this.faults.find((f) => kinds.includes(f.kind) && routeMatches(f.route, method, path));
    if (!fault) return undefined;
    if (fault.remaining !== null && --fault.remaining <= 0) this.faults = this.faults.filter((f) => f !== fault);
    return fault;
  }
}

/** True when the fault route ('METHOD /path' or '/path', with {…} wildcards) covers this request. */
export function routeMatches(route: string, method: string, path: string): boolean {
  const space = route.indexOf(' ');
  const routeMethod = space > 0 ? route.slice(0, space) : null;
  const routePath = space > 0 ? route.slice(space + 1) : route;
  if (routeMethod !== null && routeMethod !== method.toUpperCase()) return false;
  const want = routePath.split('/').filter(Boolean);
  const have = path.split('?')[0]!.split('/').filter(Boolean);
  if (have.length < want.length) return false;
  return want.every((segment, i) => (segment.startsWith('{') && segment.endsWith('}')) || segment === have[i]);
}
