/**
 * The house API as the game pages call it: the session id from the game URL (?session=) goes in
 * the X-House-Session header of every call; a refusal `{ error: CODE }` becomes an ApiError whose
 * code the page shows as a localised text (errors.<CODE>).
 */
export class ApiError extends Error {
  constructor(readonly code: string) {
    super(code);
    this.name = 'ApiError';
  }
}

const params = new URLSearchParams(location.search);
/** The session of this page (empty on the verify page). */
export const SESSION = params.get('session') ?? '';

/** GET or POST `path` with the session; resolves the JSON answer, rejects with ApiError. */
export async function api<T>(path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'x-house-session': SESSION, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError('NETWORK');
  }
  const json = (await res.json().catch(() => ({}))) as T & { error?: string };
  if (!res.ok) throw new ApiError(json.error ?? 'INTERNAL_ERROR');
  return json;
}

/** Public seed information of the session. */
export interface Seeds {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

/**
 * A sandbox session's catalogue game (docs/sandbox-provider.md): the page shows its names, its
 * artwork and the "sandbox" mark. Absent for the in-house BGS games.
 */
export interface SandboxInfo {
  vendor: string;
  gameCode: string;
  kind: string;
  name: { TW: string; EN: string };
  /** Path of the game's artwork on this service. */
  art: string;
}

/** GET /api/session. */
export interface SessionInfo<R = Record<string, unknown>> {
  sandbox?: SandboxInfo;
  game: string;
  mode: 'real' | 'trial';
  language: 'TW' | 'EN';
  currency: string;
  nickname: string;
  returnUrl: string;
  balance: string;
  seeds: Seeds;
  rules: R & { stakes: string[] };
}
