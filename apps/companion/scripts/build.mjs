// Builds the browser companion (Chromium Manifest V3) into apps/companion/dist and apps/companion/otklik-companion.zip.
//
// Which sites the extension may touch is fixed here, at build time, and nowhere else (never <all_urls>):
// - hh.ru and its regional sites (hh.kz, rabota.by, hh.uz, headhunter.ge, headhunter.kg, hh1.az, and their subdomains);
// - the Otklik origin it talks to: COMPANION_OTKLIK_ORIGIN, else PUBLIC_URL, else http://127.0.0.1:${PORT:-8080};
// - the hh site it opens: COMPANION_HH_ORIGIN, else the hh sandbox (HH_SANDBOX_PUBLIC_URL or
//   http://127.0.0.1:${HH_SANDBOX_PORT:-8090}) while HH_CLIENT_ID is unset (npm start's sandbox), else https://hh.ru.
//   A sandbox origin is added to the host permissions; hh.ru's are always there.
// Usage: node scripts/build.mjs [--out <dir>] [--no-zip]. Prints the size of the zip.
import { build } from 'esbuild';
import { zipSync } from 'fflate';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const outDir = outIndex >= 0 ? resolve(args[outIndex + 1]) : join(root, 'dist');
const zipPath = outIndex >= 0 ? `${outDir}.zip` : join(root, 'otklik-companion.zip');
const env = process.env;

const trim = (url) => url.replace(/\/+$/, '');
const otklikOrigin = new URL(env.COMPANION_OTKLIK_ORIGIN || env.PUBLIC_URL || `http://127.0.0.1:${env.PORT || 8080}`).origin;
const sandboxOrigin = trim(env.HH_SANDBOX_PUBLIC_URL || `http://127.0.0.1:${env.HH_SANDBOX_PORT || 8090}`);
const hhOrigin = new URL(env.COMPANION_HH_ORIGIN || (env.HH_CLIENT_ID ? 'https://hh.ru' : sandboxOrigin)).origin;

/** hh.ru and its regional sites, each with its subdomains (spb.hh.ru, almaty.hh.kz…). */
const HH_SITES = ['hh.ru', 'hh.kz', 'rabota.by', 'hh.uz', 'headhunter.ge', 'headhunter.kg', 'hh1.az'];
const hhPatterns = HH_SITES.flatMap((site) => [`https://${site}/*`, `https://*.${site}/*`]);
/** A match pattern for one origin: its scheme, host and port. */
const originPattern = (origin) => `${origin}/*`;
const hhOriginPattern = originPattern(hhOrigin);
const hhHost = new URL(hhOrigin).hostname;
const hhCovered = hhOrigin.startsWith('https://') && HH_SITES.some((site) => hhHost === site || hhHost.endsWith(`.${site}`));
const contentMatches = hhCovered ? hhPatterns : [...hhPatterns, hhOriginPattern];

const version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;
const manifest = {
  manifest_version: 3,
  name: 'Otklik — помощник откликов на hh.ru',
  short_name: 'Otklik',
  version,
  description: 'Работает в вашей сессии hh.ru: заполняет отклики, письма и анкеты. Ваши cookie hh.ru не покидают браузер.',
  minimum_chrome_version: '116',
  background: { service_worker: 'background.js' },
  permissions: ['storage', 'alarms'],
  host_permissions: [...contentMatches, originPattern(otklikOrigin)],
  content_scripts: [{ matches: contentMatches, js: ['content.js'], run_at: 'document_idle' }],
  action: { default_popup: 'popup.html', default_title: 'Otklik' },
};

/**
 * The extension runs the page contract's functions (self-test, stop detection, state reading, URL templates) but
 * none of its zod schemas: the API validates what the companion reports. The contract's files build their schemas
 * when they load, so zod is replaced here by an inert stand-in whose every call returns itself; that keeps ~450 kB of
 * validation code out of a bundle that never validates. `selectorPack` (the parsed JSON) is not used by the
 * extension: it always works on the pack the API serves.
 */
const inertZod = {
  name: 'inert-zod',
  setup(builder) {
    builder.onResolve({ filter: /^zod$/ }, () => ({ path: 'zod', namespace: 'inert-zod' }));
    builder.onLoad({ filter: /.*/, namespace: 'inert-zod' }, () => ({
      contents:
        'const inert = new Proxy(function () {}, { get: (_, key) => (key === Symbol.toPrimitive ? () => "" : inert), apply: () => inert }); export const z = inert; export default inert;',
      loader: 'js',
    }));
  },
};

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
await build({
  entryPoints: { background: join(root, 'src/background.ts'), content: join(root, 'src/content.ts'), popup: join(root, 'src/popup.ts') },
  outdir: outDir,
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'chrome116',
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [inertZod],
  define: {
    __OTKLIK_ORIGIN__: JSON.stringify(otklikOrigin),
    __HH_ORIGIN__: JSON.stringify(hhOrigin),
    __EXTENSION_VERSION__: JSON.stringify(version),
  },
});
cpSync(join(root, 'src/popup.html'), join(outDir, 'popup.html'));
writeFileSync(join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

if (!args.includes('--no-zip')) {
  const files = {};
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else files[relative(outDir, path)] = readFileSync(path);
    }
  };
  walk(outDir);
  writeFileSync(zipPath, zipSync(files, { level: 9 }));
  const unpacked = Object.values(files).reduce((sum, data) => sum + data.length, 0);
  console.log(
    `companion ${version}: ${outDir} (${(unpacked / 1024).toFixed(1)} kB), ${zipPath} (${(statSync(zipPath).size / 1024).toFixed(1)} kB); Otklik ${otklikOrigin}, hh ${hhOrigin}`,
  );
}
