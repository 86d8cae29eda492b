/**
 * The vendor side of the seamless wallet (docs/vendor-protocol.md sections 4 and 6): signed
 * POSTs to <platform>/api/vendor/v1/{balance,debit,credit,rollback} with a 5 s time-out. A call
 * with no definitive answer (network error, time-out, HTTP 5xx or INTERNAL_ERROR) is retried
 * with the same body after 0.5 s, 1 s, 2 s, 4 s, then every 10 s: debits up to 3 attempts (then
 * the caller rolls back), credits and rollbacks until they are answered. An answer whose
 * X-Signature is not the platform's HMAC of its body counts as no answer. The draw feed
 * (docs/lottery.md section 4: POST <platform>/api/vendor/v1/draw) sends each message once per
 * settlement tick ({@link PlatformClient.sendOnce}) and keeps it when unanswered. Each call is
 * signed as one integration (X-Vendor-Code and its secret): BGS by default, or the sandbox
 * integration of the session that plays (docs/sandbox-provider.md), so a call signed with one
 * vendor's key never passes as another's; the answer is checked with the same secret.
 */
import { HOUSE_CODE } from './config.ts';
import { sign, SIGNATURE_HEADER, signatureMatches, VENDOR_CODE_HEADER } from './signing.ts';

export type WalletCall = 'balance' | 'debit' | 'credit' | 'rollback';
/** Every platform endpoint the vendor calls: the wallet's and the draw feed's. */
export type ProtocolCall = WalletCall | 'draw';

/** A definitive answer of the platform: status OK or an error code, with the balance if any. */
export interface WalletAnswer {
  status: string;
  balance?: string;
  message?: string;
  [key: string]: unknown;
}

/** No definitive answer after the allowed attempts. */
export class PlatformUnavailable extends Error {
  constructor(call: ProtocolCall, attempts: number) {
    super(`platform ${call} unanswered after ${attempts} attempt(s)`);
    this.name = 'PlatformUnavailable';
  }
}

export interface PlatformClientOptions {
  /** The BGS integration's secret. */
  secret: string;
  /** The sandbox integrations' secrets by integration code (docs/sandbox-provider.md); none by default. */
  keys?: ReadonlyMap<string, string>;
  /** Waits `ms` (injected so tests need not wait). */
  sleep?: (ms: number) => Promise<void>;
  /** The fetch to use (tests pass app.inject through it). */
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Give-up for credit and rollback retries (default: effectively never, 1000 attempts). */
  maxSettleAttempts?: number;
}

const BACKOFF_MS = [500, 1000, 2000, 4000];
const backoff = (attempt: number) => BACKOFF_MS[attempt - 1] ?? 10_000;

/** No secret for the integration a call is to be signed as (never signed with another's). */
export class UnknownIntegration extends Error {
  constructor(code: string) {
    super(`no signing secret for integration ${code}`);
    this.name = 'UnknownIntegration';
  }
}

/** A client bound to the secrets; the platform URL comes with each call (from the launch). */
export class PlatformClient {
  private readonly opts: Required<Omit<PlatformClientOptions, 'fetch' | 'keys'>> & { fetch: typeof fetch };
  private readonly keys: ReadonlyMap<string, string>;

  constructor(opts: PlatformClientOptions) {
    this.keys = new Map([...(opts.keys ?? []), [HOUSE_CODE, opts.secret]]);
    this.opts = {
      secret: opts.secret,
      sleep: opts.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms))),
      fetch: opts.fetch ?? fetch,
      timeoutMs: opts.timeoutMs ?? 5000,
      maxSettleAttempts: opts.maxSettleAttempts ?? 1000,
    };
  }

  /**
   * The secret of `integration`.
   * @throws UnknownIntegration when the client has none.
   */
  private secretOf(integration: string): string {
    const secret = this.keys.get(integration);
    if (secret === undefined) throw new UnknownIntegration(integration);
    return secret;
  }

  /** One attempt signed as `integration` with `secret`: the answer, or null when it is not definitive. */
  private async attempt(
    platformUrl: string,
    call: ProtocolCall,
    body: string,
    integration: string,
    secret: string,
  ): Promise<WalletAnswer | null> {
    try {
      const res = await this.opts.fetch(`${platformUrl.replace(/\/$/, '')}/api/vendor/v1/${call}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [VENDOR_CODE_HEADER]: integration,
          [SIGNATURE_HEADER]: sign(secret, body),
        },
        body,
        signal: AbortSignal.timeout(this.opts.timeoutMs),
      });
      if (res.status >= 500) return null;
      const text = await res.text();
      // The platform signs its answers (section 2): an unsigned or forged answer is no answer.
      if (!signatureMatches(secret, text, res.headers.get(SIGNATURE_HEADER))) return null;
      const answer = JSON.parse(text) as WalletAnswer;
      if (typeof answer?.status !== 'string' || answer.status === 'INTERNAL_ERROR') return null;
      return answer;
    } catch {
      return null;
    }
  }

  /**
   * One attempt of `message` to `call` (the draw feed: no waiting, the caller keeps the message),
   * signed as `integration` (default BGS).
   * @returns the platform's definitive answer (OK or a refusal), or null when there is none.
   * @throws UnknownIntegration when the client has no secret for `integration`.
   */
  async sendOnce(
    platformUrl: string,
    call: ProtocolCall,
    message: Record<string, unknown>,
    integration: string = HOUSE_CODE,
  ): Promise<WalletAnswer | null> {
    return this.attempt(platformUrl, call, JSON.stringify(message), integration, this.secretOf(integration));
  }

  /**
   * Sends `message` to `call` signed as `integration` (default BGS), retrying the same body (section 6).
   * @throws PlatformUnavailable when no definitive answer came within the allowed attempts;
   *   UnknownIntegration (before any call) when the client has no secret for `integration`.
   */
  async send(
    platformUrl: string,
    call: WalletCall,
    message: Record<string, unknown>,
    integration: string = HOUSE_CODE,
  ): Promise<WalletAnswer> {
    const secret = this.secretOf(integration);
    const body = JSON.stringify(message);
    const limit = call === 'credit' || call === 'rollback' ? this.opts.maxSettleAttempts : 3;
    for (let attempt = 1; ; attempt++) {
      const answer = await this.attempt(platformUrl, call, body, integration, secret);
      if (answer) return answer;
      if (attempt >= limit) throw new PlatformUnavailable(call, attempt);
      await this.opts.sleep(backoff(attempt));
    }
  }
}
