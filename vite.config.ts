import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Vite builds the React app into dist/, which the reference server serves. `npm run dev` runs
 * Vite with hot reload and proxies the API and the generated media to the server (API_PORT,
 * default 8080).
 */
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8080'}`;

/** The in-house vendor's game pages (README "In-house games"): vendor-house/<page>.html each. */
const HOUSE_PAGES = [
  'slot',
  'baccarat',
  'fishing',
  'blackjack',
  'sports',
  'esports',
  'cockfight',
  'lottery',
  'elottery',
  'vnlottery',
  'sealottery',
  'mini',
  'verify',
  'tables',
  // the sandbox card tables (docs/sandbox-provider.md "Card tables in the sandbox")
  'dragontiger',
  'bullbull',
  'videopoker',
  'pokertable',
];

/**
 * The head every in-house game page shares (charset, viewport, no favicon request, the vendor's
 * title), written once here: the page files hold only their body and entry script.
 */
function houseHead(): Plugin {
  const tags: HtmlTagDescriptor[] = [
    { tag: 'meta', attrs: { charset: 'utf-8' }, injectTo: 'head-prepend' },
    { tag: 'meta', attrs: { name: 'viewport', content: 'width=device-width, initial-scale=1' }, injectTo: 'head' },
    { tag: 'link', attrs: { rel: 'icon', href: 'data:,' }, injectTo: 'head' },
    { tag: 'title', children: 'BGS', injectTo: 'head' },
  ];
  return {
    name: 'house-head',
    transformIndexHtml: {
      order: 'pre',
      handler: (html, ctx) => (ctx.path.startsWith('/vendor-house/') ? { html, tags } : html),
    },
  };
}

/**
 * Modules an in-house game page (vendor-house/src) imports too: the money helpers, the spec
 * constants they read and i18next. They stay in rolldown's automatic chunks, so a game page never
 * loads the site's start chunk.
 */
const SHARED_WITH_HOUSE = /[\\/](contract[\\/]money[\\/]|contract[\\/]spec\.ts$|node_modules[\\/]i18next[\\/])/;
const inNodeModules = (id: string) => /[\\/]node_modules[\\/]/.test(id);
const houseOnly = (id: string) => /[\\/]vendor-house[\\/]/.test(id);

/**
 * The home route's JavaScript (the entry's static imports, rolldown's `$initial` tag) in two chunks
 * instead of some forty small ones: `framework`, the libraries every page needs (React, MobX,
 * the router, Emotion, axios), which change seldom and stay cached across deploys, and `start`, the
 * site's own start code. Few requests matter on HTTP/1.1 (six connections per host). Lazy areas
 * keep their own chunks and import what they share from these two.
 */
const INITIAL_CHUNKS = [
  {
    name: 'framework',
    tags: ['$initial' as const],
    test: (id: string) => inNodeModules(id) && !SHARED_WITH_HOUSE.test(id),
    priority: 2,
  },
  {
    name: 'start',
    tags: ['$initial' as const],
    test: (id: string) => !inNodeModules(id) && !houseOnly(id) && !SHARED_WITH_HOUSE.test(id),
    priority: 1,
  },
];

/**
 * The site's first two calls (spec section 4: the system status decides what renders; the live
 * configuration version is known before the permission), preloaded by index.html so they are on
 * their way while the scripts download instead of after they run. The app's own requests (axios,
 * same origin) take the preloaded answers.
 */
const START_CALLS = ['/api/system/status', '/api/config/version'];

function startCallsPreload(): Plugin {
  const tags: HtmlTagDescriptor[] = START_CALLS.map((href) => ({
    tag: 'link',
    attrs: { rel: 'preload', href, as: 'fetch', crossorigin: 'anonymous' },
    injectTo: 'head',
  }));
  return {
    name: 'start-calls-preload',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html, ctx) => (ctx.path === '/index.html' ? { html, tags } : html) },
  };
}

/** Build files worth compressing ahead of time: text types, at least 1 KiB (server/plugins/compression.ts's threshold). */
const PRECOMPRESS = { extensions: /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/, minBytes: 1024 };

/**
 * Writes `<file>.br` (Brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text file
 * of the build, once, so the server sends compressed files without compressing per request
 * (server/plugins/spa.ts, @fastify/static `preCompressed`). A copy that saves under 10 % is not
 * written (the plain file is then served).
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  async function filesOf(dir: string): Promise<string[]> {
    const entries = await readdir(dir, { withFileTypes: true });
    const nested = await Promise.all(
      entries.map((e) => (e.isDirectory() ? filesOf(path.join(dir, e.name)) : [path.join(dir, e.name)])),
    );
    return nested.flat();
  }
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesOf(outDir)).filter((f) => PRECOMPRESS.extensions.test(f));
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size < PRECOMPRESS.minBytes) return;
          const raw = await readFile(file);
          const [br, gzipped] = await Promise.all([
            brotli(raw, {
              params: {
                [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
                [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            }),
            gz(raw, { level: 9 }),
          ]);
          if (br.length < raw.length * 0.9) await writeFile(`${file}.br`, br);
          if (gzipped.length < raw.length * 0.9) await writeFile(`${file}.gz`, gzipped);
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' }), houseHead(), startCallsPreload(), precompress()],
  server: {
    host: '127.0.0.1',
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/api': apiTarget, '/media': apiTarget, '/ws': { target: apiTarget, ws: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    // Every browser the site supports has <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    // The site, and the in-house game pages served by the vendor's own service from dist/vendor-house/.
    rolldownOptions: {
      input: Object.fromEntries(
        ['index', ...HOUSE_PAGES.map((p) => `vendor-house/${p}`)].map((p) => [p.replace('/', '-'), `${p}.html`]),
      ),
      output: { codeSplitting: { includeDependenciesRecursively: false, groups: INITIAL_CHUNKS } },
    },
  },
});
