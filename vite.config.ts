import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Vite builds the React app into dist/, which the reference server serves. `npm run dev` runs
 * Vite with hot reload and proxies the API and the generated media to the server (API_PORT,
 * default 8080).
 */
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8080'}`;

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  server: {
    host: '127.0.0.1',
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/api': apiTarget, '/media': apiTarget, '/ws': { target: apiTarget, ws: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    // The in-house vendor's game pages (issue 5 item 3), served by its own service from dist/vendor-house/.
    rolldownOptions: {
      input: Object.fromEntries(['index', ...['slot', 'baccarat', 'fishing', 'blackjack', 'sports', 'esports', 'cockfight', 'lottery', 'elottery', 'verify'].map((p) => `vendor-house/${p}`)].map((p) => [p.replace('/', '-'), `${p}.html`])),
    },
  },
});
