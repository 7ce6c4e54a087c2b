// Build step: what each page's first load needs, known at build time. dist/.vite/route-preloads.json lists per route
// the JS and CSS files its first load needs beyond index.html's; the API names them in the page it serves
// (<link rel=modulepreload>, <link rel=stylesheet>), so the browser fetches a page's chunks together with the entry
// instead of one round trip after another.
import type { Plugin } from 'vite';

/** A route of the web app and the source modules (relative to apps/web) a first load of it imports lazily. */
export interface RouteModules {
  /** React Router path patterns (`:param`, `:param?` and a trailing `*` are understood by the API's matcher). */
  paths: string[];
  modules: string[];
  /** Classic scripts (file names relative to the build folder) the page runs right after `<div id="app">`. */
  scripts?: string[];
}

/** The file the build writes into dist/.vite: `{ routes: [{ paths, files, scripts? }] }`, files relative to dist. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** Whether a module id (an absolute path) is the source `source` (relative to apps/web). */
function endsWithSource(id: string, source: string): boolean {
  return id.replaceAll('\\', '/').endsWith(`/${source}`);
}

/**
 * The plugin writing {@link ROUTE_PRELOADS_FILE}.
 * @param routes the routes and the lazy source modules of each one's first load
 * @throws at build time when a listed module has no chunk of its own (it is not imported lazily)
 */
export function routePreloads(routes: RouteModules[]): Plugin {
  return {
    name: 'otklik:route-preloads',
    apply: 'build',
    generateBundle(_output, bundle) {
      const byModule = new Map<string, string>();
      for (const [fileName, item] of Object.entries(bundle)) {
        if (item.type === 'chunk' && item.facadeModuleId) byModule.set(item.facadeModuleId.replaceAll('\\', '/'), fileName);
      }
      const initial = new Set<string>();
      for (const [fileName, item] of Object.entries(bundle)) if (item.type === 'chunk' && item.isEntry) collect(fileName, initial);

      /**
       * A chunk and its static imports with their CSS, transitively, minus what index.html already loads. A chunk of
       * stylesheets only (its modules render no code, e.g. src/lib/styles/other-styles.ts) is named by its CSS alone:
       * Vite drops its empty JS file from the output.
       */
      function collect(fileName: string, into: Set<string>): void {
        if (into.has(fileName)) return;
        const item = bundle[fileName];
        if (item?.type !== 'chunk') return;
        const stylesOnly = Object.values(item.modules).every((module) => module.renderedLength === 0);
        if (stylesOnly) {
          for (const css of item.viteMetadata?.importedCss ?? []) into.add(css);
          return;
        }
        into.add(fileName);
        for (const css of item.viteMetadata?.importedCss ?? []) into.add(css);
        for (const next of item.imports) collect(next, into);
      }

      const preloads = routes.map(({ paths, modules, scripts }) => {
        const files = new Set<string>();
        for (const source of modules) {
          const fileName = [...byModule].find(([id]) => endsWithSource(id, source))?.[1];
          if (fileName === undefined) throw new Error(`route-preloads: no chunk for ${source} (is it imported lazily?)`);
          collect(fileName, files);
        }
        return { paths, files: [...files].filter((file) => !initial.has(file)), ...(scripts === undefined ? {} : { scripts }) };
      });
      this.emitFile({ type: 'asset', fileName: `.vite/${ROUTE_PRELOADS_FILE}`, source: `${JSON.stringify({ routes: preloads }, null, 2)}\n` });
    },
  };
}
