/**
 * Response compression (@fastify/compress) for what the server writes on the fly: API answers
 * (JSON envelopes), the SPA's index.html fallback and the generated SVG artwork of /media. Brotli
 * when the browser accepts it, else gzip; bodies under {@link COMPRESS_THRESHOLD_BYTES} and types
 * that are already compressed (PNG, JPEG, WebP uploads) go as they are.
 *
 * The build's own files are compressed once at build time instead (vite.config.ts writes `.br`
 * and `.gz` beside every text asset; server/plugins/spa.ts serves them with `preCompressed`):
 * a reply whose Content-Encoding is already set is left alone here.
 */
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Bodies smaller than this (bytes) are sent uncompressed: the headers would cost more than they save. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** Brotli quality for on-the-fly answers (0-11): 4 keeps the CPU cost per answer small on a 2-core server. */
export const DYNAMIC_BROTLI_QUALITY = 4;

export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      // Requests are never compressed by the browser: do not decode request bodies.
      globalDecompression: false,
      encodings: ['br', 'gzip'],
      threshold: COMPRESS_THRESHOLD_BYTES,
      brotliOptions: {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
        },
      },
    });
  },
  // Before the SPA's static files (registered after the routes), as @fastify/static requires.
  { name: 'compression' },
);
