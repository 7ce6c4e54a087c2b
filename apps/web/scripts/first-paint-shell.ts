// Build step: the first-paint shell of a signed-in /dashboard (src/app/first-paint-shell.ts). Writes its script as
// assets/first-shell-<hash>.js, a classic script (the Content-Security-Policy allows scripts from the origin only, no
// inline ones) that carries its styles too; the route preloads name it for `/` and /dashboard (vite.config.ts), and the
// API puts it right after <div id="app"> in those pages only, so no other page downloads it. The texts come from the
// Russian locale, the language every first render shows (main.tsx).
import { createHash } from 'node:crypto';
import { type Plugin, minifySync } from 'vite';
import { type FirstShellSettings, firstShellStyles, paintFirstShell } from '../src/app/first-paint-shell.ts';

/** The settings the plugin is given: the styles are made from {@link FirstShellLook}. */
export type FirstShellTexts = Omit<FirstShellSettings, 'styles'>;

/** The theme values the shell's styles repeat (lib/theme.ts). */
export interface FirstShellLook {
  fontFamily: string;
  dimmedLight: string;
  dimmedDark: string;
}

/**
 * The classic script that draws the shell: {@link paintFirstShell} with the build's settings, minified (about
 * 0.9 kB gzipped with its styles). Storage that cannot be read (disabled cookies and storage) leaves the page as it is.
 * @param settings see {@link FirstShellSettings}
 * @returns JavaScript source
 * @throws when the minifier reports an error
 */
export function firstShellScript(settings: FirstShellSettings): string {
  const source = `try{(${paintFirstShell.toString()})(document,localStorage,${JSON.stringify(settings)},function(){return matchMedia('(prefers-color-scheme: dark)').matches})}catch(e){}`;
  const { code, errors } = minifySync('first-shell.js', source, { compress: true, mangle: true });
  if (errors.length > 0) throw new Error(`first-paint-shell: ${errors.map((error) => error.message).join('; ')}`);
  return code;
}

/**
 * The plugin, and the script's file name (relative to the build folder; fixed by its content) for the route preloads.
 * Build only: the dev server draws no shell.
 * @param texts the paths, storage keys and texts
 * @param look the theme values the styles repeat
 */
export function firstPaintShell(texts: FirstShellTexts, look: FirstShellLook): { plugin: Plugin; fileName: string } {
  const source = firstShellScript({ ...texts, styles: firstShellStyles(look) });
  const fileName = `assets/first-shell-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
  return {
    fileName,
    plugin: {
      name: 'otklik:first-paint-shell',
      apply: 'build',
      generateBundle() {
        this.emitFile({ type: 'asset', fileName, source });
      },
    },
  };
}
