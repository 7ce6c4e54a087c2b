// Build step: writes a brotli (.br) and a gzip (.gz) sibling of every compressible file Vite emitted, so the API
// serves them with @fastify/static's `preCompressed` and never compresses a static file per request.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files worth compressing: text formats above 1 KB (smaller ones gain nothing over the headers). */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/;
const MIN_BYTES = 1024;

/**
 * Compresses one file next to itself: `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9).
 * @param file absolute path
 * @returns whether it was compressed (false: smaller than 1 KB)
 */
export function compressFile(file: string): boolean {
  const data = readFileSync(file);
  if (data.length < MIN_BYTES) return false;
  writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }));
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  return true;
}

/** Vite plugin: after the bundle is written, compresses every emitted asset and index.html (not the manifest). */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'otklik:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (COMPRESSIBLE.test(fileName) && !fileName.startsWith('.vite/')) compressFile(join(outDir, fileName));
      }
    },
  };
}
