/**
 * The one axios client. Every answer is an ApiEnvelope; `request` unwraps `value` or throws an
 * {@link ApiProblem} whose `kind` is one of a closed set the UI maps to localised messages
 * (spec section 8: network, timeout, unknown, or the server's own message).
 */
import axios, { type AxiosInstance, type AxiosRequestConfig } from 'axios';
import type { ApiEnvelope } from '../../contract/types';

export type ProblemKind =
  'network' | 'timeout' | 'unauthorized' | 'badRequest' | 'notFound' | 'rateLimited' | 'server' | 'unknown';

/** A failed call, typed. `message` is the server's (already localised) message when it sent one. */
export class ApiProblem extends Error {
  constructor(
    readonly kind: ProblemKind,
    message: string,
    readonly status: number | null,
    readonly code: string | number | null,
    readonly value: unknown = null,
  ) {
    super(message);
    this.name = 'ApiProblem';
  }
}

/** Maps an HTTP status (or none, for a network failure) to a problem kind. */
export function problemKindOf(status: number | null, timedOut: boolean): ProblemKind {
  if (timedOut) return 'timeout';
  if (status === null) return 'network';
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 404) return 'notFound';
  if (status === 429) return 'rateLimited';
  if (status >= 400 && status < 500) return 'badRequest';
  if (status >= 500) return 'server';
  return 'unknown';
}

export interface HttpClientOptions {
  baseURL?: string;
  /** Reads the session token (session storage `token`, spec section 3) for calls that need it. */
  getToken?: () => string | null;
  /** Reads the current language code (TW or EN) sent as Accept-Language. */
  getLanguage?: () => string;
  timeoutMs?: number;
}

/** Creates the axios instance with the token and language headers. */
export function createHttp(options: HttpClientOptions = {}): AxiosInstance {
  const http = axios.create({ baseURL: options.baseURL ?? '', timeout: options.timeoutMs ?? 30_000 });
  http.interceptors.request.use((config) => {
    const token = options.getToken?.();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    const lang = options.getLanguage?.();
    if (lang) config.headers.set('Accept-Language', lang === 'EN' ? 'en' : 'zh-TW');
    return config;
  });
  return http;
}

/**
 * Performs a call and unwraps the envelope.
 * @returns the envelope's `value`.
 * @throws ApiProblem on a transport failure, a non-2xx status or `success: false`.
 */
export async function request<T>(http: AxiosInstance, config: AxiosRequestConfig): Promise<T> {
  try {
    const res = await http.request<ApiEnvelope<T>>(config);
    const body = res.data;
    if (!body || typeof body !== 'object' || !('success' in body)) {
      throw new ApiProblem('unknown', 'Malformed answer', res.status, null);
    }
    if (!body.success) throw new ApiProblem('badRequest', body.message, res.status, body.code, body.value);
    return body.value;
  } catch (err) {
    if (err instanceof ApiProblem) throw err;
    if (axios.isAxiosError(err)) {
      const status = err.response?.status ?? null;
      const data = err.response?.data as Partial<ApiEnvelope<unknown>> | undefined;
      const timedOut = err.code === 'ECONNABORTED' || err.code === 'ETIMEDOUT';
      throw new ApiProblem(
        problemKindOf(status, timedOut),
        data?.message ?? err.message,
        status,
        data?.code ?? null,
        data?.value ?? null,
      );
    }
    throw new ApiProblem('unknown', err instanceof Error ? err.message : String(err), null, null);
  }
}
