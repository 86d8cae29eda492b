/**
 * Serves the Vite build (dist/) and the single-page-app fallback: a GET for any path outside
 * /api and /media that accepts HTML answers dist/index.html, so every route of spec section 2
 * loads the app. Hashed assets (dist/assets) are cached for a year and immutable; index.html and
 * the other unhashed files (favicon) are revalidated (`no-cache`) so a deploy is seen at once.
 * The build writes Brotli and gzip copies of its text files (vite.config.ts); they are served to
 * browsers that accept them (`preCompressed`, with `Vary: Accept-Encoding`); the fallback's
 * index.html is compressed on the fly (server/plugins/compression.ts).
 * Anything else not found is a 404 envelope.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendNotFound } from './errors.ts';

/** Cache-Control of the build's hashed files (dist/assets): a year, never revalidated. */
export const IMMUTABLE_ASSET = 'public, max-age=31536000, immutable';
/** Cache-Control of index.html and the build's other unhashed files: revalidated on every use. */
export const REVALIDATE = 'no-cache';

export interface SpaOptions {
  /** The build folder; null serves no front end (API only). */
  distDir: string | null;
}

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Front end not built</title>
<body style="font-family:system-ui;background:#0f1222;color:#e8e8f0;padding:3rem">
<h1>The front end is not built yet</h1><p>Run <code>npm run build</code> (or <code>npm start</code>, which builds it when needed) and reload.</p>
<p>The API is up: <a style="color:#f5c542" href="/api/docs">/api/docs</a>.</p></body></html>`;

/** Whether a request is a page navigation the SPA should answer. */
export function wantsSpa(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.url;
  if (
    url === '/api' ||
    url.startsWith('/api/') ||
    url.startsWith('/api?') ||
    url === '/media' ||
    url.startsWith('/media/')
  )
    return false;
  return (request.headers.accept ?? '').includes('text/html');
}

export default fp<SpaOptions>(
  async (app, { distDir }) => {
    const index = distDir ? path.join(distDir, 'index.html') : null;
    const hasBuild = () => index !== null && existsSync(index);
    if (distDir && existsSync(distDir)) {
      await app.register(fastifyStatic, {
        root: distDir,
        wildcard: true,
        index: ['index.html'],
        cacheControl: false,
        preCompressed: true,
        setHeaders(reply, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header('cache-control', immutable ? IMMUTABLE_ASSET : REVALIDATE);
        },
      });
    }
    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      if (!wantsSpa(request)) return sendNotFound(request, reply);
      if (!hasBuild()) return reply.code(503).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
      // Read on each navigation: a rebuild while the server runs is picked up.
      const html = await readFile(index as string);
      return reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(html);
    });
  },
  { name: 'spa', dependencies: ['errors', 'compression'] },
);
