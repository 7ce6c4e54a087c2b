import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_DETAIL, type CurrentSubscription, ERROR_CATALOGUE, HH_DETAIL } from '@otklik/contracts';
import { STORAGE_KEYS } from '@/lib/storage/session-store';
import ru from '@/locales/ru.json';
import { anna, apiError, resume, sessionHandlers, validateHandler } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import { recordRequests, server } from '@/test/server';

const HOUR_MS = 3_600_000;
const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();
const TRIAL: CurrentSubscription = {
  is_cancelled: false,
  plan_id: 'trial',
  trial_end: inMs(3 * 24 * HOUR_MS),
  subscription_expiry: null,
  daily_quota: 10,
  next_renewal: null,
  pending_plan_id: null,
  provider: null,
  payment_status: 'trial',
};
const PAID: CurrentSubscription = {
  is_cancelled: false,
  plan_id: 'pro',
  trial_end: null,
  subscription_expiry: inMs(30 * 24 * HOUR_MS),
  daily_quota: 50,
  next_renewal: null,
  pending_plan_id: null,
  provider: 'yookassa',
  payment_status: 'active',
};

/**
 * The calls the shell makes on every page: the subscription (GET /api/subscription/current), the daily counter,
 * the bell's have_notifications and the support link.
 */
function shellHandlers({
  subscription = TRIAL,
  count = { current_applications: 2, total_applications: 20 },
}: { subscription?: CurrentSubscription | (() => Promise<Response>); count?: { current_applications: number; total_applications: number } } = {}) {
  return [
    http.get('/api/subscription/current', () => (typeof subscription === 'function' ? subscription() : HttpResponse.json(subscription))),
    http.get('/api/applications/count', () => HttpResponse.json(count)),
    http.post('/notifications/have_notifications', () => HttpResponse.json(false)),
    http.get('/api/support/link', () => HttpResponse.json({ url: `https://t.me/otklik_support_bot?start=${anna.user_id}` })),
  ];
}

/** Makes `(max-width: 650px)` match, as in a browser window at most 650 px wide (the mobile breakpoint). */
function useMobileViewport() {
  const original = window.matchMedia;
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: /max-width:\s*40\.625em/.test(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
  return () => {
    window.matchMedia = original;
  };
}

let restoreViewport: (() => void) | null = null;
afterEach(() => {
  restoreViewport?.();
  restoreViewport = null;
});

function signedIn(name: string | null = anna.name) {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ ...anna, name }));
  localStorage.setItem(STORAGE_KEYS.hhIntegrated, 'true');
}

describe('shell: header, side menu and the page', () => {
  it('shows the header, the side menu in spec order (Vacancies hidden on the trial) and the user name', async () => {
    signedIn();
    server.use(...sessionHandlers(), ...shellHandlers());
    renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Основное меню' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Дашборд', '/dashboard'],
      ['Позиции', '/position'],
      ['Отклики', '/responses'],
      ['Подписка', '/subscription'],
      ['Интервью', '/interview'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Дашборд' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Отклик — на дашборд' })).toHaveAttribute('href', '/dashboard');
    const hhAccount = screen.getByRole('link', { name: 'Аккаунт HH.ru' });
    expect(hhAccount).toHaveAttribute('href', 'https://hh.ru/applicant/resumes');
    expect(hhAccount).toHaveAttribute('target', '_blank');
    expect(screen.getAllByText('Анна').length).toBeGreaterThanOrEqual(2);
  });

  it("shows 'Пользователь' when the name is unknown, and the user menu entries", async () => {
    signedIn(null);
    server.use(...sessionHandlers(), ...shellHandlers());
    const app = renderApp('/interview');
    await app.user.click(await screen.findByRole('button', { name: 'Пользователь' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Мой профиль', 'Перейти в аккаунт HH.ru', 'Выйти из HH.ru', 'Выйти']);
    await app.user.click(within(menu).getByRole('menuitem', { name: 'Мой профиль' }));
    expect(await screen.findByRole('heading', { name: 'Мой профиль' })).toBeInTheDocument();
    expect(app.location()).toBe('/profile');
  });

  it("'Выйти из HH.ru' disconnects hh, clears the flag and goes to /connect", async () => {
    signedIn();
    const state = { integrated: true };
    server.use(
      ...shellHandlers(),
      validateHandler(true),
      http.get('/api/hh/validate', () =>
        state.integrated ? HttpResponse.json({ detail: HH_DETAIL.tokenValid }) : apiError('hh_not_integrated', { status: 401 }),
      ),
      http.post('/api/hh/logout', () => {
        state.integrated = false;
        return HttpResponse.json({ detail: HH_DETAIL.loggedOut });
      }),
    );
    const app = renderApp('/interview');
    const nav = await screen.findByRole('navigation', { name: 'Основное меню' });
    await app.user.click(within(nav.parentElement!).getByRole('button', { name: 'Выйти из HH.ru' }));
    expect(await screen.findByRole('button', { name: 'Подключить HH.ru' })).toBeInTheDocument();
    expect(app.location()).toBe('/connect');
    expect(localStorage.getItem(STORAGE_KEYS.hhIntegrated)).toBe('false');
  });

  it("'Выйти из HH.ru' answered with 401 clears the cached session and goes to /login", async () => {
    signedIn();
    let sessionAlive = true;
    server.use(
      ...shellHandlers(),
      http.get('/api/auth/validate', () => (sessionAlive ? HttpResponse.json({ detail: AUTH_DETAIL.tokenValid }) : apiError('unauthenticated'))),
      http.get('/api/hh/validate', () => HttpResponse.json({ detail: HH_DETAIL.tokenValid })),
      http.post('/api/hh/logout', () => {
        sessionAlive = false;
        return apiError('unauthenticated');
      }),
      http.post('/api/auth/refresh', () => apiError('refresh_invalid')),
    );
    const app = renderApp('/interview');
    await app.user.click(await screen.findByRole('button', { name: 'Выйти из HH.ru' }));
    expect(await screen.findByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(app.location()).toBe('/login');
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it("shows 'Не удалось выйти из аккаунта HH.ru' when hh logout fails", async () => {
    signedIn();
    server.use(
      ...sessionHandlers(),
      ...shellHandlers(),
      http.post('/api/hh/logout', () => apiError('hh_logout_failed')),
    );
    const app = renderApp('/interview');
    await app.user.click(await screen.findByRole('button', { name: 'Выйти из HH.ru' }));
    expect(await screen.findByText('Не удалось выйти из аккаунта HH.ru')).toBeInTheDocument();
    expect(app.location()).toBe('/interview');
    expect(localStorage.getItem(STORAGE_KEYS.hhIntegrated)).toBe('true');
  });

  it("'Выйти' signs out, clears the cache and goes to /login", async () => {
    signedIn();
    let sessionAlive = true;
    server.use(
      ...shellHandlers(),
      http.get('/api/auth/validate', () => (sessionAlive ? HttpResponse.json({ detail: AUTH_DETAIL.tokenValid }) : apiError('unauthenticated'))),
      http.get('/api/hh/validate', () => HttpResponse.json({ detail: HH_DETAIL.tokenValid })),
      http.post('/api/auth/logout', () => {
        sessionAlive = false;
        return HttpResponse.json({ detail: AUTH_DETAIL.loggedOut });
      }),
    );
    const calls = recordRequests();
    const app = renderApp('/dashboard');
    await app.user.click(await screen.findByRole('button', { name: 'Анна' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Выйти' }));
    expect(await screen.findByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(app.location()).toBe('/login');
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(calls.count('POST', '/api/auth/logout')).toBe(1);
  });

  it("shows the server detail, or 'Logout failed', when sign-out fails", async () => {
    signedIn();
    server.use(
      ...sessionHandlers(),
      ...shellHandlers(),
      http.post('/api/auth/logout', () => new HttpResponse(null, { status: 500 })),
    );
    const app = renderApp('/dashboard');
    await app.user.click(await screen.findByRole('button', { name: 'Анна' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Выйти' }));
    expect(await screen.findByText('Logout failed')).toBeInTheDocument();
    expect(app.location()).toBe('/dashboard');

    // A coded failure shows that code's message in Russian, never the server's English detail.
    server.use(http.post('/api/auth/logout', () => apiError('rate_limited')));
    await app.user.click(await screen.findByRole('button', { name: 'Анна' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Выйти' }));
    expect(await screen.findByText(ru.errors.rate_limited)).toBeInTheDocument();
    expect(screen.queryByText(ERROR_CATALOGUE.rate_limited.detail)).not.toBeInTheDocument();
    expect(app.location()).toBe('/dashboard');
  });

  it('switches to the dark theme and remembers the choice', async () => {
    signedIn();
    server.use(...sessionHandlers(), ...shellHandlers());
    const app = renderApp('/dashboard');
    await app.user.click(await screen.findByRole('button', { name: 'Включить тёмную тему' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark'));
    expect(localStorage.getItem('otklik-color-scheme')).toBe('dark');
    expect(screen.getByRole('button', { name: 'Включить светлую тему' })).toBeInTheDocument();
  });
});

describe('side menu: its entries follow the subscription state', () => {
  const menuLabels = async () =>
    within(await screen.findByRole('navigation', { name: 'Основное меню' }))
      .getAllByRole('link')
      .map((link) => link.textContent);

  it('shows Vacancies → /vacancy last once the check finished with a paid state', async () => {
    signedIn();
    server.use(...sessionHandlers(), ...shellHandlers({ subscription: PAID }));
    renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Основное меню' });
    expect(await within(nav).findByRole('link', { name: 'Вакансии' })).toHaveAttribute('href', '/vacancy');
    expect(await menuLabels()).toEqual(['Дашборд', 'Позиции', 'Отклики', 'Подписка', 'Интервью', 'Вакансии']);
  });

  it('hides Vacancies during the trial', async () => {
    signedIn();
    server.use(...sessionHandlers(), ...shellHandlers({ subscription: TRIAL }));
    const calls = recordRequests();
    renderApp('/dashboard');
    await waitFor(() => expect(calls.count('GET', '/api/subscription/current')).toBeGreaterThan(0));
    await screen.findByText('2 из 20 откликов за день');
    expect(await menuLabels()).not.toContain('Вакансии');
  });

  it('hides Vacancies once no plan grants access (the plan lapsed or the trial is over: no active paid state)', async () => {
    signedIn();
    const LAPSED: CurrentSubscription = { ...PAID, plan_id: null, daily_quota: 0, payment_status: 'lapsed', provider: null, next_renewal: null };
    server.use(...sessionHandlers(), ...shellHandlers({ subscription: LAPSED, count: { current_applications: 0, total_applications: 0 } }));
    const calls = recordRequests();
    renderApp('/dashboard');
    await waitFor(() => expect(calls.count('GET', '/api/subscription/current')).toBeGreaterThan(0));
    await screen.findByText('0 из 0 откликов за день');
    expect(await menuLabels()).not.toContain('Вакансии');
  });

  it('hides Vacancies until the subscription check finishes', async () => {
    signedIn();
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      ...sessionHandlers(),
      ...shellHandlers({
        subscription: async () => {
          await answered;
          return HttpResponse.json(PAID);
        },
      }),
    );
    const calls = recordRequests();
    renderApp('/dashboard');
    await waitFor(() => expect(calls.count('GET', '/api/subscription/current')).toBeGreaterThan(0));
    expect(await menuLabels()).not.toContain('Вакансии');
    answer();
    const nav = screen.getByRole('navigation', { name: 'Основное меню' });
    expect(await within(nav).findByRole('link', { name: 'Вакансии' })).toBeInTheDocument();
  });

  it('hides Vacancies when the check fails', async () => {
    signedIn();
    server.use(...sessionHandlers(), ...shellHandlers({ subscription: async () => apiError('internal') }));
    const calls = recordRequests();
    renderApp('/dashboard');
    await waitFor(() => expect(calls.count('GET', '/api/subscription/current')).toBeGreaterThan(0));
    await screen.findByText('2 из 20 откликов за день');
    expect(await menuLabels()).not.toContain('Вакансии');
  });

  it('shows «Консоль поддержки» → /admin last to an admin (GET /api/admin/me)', async () => {
    signedIn();
    server.use(
      ...sessionHandlers(),
      ...shellHandlers(),
      http.get('/api/admin/me', () => HttpResponse.json({ is_admin: true })),
    );
    renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Основное меню' });
    expect(await within(nav).findByRole('link', { name: 'Консоль поддержки' })).toHaveAttribute('href', '/admin');
    expect(await menuLabels()).toEqual(['Дашборд', 'Позиции', 'Отклики', 'Подписка', 'Интервью', 'Консоль поддержки']);
  });

  it('hides «Консоль поддержки» from a seeker who is not an admin', async () => {
    signedIn();
    let answered = 0;
    server.use(
      ...sessionHandlers(),
      ...shellHandlers(),
      http.get('/api/admin/me', () => {
        answered += 1;
        return HttpResponse.json({ is_admin: false });
      }),
    );
    renderApp('/dashboard');
    await waitFor(() => expect(answered).toBeGreaterThan(0));
    await screen.findByText('2 из 20 откликов за день');
    expect(await menuLabels()).toEqual(['Дашборд', 'Позиции', 'Отклики', 'Подписка', 'Интервью']);
  });

  it('highlights Positions on /resumes', async () => {
    signedIn();
    server.use(
      ...sessionHandlers(),
      ...shellHandlers(),
      http.get('/api/resumes', () => HttpResponse.json({ items: [resume()] })),
    );
    renderApp('/resumes');
    const nav = await screen.findByRole('navigation', { name: 'Основное меню' });
    expect(within(nav).getByRole('link', { name: 'Позиции' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Дашборд' })).not.toHaveAttribute('aria-current');
  });
});

describe('sidebar at 650 px and below: a burger opens it', () => {
  it('starts closed; the burger opens and closes the overlay', async () => {
    restoreViewport = useMobileViewport();
    signedIn();
    server.use(...sessionHandlers(), ...shellHandlers());
    const app = renderApp('/dashboard');
    const burger = await screen.findByRole('button', { name: 'Показать или скрыть меню' });
    expect(burger).toHaveAttribute('aria-controls', 'app-navbar');
    await waitFor(() => expect(burger).toHaveAttribute('aria-expanded', 'false'));
    await app.user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    await app.user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the overlay on a click in the main content outside it, and after choosing an entry', async () => {
    restoreViewport = useMobileViewport();
    signedIn();
    server.use(...sessionHandlers(), ...shellHandlers());
    const app = renderApp('/dashboard');
    const burger = await screen.findByRole('button', { name: 'Показать или скрыть меню' });
    await waitFor(() => expect(burger).toHaveAttribute('aria-expanded', 'false'));
    await app.user.click(burger);
    await app.user.click(screen.getByRole('main'));
    expect(burger).toHaveAttribute('aria-expanded', 'false');

    await app.user.click(burger);
    await app.user.click(within(screen.getByRole('navigation', { name: 'Основное меню' })).getByRole('link', { name: 'Подписка' }));
    expect(burger).toHaveAttribute('aria-expanded', 'false');
  });

  it('on desktop a click in the main content leaves the sidebar open', async () => {
    signedIn();
    server.use(...sessionHandlers(), ...shellHandlers());
    const app = renderApp('/dashboard');
    const burger = await screen.findByRole('button', { name: 'Показать или скрыть меню' });
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    await app.user.click(screen.getByRole('main'));
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    await app.user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows icon buttons for instructions, support and sign out in the footer on mobile', async () => {
    restoreViewport = useMobileViewport();
    signedIn();
    let sessionAlive = true;
    server.use(
      ...shellHandlers(),
      http.get('/api/auth/validate', () => (sessionAlive ? HttpResponse.json({ detail: AUTH_DETAIL.tokenValid }) : apiError('unauthenticated'))),
      http.get('/api/hh/validate', () => HttpResponse.json({ detail: HH_DETAIL.tokenValid })),
      http.post('/api/auth/logout', () => {
        sessionAlive = false;
        return HttpResponse.json({ detail: AUTH_DETAIL.loggedOut });
      }),
    );
    const app = renderApp('/dashboard');
    const icons = await screen.findByRole('group', { name: 'Помощь и выход' });
    const support = await within(icons).findByRole('link', { name: 'Поддержка' });
    expect(support).toHaveAttribute('href', `https://t.me/otklik_support_bot?start=${anna.user_id}`);
    expect(support).toHaveAttribute('target', '_blank');
    await app.user.click(within(icons).getByRole('button', { name: 'Инструкция' }));
    expect(await screen.findByRole('dialog', { name: 'Инструкция' })).toBeInTheDocument();
    await app.user.click(within(screen.getByRole('dialog', { name: 'Инструкция' })).getByRole('button', { name: 'Закрыть' }));
    await app.user.click(within(icons).getByRole('button', { name: 'Выйти' }));
    expect(await screen.findByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(app.location()).toBe('/login');
  });
});

describe('sidebar footer and header', () => {
  it("has the daily counter, 'Инструкция' opening the dialog and 'Поддержка' opening the bot with start=user_id", async () => {
    signedIn();
    server.use(...sessionHandlers(), ...shellHandlers({ count: { current_applications: 7, total_applications: 20 } }));
    const app = renderApp('/dashboard');
    expect(await screen.findByText('7 из 20 откликов за день')).toBeInTheDocument();
    const support = await screen.findByRole('link', { name: 'Поддержка' });
    expect(support).toHaveAttribute('href', `https://t.me/otklik_support_bot?start=${anna.user_id}`);
    expect(support).toHaveAttribute('target', '_blank');
    expect(support).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('group', { name: 'Помощь и выход' })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Инструкция' }));
    const dialog = await screen.findByRole('dialog', { name: 'Инструкция' });
    expect(within(dialog).getByRole('button', { name: 'Не проходит оплата' })).toBeInTheDocument();
  });

  it("has the notification bell in the header, asking for the signed-in user's notifications", async () => {
    signedIn();
    server.use(...sessionHandlers(), ...shellHandlers());
    const calls = recordRequests();
    renderApp('/dashboard');
    expect(await screen.findByRole('button', { name: 'Уведомления' })).toBeInTheDocument();
    await waitFor(() => expect(calls.count('POST', '/notifications/have_notifications')).toBeGreaterThan(0));
    const check = calls.requests.find((request) => request.path === '/notifications/have_notifications')!;
    await waitFor(() => expect(JSON.parse(check.body)).toEqual({ user_id: anna.user_id }));
  });

  it("shows the 'limit reached' box to a trial user at the limit too (paid or trial-active)", async () => {
    signedIn();
    server.use(...sessionHandlers(), ...shellHandlers({ subscription: TRIAL, count: { current_applications: 10, total_applications: 10 } }));
    renderApp('/dashboard');
    const box = await screen.findByRole('alert', { name: 'Дневной лимит откликов исчерпан' });
    expect(within(box).getByRole('link', { name: 'Увеличить количество' })).toHaveAttribute('href', '/subscription?showUpsell=true');
    expect(screen.queryByRole('link', { name: 'Вакансии' })).not.toBeInTheDocument();
  });

  it("shows the 'limit reached' box for a paid user at the limit", async () => {
    signedIn();
    server.use(...sessionHandlers(), ...shellHandlers({ subscription: PAID, count: { current_applications: 20, total_applications: 20 } }));
    renderApp('/dashboard');
    const box = await screen.findByRole('alert', { name: 'Дневной лимит откликов исчерпан' });
    expect(within(box).getByRole('link', { name: 'Увеличить количество' })).toHaveAttribute('href', '/subscription?showUpsell=true');
  });
});

describe('trial-end feedback prompt in the app', () => {
  it('opens on a shell page in the last 4 hours of the trial', async () => {
    signedIn();
    server.use(...sessionHandlers(), ...shellHandlers({ subscription: { ...TRIAL, trial_end: inMs(HOUR_MS) } }));
    renderApp('/dashboard');
    expect(await screen.findByRole('dialog', { name: 'Как вам Отклик?' })).toBeInTheDocument();
    expect(localStorage.getItem('trialEndFeedbackShown')).toBe('true');
  });

  it('does not open on /connect', async () => {
    signedIn();
    localStorage.setItem(STORAGE_KEYS.hhIntegrated, 'false');
    server.use(
      ...sessionHandlers({ integrated: false }),
      ...shellHandlers({ subscription: { ...TRIAL, trial_end: inMs(HOUR_MS) } }),
      http.get('/api/hh/generate-link', () => HttpResponse.json({ registration_link: 'http://127.0.0.1:8090/oauth/authorize?x=1' })),
    );
    const calls = recordRequests();
    renderApp('/connect');
    expect(await screen.findByRole('button', { name: 'Подключить HH.ru' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Как вам Отклик?' })).not.toBeInTheDocument();
    expect(calls.count('GET', '/api/subscription/current')).toBe(0);
    expect(localStorage.getItem('trialEndFeedbackShown')).toBeNull();
  });
});
