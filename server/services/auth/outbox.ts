/**
 * Message providers (README "Sign-in extras"): SMS and email go through {@link MessageProvider}. The
 * default provider writes every message to the `outbox` table; outside production the page
 * /dev/outbox shows it and tests and e2e read /dev/outbox.json. A real SMS gateway or SMTP
 * relay is another implementation of the same interface, passed to buildApp.
 */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { outbox } from '../../db/schema.ts';

/** One outgoing message. `to` is a phone (+<code> <number>) or an email address. */
export interface OutgoingMessage {
  merchantId: number | null;
  channel: 'sms' | 'email';
  to: string;
  /** Email subject; '' for SMS. */
  subject: string;
  body: string;
}

/** Sends SMS and email. Implementations throw when the message could not be handed over. */
export interface MessageProvider {
  send(message: OutgoingMessage): Promise<void>;
}

/** The default provider: writes to the outbox table. */
export function createOutboxProvider(db: Db): MessageProvider {
  return {
    async send(message) {
      await db
        .insert(outbox)
        .values({ ...message, subject: message.subject.slice(0, 200), to: message.to.slice(0, 120) });
    },
  };
}

/** An outbox row as /dev/outbox.json answers it. */
export interface OutboxEntry {
  id: number;
  channel: 'sms' | 'email';
  to: string;
  subject: string;
  body: string;
  createdAt: string;
}

/** The newest outbox messages first (at most `limit`), optionally only those to `to`. */
export async function listOutbox(db: Db, limit = 100, to?: string): Promise<OutboxEntry[]> {
  const rows = await db
    .select()
    .from(outbox)
    .where(to ? eq(outbox.to, to) : undefined)
    .orderBy(desc(outbox.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    to: r.to,
    subject: r.subject,
    body: r.body,
    createdAt: r.createdAt.toISOString(),
  }));
}
