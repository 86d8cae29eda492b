import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Vite builds the React app into dist/, which the reference server serves. `npm run dev` runs
 * Vite with hot reload and proxies the API and the generated media to the server (API_PORT,
 * default 8080).
 */
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8080'}`;

/** The in-house vendor's game pages (README "In-house games"): vendor-house/<page>.html each. */
const HOUSE_PAGES = ['slot', 'baccarat', 'fishing', 'blackjack', 'sports', 'esports', 'cockfight', 'lottery', 'elottery', 'vnlottery', 'sealottery', 'verify'];

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
    transformIndexHtml: { order: 'pre', handler: (html, ctx) => (ctx.path.startsWith('/vendor-house/') ? { html, tags } : html) },
  };
}

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' }), houseHead()],
  server: {
    host: '127.0.0.1',
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/api': apiTarget, '/media': apiTarget, '/ws': { target: apiTarget, ws: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    // The site, and the in-house game pages served by the vendor's own service from dist/vendor-house/.
    rolldownOptions: {
      input: Object.fromEntries(['index', ...HOUSE_PAGES.map((p) => `vendor-house/${p}`)].map((p) => [p.replace('/', '-'), `${p}.html`])),
    },
  },
});
