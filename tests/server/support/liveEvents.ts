/**
 * Every live event a server test makes the server publish is checked against the events schema
 * (schemas/api/socket-event.json): {@link checkLiveEventsAgainstSchema} attaches the check to the
 * hub (server/services/events checkEvents), so an event outside the schema makes its publisher
 * throw, and the test that caused it fails. createTestApp attaches it for every server test.
 */
import { checkEvents, type LiveEvent } from '../../../server/services/events/index.ts';
import { schemaErrors } from './schemas.ts';

/** The schema file of the socket's events (under schemas/). */
export const SOCKET_EVENT_SCHEMA = 'api/socket-event.json';

/** The schema errors of one event on the wire (`{ type, payload }`), or [] when it is valid. */
export function socketEventErrors(event: { type: unknown; payload: unknown }): string[] {
  return schemaErrors(SOCKET_EVENT_SCHEMA, { type: event.type, payload: event.payload });
}

/** Throws when `event` is not one of the schema's events (the message names its type and the errors). */
export function assertSchemaEvent(event: LiveEvent): void {
  const errors = socketEventErrors(event);
  if (errors.length > 0)
    throw new Error(`live event '${String(event.type)}' outside ${SOCKET_EVENT_SCHEMA}: ${errors.join('; ')}`);
}

let attached = false;

/** Attaches {@link assertSchemaEvent} to the hub of this test file (once). */
export function checkLiveEventsAgainstSchema(): void {
  if (attached) return;
  attached = true;
  checkEvents(assertSchemaEvent);
}
