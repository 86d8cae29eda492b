/**
 * Replays of money requests carrying a client requestId (README "Money": a retry moves nothing
 * twice): the first request's row answers every repeat, also a concurrent one that lost the race
 * on the unique index (member, requestId); a repeat whose fields differ is refused with 409.
 */
import { ApiError } from '../../http/errors.ts';

/**
 * Checks that a replay asks for what the first request asked (same values of every compared field).
 * @throws ApiError 409 DUPLICATE_REQUEST (value `{ field: 'requestId', in: 'body' }`) when one differs.
 */
export function assertSameRequest(first: Record<string, unknown>, again: Record<string, unknown>): void {
  for (const [field, value] of Object.entries(again)) {
    if (first[field] !== value)
      throw new ApiError(409, 'DUPLICATE_REQUEST', 'duplicateRequest', { value: { field: 'requestId', in: 'body' } });
  }
}

/**
 * Runs a money request carrying an optional `requestId` idempotently: the first result of the
 * `requestId` when there is one (`replayOf`), else `create()`. When `create()` fails (the unique
 * index hit by a concurrent twin, or a limit the twin's commit has just used up) and the twin's
 * row now exists, its result answers instead of the failure.
 * @param replayOf the first result of a requestId, or null; throws 409 DUPLICATE_REQUEST when its
 *   fields differ (see {@link assertSameRequest}).
 */
export async function replayOrCreate<T>(
  requestId: string | undefined,
  replayOf: (requestId: string) => Promise<T | null>,
  create: () => Promise<T>,
): Promise<T> {
  if (requestId) {
    const first = await replayOf(requestId);
    if (first) return first;
  }
  try {
    return await create();
  } catch (err) {
    const first = requestId ? await replayOf(requestId) : null;
    if (first) return first;
    throw err;
  }
}
