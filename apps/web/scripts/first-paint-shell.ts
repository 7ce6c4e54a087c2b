// Build step: the first-paint shell of a signed-in /dashboard (src/app/first-paint-shell.ts). Writes its script as
// assets/first-shell-<hash>.js (a classic script: the Content-Security-Policy allows scripts from the origin only, no
// inline ones) and names it in index.html right after <div id="app">, with its styles in the head. The texts come from
// the Russian locale, the language every first render shows (main.tsx).
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { type FirstShellSettings, firstShellStyles, paintFirstShell } from '../src/app/first-paint-shell.ts';

/** The theme values the shell's styles repeat (lib/theme.ts). */
export interface FirstShellLook {
  fontFamily: string;
  dimmedLight: string;
  dimmedDark: string;
}

/**
 * The classic script that draws the shell: {@link paintFirstShell} with the build's settings. Storage that cannot be
 * read (disabled cookies and storage) leaves the page as it is.
 * @param settings see {@link FirstShellSettings}
 * @returns JavaScript source
 */
export function firstShellScript(settings: FirstShellSettings): string {
  return `try{(${paintFirstShell.toString()})(document,localStorage,${JSON.stringify(settings)},function(){return matchMedia('(prefers-color-scheme: dark)').matches})}catch(e){}\n`;
}

/**
 * The plugin: emits the script and names it and the styles in index.html (build only; the dev server has no shell).
 * @param settings the paths, storage keys and texts
 * @param look the theme values the styles repeat
 * @throws at build time when index.html has no `<div id="app"></div>`
 */
export function firstPaintShell(settings: FirstShellSettings, look: FirstShellLook): Plugin {
  const source = firstShellScript(settings);
  const fileName = `assets/first-shell-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
  let base = '/';
  return {
    name: 'otklik:first-paint-shell',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml(html) {
      const app = '<div id="app"></div>';
      if (!html.includes(app)) throw new Error(`first-paint-shell: index.html has no ${app}`);
      return {
        html: html.replace(app, `${app}\n    <script src="${base}${fileName}"></script>`),
        tags: [{ tag: 'style', children: firstShellStyles(look), injectTo: 'head' }],
      };
    },
  };
}
