/** Vite's worker import of the ALTCHA SHA worker (src/features/auth/altchaWidget.ts). */
declare module 'altcha/workers/sha?worker' {
  const ShaWorker: new () => Worker;
  export default ShaWorker;
}

/** The widget's stylesheet (bundled by Vite into the site's CSS). */
declare module 'altcha/altcha.css';
