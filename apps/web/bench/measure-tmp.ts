import { chromium } from 'playwright-core';
import { measureFirstPaint, SLOW_MOBILE } from '/work/wt-20/apps/web/bench/first-paint.ts';
const BASE = 'http://127.0.0.1:18300';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const email = `m-${Date.now()}@example.ru`;
await fetch(`${BASE}/api/auth/register`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email, password: 'bench password 1', name: 'Бенч' }),
});
const ctx0 = await browser.newContext({ baseURL: BASE });
const p0 = await ctx0.newPage();
await p0.goto('/login');
await p0.getByLabel('Email').fill(email);
await p0.getByLabel('Пароль').fill('bench password 1');
await p0.getByRole('button', { name: 'Войти', exact: true }).click();
await p0.waitForURL(/\/(dashboard|connect)/);
const state = await ctx0.storageState();
await ctx0.close();
for (const [path, st] of [
  ['/login', undefined],
  ['/dashboard', state],
] as const) {
  for (const throttle of [undefined, process.env.THROTTLE ? SLOW_MOBILE : undefined]) {
    if (throttle === undefined && process.env.THROTTLE) continue;
    const ctx = await browser.newContext({ baseURL: BASE, ...(st ? { storageState: st } : {}) });
    const page = await ctx.newPage();
    const r = await measureFirstPaint(page, path, {
      throttle,
      ready: async (p) => {
        await p.locator('h1').first().waitFor();
        await p.waitForLoadState('networkidle');
      },
    });
    console.log(path, throttle ? 'throttled' : '', 'lcp', r.lcpMs, 'requests', r.requests.length, 'depth', r.depth);
    console.log('  chain:', r.chain.map((u) => u.replace(BASE, '')).join(' → '));
    if (process.env.V) for (const q of r.requests) console.log('   ', q.depth, q.startMs, q.url.replace(BASE, ''), '<-', q.parent?.replace(BASE, ''));
    await ctx.close();
  }
}
await browser.close();
