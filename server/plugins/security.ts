/**
 * Security headers and rate limiting (house rule: Content-Security-Policy).
 *
 * The CSP lets the built SPA work and nothing more: its own scripts; Emotion's inline styles
 * ('unsafe-inline' styles only); images from the site, data: and blob: (QR codes); YouTube embeds
 * for the video banners; API and WebSocket calls to the same origin. No upgrade-insecure-requests
 * and no HSTS, because the reference server speaks plain HTTP on 127.0.0.1.
 *
 * The rate limit is generous and applies to /api only (pages and media load many files).
 */
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

export interface SecurityOptions {
  /** Requests per minute per client IP on /api; false disables the limit. */
  rateLimitMax?: number | false;
}

/** The Content-Security-Policy directives (exported for tests and docs). */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'ws:', 'wss:'],
  frameSrc: ['https://www.youtube.com', 'https://www.youtube-nocookie.com'],
  mediaSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
  upgradeInsecureRequests: null,
};

export default fp<SecurityOptions>(
  async (app, opts) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
      // Swagger UI (/api/docs) needs its own inline bootstrap; @fastify/swagger-ui sets its CSP.
      enableCSPNonces: false,
    });
    if (opts.rateLimitMax !== false) {
      await app.register(rateLimit, {
        global: true,
        max: opts.rateLimitMax ?? 1200,
        timeWindow: '1 minute',
        allowList: (request) => !request.url.startsWith('/api/'),
      });
    }
  },
  { name: 'security' },
);
