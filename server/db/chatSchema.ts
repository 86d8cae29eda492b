/**
 * Live chat (docs/livechat.md): the merchant's chat settings (provider, desks), and the house
 * chat's conversations and messages between a member (or a visitor) and the merchant's operators.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { members } from './authSchema.ts';
import { operators } from './moneySchema.ts';
import { merchants } from './siteSchema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A merchant's chat settings (schemas/api/livechat.json chatSettingsBody); no row: the defaults. */
export const merchantChatSettings = pgTable('merchant_chat_settings', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
  updatedBy: integer('updated_by').references(() => operators.id, { onDelete: 'set null' }),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** One house chat: a member's (memberId) or a visitor's (memberId null) with one desk (modelId). `tokenHash` is the SHA-256 of the chat window's bearer token. */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    modelId: varchar('model_id', { length: 64 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    status: varchar('status', { length: 8 }).$type<'open' | 'closed'>().notNull().default('open'),
    lastMessageAt: at('last_message_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    closedAt: at('closed_at'),
  },
  (t) => [
    index('chat_conversations_merchant_idx').on(t.merchantId, t.status, t.lastMessageAt),
    index('chat_conversations_token_idx').on(t.tokenHash),
  ],
);

/** One chat message. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    from: varchar('from', { length: 8 }).$type<'member' | 'agent' | 'system'>().notNull(),
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('chat_messages_conversation_idx').on(t.conversationId, t.id)],
);
