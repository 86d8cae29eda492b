/**
 * Security headers and rate limiting (house rule: Content-Security-Policy).
 *
 * The CSP lets the built SPA work and nothing more: its own scripts; Emotion's inline styles
 * ('unsafe-inline' styles only); images from the site, data: and blob: (QR codes); YouTube embeds
 * for the video banners and the game vendors' pages in the /seamless frame; API and WebSocket calls to the same origin. No upgrade-insecure-requests
 * and no HSTS, because the reference server speaks plain HTTP on 127.0.0.1.
 *
 * The rate limit is generous and applies to /api only (pages and media load many files). Its
 * counters are this process's, or on PostgreSQL the cluster's (server/cluster/rateLimitStore.ts),
 * so that N server processes behind a load balancer still allow each client its limit once.
 * RATE_LIMIT_PER_MINUTE sets the global limit when the app is built without `rateLimitMax`
 * (a number, or `off`; benchmarks with many clients on one IP).
 */
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { defaultHouseUrl } from '../services/vendor-protocol/integrations.ts';
import { serverSettings, type Settings } from '../config.ts';

export interface SecurityOptions {
  /** Requests per minute per client IP on /api; false disables the limit. */
  rateLimitMax?: number | false;
}

/** The global limit from RATE_LIMIT_PER_MINUTE: a whole number, `off` (false), else undefined (the default). */
export function rateLimitFromEnv(env: Settings = serverSettings()): number | false | undefined {
  const text = env.RATE_LIMIT_PER_MINUTE?.trim().toLowerCase();
  if (text === 'off') return false;
  return text && /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : undefined;
}

/** The Content-Security-Policy directives without vendor origins (exported for tests and docs). */
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

/**
 * Origins of the game vendors whose pages the /seamless page frames (README "Playing": a game opens in a new
 * window or in the platform's frame): each `VENDOR_<CODE>_URL`, HOUSE_PUBLIC_URL, and the in-house
 * vendor's default URL (server/services/vendor-protocol/integrations.ts). Malformed URLs are skipped.
 */
export function vendorFrameOrigins(env: Settings = serverSettings()): string[] {
  const urls = [
    defaultHouseUrl(env),
    env.HOUSE_PUBLIC_URL,
    ...Object.entries(env)
      .filter(([k]) => /^VENDOR_[A-Z0-9]+_URL$/.test(k))
      .map(([, v]) => v),
  ];
  const origins = new Set<string>();
  for (const url of urls) {
    if (!url) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // not a URL: nothing to allow
    }
  }
  return [...origins];
}

export default fp<SecurityOptions>(
  async (app, opts) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { ...CSP_DIRECTIVES, frameSrc: [...CSP_DIRECTIVES.frameSrc, ...vendorFrameOrigins()] },
      },
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
      // Swagger UI (/api/docs) needs its own inline bootstrap; @fastify/swagger-ui sets its CSP.
      enableCSPNonces: false,
    });
    const max = opts.rateLimitMax ?? rateLimitFromEnv();
    if (max !== false) {
      await app.register(rateLimit, {
        global: true,
        max: max ?? 1200,
        // several server processes on one PostgreSQL count together (server/plugins/cluster.ts)
        ...(app.cluster ? { store: app.cluster.rateLimitStore } : {}),
        timeWindow: '1 minute',
        allowList: (request) => !request.url.startsWith('/api/'),
      });
    }
  },
  // After the request context and errors: a refusal (429) is an envelope in the request language.
  { name: 'security', dependencies: ['request-context', 'errors', 'cluster'] },
);
