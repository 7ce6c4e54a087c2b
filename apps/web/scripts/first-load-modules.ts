// Build step: the modules a signed-in page's first load runs, known once the module graph is built, so the bundler can
// put the code every signed-in page needs in one shared chunk and the code only some pages need in another.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Packages whose entry only re-exports hundreds of modules (every Mantine component, hook or Tabler icon). Through them
 * only the modules of the names actually imported are followed; following every re-export would put all of Mantine
 * into a page that renders a dozen of its components.
 */
const BARRELS: ReadonlyArray<{ specifier: string; entry: RegExp }> = [
  { specifier: '@mantine/core', entry: /\/node_modules\/@mantine\/core\/esm\/index\.mjs$/ },
  { specifier: '@mantine/hooks', entry: /\/node_modules\/@mantine\/hooks\/esm\/index\.mjs$/ },
  { specifier: '@tabler/icons-react', entry: /\/node_modules\/@tabler\/icons-react\/dist\/esm\/tabler-icons-react\.mjs$/ },
  // Our contracts: `export * from './positions'`, … (every schema of the API, most of them for other pages).
  { specifier: '@otklik/contracts', entry: /\/packages\/contracts\/src\/index\.ts$/ },
];

/** `export const|function|class|… Name` and `export { a, b as c }` of a module: the names it exports itself. */
function ownExports(code: string): string[] {
  const names = [
    ...code.matchAll(/export\s+(?:declare\s+)?(?:const|let|var|function\*?|async\s+function|class|type|interface|enum)\s+([A-Za-z_$][\w$]*)/g),
  ].map(([, name]) => name!);
  for (const [, list] of code.matchAll(/export\s*(?:type\s*)?\{([^}]*)\}\s*;/g)) names.push(...importedNames(list!).map(({ local }) => local));
  return names;
}

/** `import { … } from '…'` and `export { … } from '…'`: the keyword, the list and the specifier. */
const NAMED_IMPORT = /(import|export)\s*(?:type\s*)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;

/** The names of `{ a, b as c, type d, default as E }`: what each binds in the importer or re-exports (a, c, E). */
function importedNames(list: string): Array<{ imported: string; local: string }> {
  return list
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter((part) => part !== '')
    .map((part) => {
      const [imported, local] = part.split(/\s+as\s+/);
      return { imported: imported!.trim(), local: (local ?? imported!).trim() };
    });
}

function readSource(id: string): string {
  return existsSync(id) ? readFileSync(id, 'utf8') : '';
}

/** For a barrel module: each exported name → the file it comes from (resolved against the barrel's folder). */
function barrelExports(id: string): Map<string, string> {
  const out = new Map<string, string>();
  const locals = new Map<string, string>();
  const code = readSource(id);
  for (const [, keyword, list, from] of code.matchAll(NAMED_IMPORT)) {
    if (!from!.startsWith('.')) continue;
    const file = resolve(dirname(id), from!);
    for (const { local } of importedNames(list!)) {
      locals.set(local, file);
      // `export { default as IconX } from './icons/IconX.mjs'`: the exported name is the alias.
      if (keyword === 'export') out.set(local, file);
    }
  }
  for (const [, list] of code.matchAll(/export\s*\{([^}]*)\}\s*;/g)) {
    for (const { imported, local } of importedNames(list!)) {
      const file = locals.get(imported);
      if (file !== undefined) out.set(local, file);
    }
  }
  for (const [name, file] of locals) if (!out.has(name)) out.set(name, file);
  for (const [, from] of code.matchAll(/export\s*\*\s*from\s*["']([^"']+)["']/g)) {
    const base = resolve(dirname(id), from!);
    const file = [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, `${base}.js`].find((candidate) => existsSync(candidate) && !candidate.endsWith('/'));
    if (file === undefined) continue;
    for (const name of ownExports(readSource(file))) if (!out.has(name)) out.set(name, file);
  }
  return out;
}

/**
 * A plugin that, at the end of the build phase (before chunking), fills `into` with the ids of every module statically
 * imported, directly or not, by the `sources` (paths relative to apps/web, e.g. 'src/app/session-entry.ts'); dynamic
 * imports are not followed, and through the {@link BARRELS} only the names imported. A chunking rule can then ask
 * `into.has(id)`. A module missed here is still bundled (in a chunk the page then also loads): the set decides where
 * code goes, never whether it is there.
 * @throws at build time when a source is not part of the module graph
 */
export function firstLoadModules(sources: readonly string[], into: Set<string>): Plugin {
  return {
    name: 'otklik:first-load-modules',
    apply: 'build',
    buildEnd() {
      into.clear();
      const ids = [...this.getModuleIds()];
      const barrelOf = (id: string) => BARRELS.find(({ entry }) => entry.test(id.replaceAll('\\', '/')));
      const isBarrel = (id: string) => barrelOf(id) !== undefined;
      const usedNames = new Map<string, Set<string>>();
      const exportsOf = new Map<string, Map<string, string>>();
      const pending = sources.map((source) => {
        const id = ids.find((candidate) => candidate.replaceAll('\\', '/').endsWith(`/${source}`));
        if (id === undefined) throw new Error(`first-load-modules: ${source} is not part of the build`);
        return id;
      });
      const markUsed = (barrel: string, name: string) => {
        const names = usedNames.get(barrel) ?? new Set<string>();
        usedNames.set(barrel, names);
        if (names.has(name)) return;
        names.add(name);
        if (!into.has(barrel)) return;
        const file = exportsOf.get(barrel)?.get(name);
        if (file !== undefined) pending.push(file);
      };
      while (pending.length > 0) {
        const id = pending.pop()!;
        if (into.has(id)) continue;
        into.add(id);
        const imported = this.getModuleInfo(id)?.importedIds ?? [];
        if (isBarrel(id)) {
          const exported = barrelExports(id);
          exportsOf.set(id, exported);
          for (const name of usedNames.get(id) ?? []) {
            const file = exported.get(name);
            if (file !== undefined) pending.push(file);
          }
          continue;
        }
        for (const next of imported) if (!isBarrel(next)) pending.push(next);
        for (const [, , list, from] of readSource(id).matchAll(NAMED_IMPORT)) {
          const barrel = imported.find((next) => barrelOf(next)?.specifier === from);
          if (barrel === undefined) continue;
          pending.push(barrel);
          for (const { imported: name } of importedNames(list!)) markUsed(barrel, name);
        }
      }
    },
  };
}
