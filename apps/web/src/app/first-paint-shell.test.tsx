import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firstShellScript } from '../../scripts/first-paint-shell';
import { type FirstShellSettings, paintFirstShell } from './first-paint-shell';

const SETTINGS: FirstShellSettings = {
  paths: ['/', '/dashboard'],
  userKey: 'cached-person',
  colorSchemeKey: 'scheme-choice',
  greeting: 'Добрый день, {{name}}.',
  intro: 'Коротко о том, что произошло за сегодня.',
  defaultName: 'гость',
  styles: '.otk-first-shell-main h1{letter-spacing:1px}',
};

/** The style elements the shell put in the head. */
function shellStyles(): HTMLStyleElement[] {
  return [...document.head.querySelectorAll('style')].filter((style) => style.textContent === SETTINGS.styles);
}

const never = () => false;
const always = () => true;

function app(): HTMLElement {
  const element = document.getElementById('app');
  if (element === null) throw new Error('no #app');
  return element;
}

function cacheUser(value: unknown): void {
  localStorage.setItem(SETTINGS.userKey, JSON.stringify(value));
}

describe('first-paint shell', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="app"></div>';
    document.documentElement.removeAttribute('data-mantine-color-scheme');
    for (const style of shellStyles()) style.remove();
    window.history.replaceState(null, '', '/dashboard');
  });
  afterEach(() => {
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it('draws the greeting with the cached name and the line under it on the dashboard, marked busy', () => {
    cacheUser({ name: '  Варвара  ', email: 'v@example.ru' });
    expect(paintFirstShell(document, localStorage, SETTINGS, never)).toBe(true);
    expect(app().querySelector('h1')?.textContent).toBe('Добрый день, Варвара.');
    expect(app().querySelector('p')?.textContent).toBe(SETTINGS.intro);
    expect(app().firstElementChild?.getAttribute('aria-busy')).toBe('true');
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
    expect(shellStyles()).toHaveLength(1);
  });

  it('also draws on the root path, which leads to the dashboard', () => {
    window.history.replaceState(null, '', '/');
    cacheUser({ name: 'Пётр' });
    expect(paintFirstShell(document, localStorage, SETTINGS, never)).toBe(true);
    expect(app().querySelector('h1')?.textContent).toBe('Добрый день, Пётр.');
  });

  it('leaves other pages and signed-out visitors with an empty page', () => {
    window.history.replaceState(null, '', '/login');
    cacheUser({ name: 'Пётр' });
    expect(paintFirstShell(document, localStorage, SETTINGS, never)).toBe(false);
    expect(app().childNodes).toHaveLength(0);

    window.history.replaceState(null, '', '/dashboard');
    localStorage.removeItem(SETTINGS.userKey);
    expect(paintFirstShell(document, localStorage, SETTINGS, never)).toBe(false);
    expect(app().childNodes).toHaveLength(0);
    expect(document.documentElement.hasAttribute('data-mantine-color-scheme')).toBe(false);
    expect(shellStyles()).toHaveLength(0);
  });

  it('does nothing when the stored user cannot be read', () => {
    localStorage.setItem(SETTINGS.userKey, '{not json');
    expect(paintFirstShell(document, localStorage, SETTINGS, never)).toBe(false);
    localStorage.setItem(SETTINGS.userKey, '"just a string"');
    expect(paintFirstShell(document, localStorage, SETTINGS, never)).toBe(false);
    expect(app().childNodes).toHaveLength(0);
  });

  it('falls back to the default name and shows any name as text, not markup', () => {
    cacheUser({ name: '   ' });
    paintFirstShell(document, localStorage, SETTINGS, never);
    expect(app().querySelector('h1')?.textContent).toBe('Добрый день, гость.');

    app().innerHTML = '';
    cacheUser({ name: '<img src=x> $& $1' });
    paintFirstShell(document, localStorage, SETTINGS, never);
    expect(app().querySelector('h1')?.textContent).toBe('Добрый день, <img src=x> $& $1.');
    expect(app().querySelector('img')).toBeNull();
  });

  it('draws in the stored colour scheme, asking the system only for the automatic choice', () => {
    cacheUser({ name: 'Ира' });
    localStorage.setItem(SETTINGS.colorSchemeKey, 'dark');
    paintFirstShell(document, localStorage, SETTINGS, never);
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');

    for (const [prefersDark, expected] of [
      [always, 'dark'],
      [never, 'light'],
    ] as const) {
      app().innerHTML = '';
      localStorage.setItem(SETTINGS.colorSchemeKey, 'auto');
      paintFirstShell(document, localStorage, SETTINGS, prefersDark);
      expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe(expected);
    }
  });

  it('never draws over a page the app has already rendered', () => {
    cacheUser({ name: 'Ира' });
    app().innerHTML = '<main>уже здесь</main>';
    expect(paintFirstShell(document, localStorage, SETTINGS, never)).toBe(false);
    expect(app().textContent).toBe('уже здесь');
  });

  it('runs as the built classic script, and the first React render replaces it', () => {
    cacheUser({ name: 'Оля' });
    new Function(firstShellScript(SETTINGS))();
    expect(app().querySelector('h1')?.textContent).toBe('Добрый день, Оля.');

    // Testing Library renders through createRoot on the given container, as main.tsx does.
    render(<h1>страница приложения</h1>, { container: app() });
    expect(app().querySelectorAll('h1')).toHaveLength(1);
    expect(app().textContent).toBe('страница приложения');
  });
});
