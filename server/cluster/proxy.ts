/**
 * Behind a load balancer (docs/scaling.md "The load balancer"): every request reaches a node from
 * the balancer's address, so the client's own address (rate limits, login history, the new-IP
 * check) must be read from X-Forwarded-For, and only when the request comes from a trusted proxy.
 * TRUST_PROXY names them: `loopback` (a balancer on the same host, what `npm run cluster` runs),
 * addresses or CIDR ranges separated by commas, `true` (any: only where nothing else can reach the
 * nodes), or `false`/unset (no proxy: the socket address is the client's).
 */
import { serverSettings, type Settings } from '../config.ts';

/** Fastify's `trustProxy` from TRUST_PROXY (see the module doc); undefined when unset. */
export function trustProxyFromEnv(env: Settings = serverSettings()): boolean | string | undefined {
  const text = env.TRUST_PROXY?.trim();
  if (!text) return undefined;
  if (/^(true|1|yes)$/i.test(text)) return true;
  if (/^(false|0|no)$/i.test(text)) return false;
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(',');
}
