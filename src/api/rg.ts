/**
 * Responsible gaming calls (docs/responsible-gaming.md; schemas/api/responsible-gaming.json): the
 * profile with usage, a limit change, the reality check, time-out, self-exclusion and closure (the
 * login password confirms them; the server ends every session), the session figures of the reality
 * check and the audit trail; and the console's read-only view. A real member's token (operator
 * token for `operatorView`); refusals throw ApiProblem with the server's localised message, code and
 * value (e.g. RG_EXCLUSION_SHORTER `{ until }`).
 */
import type { AxiosInstance } from 'axios';
import { request } from './client';
import { ENDPOINTS } from '../../contract/endpoints';
import type {
  OperatorRgView,
  RgClosureBody,
  RgEvents,
  RgLimitBody,
  RgProfile,
  RgSelfExclusionBody,
  RgSession,
  RgTimeoutBody,
} from '../../contract/types';

export type {
  OperatorRgView,
  RgClosureBody,
  RgEvents,
  RgLimitBody,
  RgProfile,
  RgSelfExclusionBody,
  RgSession,
  RgTimeoutBody,
};

/** The answer of a change: the profile after it and the server's message (e.g. the cool-off's end). */
export interface RgChange {
  profile: RgProfile;
  message: string;
}

/** The responsible gaming API the rg store uses (tests pass a fake with the same shape). */
export interface RgApi {
  /** GET rg: limits with usage and pending changes, reality check, exclusion. */
  profile(): Promise<RgProfile>;
  /** PUT rg/limits: a decrease at once, a raise or removal after 24 hours. */
  setLimit(body: RgLimitBody): Promise<RgChange>;
  /** PUT rg/reality-check {minutes}. */
  setRealityCheck(minutes: 0 | 15 | 30 | 60): Promise<RgChange>;
  /** POST rg/timeout, rg/self-exclusion or rg/closure: ends every session of the member. */
  exclude(kind: 'timeout', body: RgTimeoutBody): Promise<RgChange>;
  exclude(kind: 'selfExclusion', body: RgSelfExclusionBody): Promise<RgChange>;
  exclude(kind: 'closed', body: RgClosureBody): Promise<RgChange>;
  /** GET rg/session: this session's minutes and net result. */
  session(): Promise<RgSession>;
  /** GET rg/events: the audit trail, newest first. */
  events(pageNo: number, pageSize: number): Promise<RgEvents>;
  /** GET operator/rg?username= (operator token): a member's responsible gaming, read-only. */
  operatorView(username: string): Promise<OperatorRgView>;
}

/** Binds the calls to `http` (paths from ENDPOINTS). */
export function createRgApi(http: AxiosInstance): RgApi {
  /** A change answers the envelope's message too (the cool-off time, "you are logged out"). */
  const change = async (method: 'PUT' | 'POST', url: string, data: unknown): Promise<RgChange> => {
    let message = '';
    const profile = await request<RgProfile>(http, {
      url,
      method,
      data,
      transformResponse: [
        (raw: unknown) => {
          const body =
            typeof raw === 'string' ? (JSON.parse(raw) as { message?: unknown }) : (raw as { message?: unknown });
          if (body && typeof body.message === 'string') message = body.message;
          return body;
        },
      ],
    });
    return { profile, message };
  };
  const paths = {
    timeout: ENDPOINTS.rgTimeout,
    selfExclusion: ENDPOINTS.rgSelfExclusion,
    closed: ENDPOINTS.rgClosure,
  } as const;
  return {
    profile: () => request<RgProfile>(http, { url: ENDPOINTS.rgProfile }),
    setLimit: (body) => change('PUT', ENDPOINTS.rgLimit, body),
    setRealityCheck: (minutes) => change('PUT', ENDPOINTS.rgRealityCheck, { minutes }),
    exclude: ((kind: keyof typeof paths, body: unknown) => change('POST', paths[kind], body)) as RgApi['exclude'],
    session: () => request<RgSession>(http, { url: ENDPOINTS.rgSession }),
    events: (pageNo, pageSize) => request<RgEvents>(http, { url: ENDPOINTS.rgEvents, params: { pageNo, pageSize } }),
    operatorView: (username) => request<OperatorRgView>(http, { url: ENDPOINTS.operatorRg, params: { username } }),
  };
}
