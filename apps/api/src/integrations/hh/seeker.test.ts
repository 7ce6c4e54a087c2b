import { describe, expect, it } from 'vitest';
import { systemClock } from '../../lib/clock';
import type { HhClient } from './hh-client';
import { createHhPort, SEEKER_OPERATIONS, type HhSeekerClient } from './seeker';
import type { HhSeekerTokens } from './seeker-tokens';

const resume = {
  id: 'r1',
  title: 'Аналитик',
  status: { id: 'published', name: 'Опубликовано' },
  access: { type: { id: 'clients', name: 'Видно работодателям' } },
  blocked: false,
  finished: true,
  can_publish_or_update: true,
  next_publish_at: null,
  updated_at: '2025-10-01T10:00:00+0300',
  alternate_url: 'https://hh.ru/resume/r1',
  url: 'https://api.hh.ru/resumes/r1',
};

/** An hh client that answers GET /resumes/mine and records which calls reached it. */
function oauthClient(reached: string[]): HhClient {
  return new Proxy({} as HhClient, {
    get: (_, name: string) => async () => {
      reached.push(name);
      if (name === 'myResumes') return { items: [resume], found: 1, page: 0, pages: 1, per_page: 100 };
      throw new Error(`unexpected hh call ${name}`);
    },
  });
}

const tokens: HhSeekerTokens = {
  read: async () => ({ accessToken: 'a', refreshToken: 'r', expiresAt: new Date(Date.now() + 3_600_000), version: 1 }),
  save: async () => true,
  drop: async () => undefined,
};

/** A browser transport whose every operation answers its name. */
function browserTransport(served: string[]): HhSeekerClient {
  return Object.fromEntries(
    SEEKER_OPERATIONS.map((name) => [
      name,
      async () => {
        served.push(name);
        return name === 'myResumes' ? [] : null;
      },
    ]),
  ) as unknown as HhSeekerClient;
}

describe('the hh port picks a transport per seeker, at every operation', () => {
  it('serves a seeker without a companion through OAuth, mapped into domain resumes', async () => {
    const reached: string[] = [];
    const port = createHhPort(oauthClient(reached), tokens, systemClock, { browserClient: async () => null });
    const mine = await port.forSeeker('u1').myResumes();
    expect(reached).toEqual(['myResumes']);
    expect(mine).toEqual([expect.objectContaining({ id: 'r1', status: 'published', can_apply: true, area: null })]);
  });

  it('serves a paired seeker through the browser transport and never calls hh with a token', async () => {
    const reached: string[] = [];
    const served: string[] = [];
    const companion = browserTransport(served);
    const port = createHhPort(oauthClient(reached), tokens, systemClock, {
      browserClient: async (userId) => (userId === 'paired' ? companion : null),
    });
    const seeker = port.forSeeker('paired');
    await seeker.myResumes();
    await seeker.findNegotiations({ vacancy_id: '1' });
    expect(served).toEqual(['myResumes', 'findNegotiations']);
    expect(reached).toEqual([]);
    await port.forSeeker('other').myResumes();
    expect(reached).toEqual(['myResumes']);
  });

  it('switches a seeker who pairs between two operations of the same client', async () => {
    const reached: string[] = [];
    const served: string[] = [];
    let paired = false;
    const companion = browserTransport(served);
    const port = createHhPort(oauthClient(reached), tokens, systemClock, { browserClient: async () => (paired ? companion : null) });
    const seeker = port.forSeeker('u1');
    await seeker.myResumes();
    paired = true;
    await seeker.myResumes();
    expect(reached).toEqual(['myResumes']);
    expect(served).toEqual(['myResumes']);
  });
});
