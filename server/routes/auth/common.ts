/** Shared pieces of the sign-in routes: response schemas, refs, mobile parsing, rate limits. */
import { ApiError } from '../../http/errors.ts';
import { ref } from '../../http/envelope.ts';
import { normaliseDialingCode, type Mobile, type SecuritySettings } from '../../services/auth/rules.ts';
import { serverSettings } from '../../config.ts';

/** `$ref` to a definition of schemas/api/auth-<file>.json. */
export function authRef<F extends string, D extends string = never>(file: F, definition?: D) {
  // the path's literal type names the schema, so the route's request gets its type (server/http/routeTypes.ts)
  const path = `api/auth-${file}.json${definition ? `#/definitions/${definition}` : ''}`;
  return ref(path as [D] extends [never] ? `api/auth-${F}.json` : `api/auth-${F}.json#/definitions/${D}`);
}

/** Responses of a sign-in route: 200 envelope with `value`; 4xx/5xx the sign-in error envelope. */
export function authResponses(value: object): Record<string, object> {
  return {
    200: {
      type: 'object',
      additionalProperties: false,
      required: ['success', 'code', 'message', 'value'],
      properties: {
        success: { type: 'boolean' },
        code: { type: ['integer', 'string'] },
        message: { type: 'string' },
        value,
      },
    },
    '4xx': authRef('error'),
    '5xx': authRef('error'),
  };
}

/** The login value schema. */
export const loginValueRef = authRef('common', 'loginValue');

/**
 * A mobile number from a body's mobile field and countryDialingCode (merchant default when absent).
 * @throws 400 PHONE_MISSING / PHONE_INVALID ('Phone number format is incorrect').
 */
export function mobileOf(
  number: unknown,
  dialingCode: unknown,
  settings: SecuritySettings,
  field = 'mobileNum',
): Mobile {
  const digits = typeof number === 'string' ? number.trim() : '';
  if (digits === '') throw new ApiError(400, 'PHONE_MISSING', 'missingPhone', { value: { field, in: 'body' } });
  const countryCode = normaliseDialingCode(
    typeof dialingCode === 'string' ? dialingCode : undefined,
    settings.defaultDialingCode,
  );
  if (!/^\d{4,20}$/.test(digits) || !countryCode)
    throw new ApiError(400, 'PHONE_INVALID', 'invalidPhone', { value: { field, in: 'body' } });
  return { countryCode, number: digits.replace(/^0+(?=\d{4})/, '') };
}

/**
 * Sign-ups (and password sets) per IP per minute: 10 unless `REGISTER_LIMIT_PER_MINUTE` says
 * otherwise (1..1000). A site whose players share few public IPs (carrier NAT, an internet café;
 * the e2e servers, whose browsers all come from 127.0.0.1) may raise it.
 */
export function registerLimit(setting: string | undefined): number {
  const n = Number(setting);
  return Number.isInteger(n) && n >= 1 && n <= 1000 ? n : 10;
}

/**
 * Per-IP route limits (@fastify/rate-limit), on top of the database counts of the services. The
 * captcha's is a burst over ten seconds, not one a second: many visitors can share one IP (carrier
 * NAT, an office), and each browser asks at most once a second itself (spec section 4).
 */
export const LIMITS = {
  login: { max: 30, timeWindow: '1 minute' },
  captcha: { max: 20, timeWindow: '10 seconds' },
  code: { max: 10, timeWindow: '1 minute' },
  register: { max: registerLimit(serverSettings().REGISTER_LIMIT_PER_MINUTE), timeWindow: '1 minute' },
  freePlay: { max: 30, timeWindow: '1 hour' },
  check: { max: 60, timeWindow: '1 minute' },
} as const;
