import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/** Answers smaller than this many bytes go out as they are: compressing them saves less than its headers cost. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Brotli quality for answers compressed per request (0–11). 4 compresses JSON about as well as gzip -9 at a fraction
 * of quality 11's CPU; the web build's static assets are precompressed at 11 instead (apps/web/scripts/precompress.ts).
 */
const DYNAMIC_BROTLI_QUALITY = 4;

/**
 * HTTP compression of dynamic answers (`@fastify/compress` for dynamic JSON above 1 KB). Every
 * route registered after this call is covered:
 * - an answer of at least {@link COMPRESS_THRESHOLD_BYTES} bytes with a compressible type (JSON, HTML, text) is sent
 *   brotli or gzip, whichever the request's Accept-Encoding prefers (brotli on a tie), with `Vary: Accept-Encoding`;
 * - smaller answers, requests without Accept-Encoding (or `identity`) and answers that already carry a
 *   Content-Encoding (the web build's precompressed `.br`/`.gz` files served by static-web.ts) are left untouched;
 * - request bodies are never decompressed (a compressed body would slip past the body limits), so a client sending
 *   `Content-Encoding: gzip` gets its body parsed as sent.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
  });
}
