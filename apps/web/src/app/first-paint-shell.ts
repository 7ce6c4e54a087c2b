/**
 * What a signed-in /dashboard shows before its scripts have run: the shell's frame (the header bar and the sidebar's
 * edge) and the page's heading block (the greeting with the seeker's name and the line under it), drawn by a small
 * classic script the dashboard's page (only it) names after `<div id="app">` (scripts/first-paint-shell.ts writes it at
 * build time, the API names it in the page it serves for `/` and /dashboard). On a
 * slow phone the app's JS takes a second or more to download and run; this paints what it would paint first, in the
 * same place, as soon as the stylesheet is there. React's first render replaces it (a new root clears its container).
 *
 * The function below is serialised into that script with `toString()`: it must not use anything from outside its own
 * body (no imports, no module variables), only its arguments.
 */

/** What {@link paintFirstShell} needs to know, all fixed at build time. */
export interface FirstShellSettings {
  /** The paths whose first render is the signed-in dashboard (`/` redirects to it). */
  paths: string[];
  /** localStorage key of the cached user (JSON with a `name`), which a signed-in seeker's browser keeps. */
  userKey: string;
  /** localStorage key of the chosen colour scheme ('light', 'dark' or 'auto'; light when absent). */
  colorSchemeKey: string;
  /** The greeting with `{{name}}` where the name goes (the locale's `dashboard.greeting`). */
  greeting: string;
  /** The line under the greeting (`dashboard.intro`). */
  intro: string;
  /** The name shown when the cached user has none (`shell.defaultUserName`). */
  defaultName: string;
  /** The shell's CSS ({@link firstShellStyles}), put in a `<style>` of the head when the shell is drawn. */
  styles: string;
}

/** Class of the first-paint shell's root element; its styles are {@link firstShellStyles}. */
export const FIRST_SHELL_CLASS = 'otk-first-shell';

/**
 * Draws the first-paint shell into `#app` when the page is a dashboard path, the browser keeps a signed-in user and
 * `#app` is still empty; also sets Mantine's colour-scheme attribute on `<html>` from the stored choice, so the frame
 * is drawn in the seeker's scheme. Anything unexpected (no storage, unreadable user) leaves the page as it is.
 * @param doc the document (`document`)
 * @param storage where the user and the scheme are kept (`localStorage`)
 * @param settings see {@link FirstShellSettings}
 * @param prefersDark whether the system asks for a dark scheme (read only for the 'auto' choice)
 * @returns whether the shell was drawn
 */
export function paintFirstShell(doc: Document, storage: Storage, settings: FirstShellSettings, prefersDark: () => boolean): boolean {
  try {
    const app = doc.getElementById('app');
    if (app === null || app.firstChild !== null) return false;
    if (settings.paths.indexOf(doc.location.pathname) === -1) return false;
    const raw = storage.getItem(settings.userKey);
    if (raw === null) return false;
    const user: unknown = JSON.parse(raw);
    if (typeof user !== 'object' || user === null) return false;
    const stored = (user as { name?: unknown }).name;
    const name = (typeof stored === 'string' ? stored.trim() : '') || settings.defaultName;
    const scheme = storage.getItem(settings.colorSchemeKey);
    const dark = scheme === 'dark' || (scheme === 'auto' && prefersDark());
    doc.documentElement.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
    const style = doc.createElement('style');
    style.textContent = settings.styles;
    doc.head.appendChild(style);

    const root = doc.createElement('div');
    root.className = 'otk-first-shell';
    root.setAttribute('aria-busy', 'true');
    const header = doc.createElement('div');
    header.className = 'otk-first-shell-header';
    const navbar = doc.createElement('div');
    navbar.className = 'otk-first-shell-navbar';
    const main = doc.createElement('div');
    main.className = 'otk-first-shell-main';
    const heading = doc.createElement('h1');
    // Split, not String.replace: a `$` in the name must stay as it is.
    heading.textContent = settings.greeting.split('{{name}}').join(name);
    const intro = doc.createElement('p');
    intro.textContent = settings.intro;
    main.appendChild(heading);
    main.appendChild(intro);
    root.appendChild(header);
    root.appendChild(navbar);
    root.appendChild(main);
    app.appendChild(root);
    return true;
  } catch {
    return false;
  }
}

/**
 * The first-paint shell's styles: the same geometry as the shell (components/layout/shell-frame.tsx:
 * a 60 px header, a 260 px sidebar hidden at 650 px or less, the page's 20 px padding) and the same type as the page
 * heading (components/page-header.tsx), so the greeting does not move when React draws the real one.
 * @param look the theme's body font and the dimmed text colour of each scheme (lib/theme.ts)
 * @returns CSS text
 */
export function firstShellStyles(look: { fontFamily: string; dimmedLight: string; dimmedDark: string }): string {
  const c = `.${FIRST_SHELL_CLASS}`;
  return [
    `${c}{font-family:${look.fontFamily};--otk-first-shell-border:var(--mantine-color-gray-3);--otk-first-shell-dimmed:${look.dimmedLight}}`,
    `[data-mantine-color-scheme=dark] ${c}{--otk-first-shell-border:var(--mantine-color-dark-4);--otk-first-shell-dimmed:${look.dimmedDark}}`,
    `${c}-header{position:fixed;top:0;left:0;right:0;height:60px;box-sizing:border-box;border-bottom:1px solid var(--otk-first-shell-border)}`,
    `${c}-navbar{position:fixed;top:60px;left:0;bottom:0;width:260px;box-sizing:border-box;border-right:1px solid var(--otk-first-shell-border)}`,
    `${c}-main{padding:80px 20px 20px 280px}`,
    `${c}-main h1{margin:0 0 4px;font-size:calc(1.625rem * var(--mantine-scale, 1));line-height:1.35;font-weight:700}`,
    `${c}-main p{margin:0;font-size:1rem;line-height:1.55;color:var(--otk-first-shell-dimmed)}`,
    `@media (max-width:40.625em){${c}-navbar{display:none}${c}-main{padding-left:20px}}`,
  ].join('');
}
