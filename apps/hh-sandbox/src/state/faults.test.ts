import { describe, expect, it } from 'vitest';
import { FaultState, routeMatches } from './faults';

describe('fault routes', () => {
  it("match 'METHOD /path' and bare paths, the path and below it, with {…} wildcards", () => {
    expect(routeMatches('POST /negotiations', 'POST', '/negotiations')).toBe(true);
    expect(routeMatches('POST /negotiations', 'GET', '/negotiations')).toBe(false);
    expect(routeMatches('/vacancies', 'GET', '/vacancies/123?x=1')).toBe(true);
    expect(routeMatches('/vacancies', 'GET', '/vacancy')).toBe(false);
    expect(routeMatches('GET /resumes/{id}/similar_vacancies', 'GET', '/resumes/abc/similar_vacancies')).toBe(true);
    expect(routeMatches('GET /resumes/{id}/similar_vacancies', 'GET', '/resumes/mine')).toBe(false);
  });

  it('are used up after count hits', () => {
    const faults = new FaultState();
    faults.add({ route: '/me', kind: '429', count: 2 });
    expect(faults.take('GET', '/me', ['429'])).toBeDefined();
    expect(faults.take('GET', '/me', ['5xx'])).toBeUndefined();
    expect(faults.take('GET', '/me', ['429'])).toBeDefined();
    expect(faults.take('GET', '/me', ['429'])).toBeUndefined();
  });
});
