/**
 * A merchant's live chat settings (docs/livechat.md "Settings"; schemas/api/livechat.json
 * chatSettingsBody): the provider (`house`: the platform's own chat answered in the console, or
 * `external`: an https URL template of a chat provider) and the desks (models) with their names,
 * descriptions and greetings in TW and EN. Stored as the API shape in `merchant_chat_settings`
 * (no row: {@link DEFAULT_CHAT_SETTINGS}, version 0), saved over `baseVersion` like the reward
 * settings (one save wins, the other gets 409 CHAT_SETTINGS_STALE).
 */
import { and, eq } from 'drizzle-orm';
import type { ChatSettings, ChatSettingsBody } from '../../../contract/types.ts';
import type { Db } from '../../db/open.ts';
import { merchantChatSettings } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';

const text = (TW: string, EN: string) => ({ TW, EN });

/** What a merchant that never saved its own settings runs (docs/livechat.md "Settings"). */
export const DEFAULT_CHAT_SETTINGS: ChatSettingsBody = {
  provider: 'house',
  externalUrl: null,
  models: [
    {
      id: 'customer-service',
      name: text('客服中心', 'Customer service'),
      description: text('帳號、活動與遊戲問題', 'Account, promotions and games'),
      greeting: text(
        '您好，歡迎來到客服中心！請問有什麼可以為您服務的嗎？',
        'Hello and welcome to customer service! How can we help you today?',
      ),
    },
    {
      id: 'deposit-withdrawal',
      name: text('存提款協助', 'Deposit & withdrawal'),
      description: text('存款入帳、提款進度與銀行卡', 'Deposits, withdrawals and bank cards'),
      greeting: text(
        '您好，這裡是存提款協助。請告訴我們您的訂單編號與遇到的問題。',
        'Hello, this is deposit & withdrawal help. Please tell us your order number and what happened.',
      ),
    },
    {
      id: 'vip-host',
      name: text('VIP 專屬客服', 'VIP host'),
      description: text('VIP 會員的專屬服務', 'Personal service for VIP members'),
      greeting: text(
        '尊貴的會員您好，您的 VIP 專屬客服很高興為您服務。',
        'Welcome, valued member. Your VIP host is glad to assist you.',
      ),
    },
  ],
};

const invalid = (field: string): ApiError =>
  new ApiError(400, 'CHAT_SETTINGS_INVALID', 'chatSettingsInvalid', {
    params: { field },
    value: { field, in: 'body' },
  });

/**
 * Checks what the schema cannot say.
 * @throws ApiError 400 CHAT_SETTINGS_INVALID naming the field: desk ids unique (`models[i].id`),
 * names not blank (`models[i].name.TW`), an external provider needs `externalUrl`, and the URL
 * must parse as https with a host.
 */
export function checkChatSettings(body: ChatSettingsBody): void {
  const ids = new Set<string>();
  body.models.forEach((m, i) => {
    if (ids.has(m.id)) throw invalid(`models[${i}].id`);
    ids.add(m.id);
    for (const lang of ['TW', 'EN'] as const) if (!m.name[lang].trim()) throw invalid(`models[${i}].name.${lang}`);
  });
  if (body.provider === 'external' && !body.externalUrl) throw invalid('externalUrl');
  if (body.externalUrl !== null) {
    let url: URL;
    try {
      url = new URL(body.externalUrl.replace(/\{(name|id|lang|model|sig)\}/g, 'x'));
    } catch {
      throw invalid('externalUrl');
    }
    if (url.protocol !== 'https:' || !url.hostname) throw invalid('externalUrl');
  }
}

/** The merchant's settings and version (0 and the defaults when it never saved). */
export async function chatSettings(db: Db, merchantId: number): Promise<ChatSettings> {
  const [row] = await db
    .select()
    .from(merchantChatSettings)
    .where(eq(merchantChatSettings.merchantId, merchantId))
    .limit(1);
  if (!row) return { version: 0, settings: DEFAULT_CHAT_SETTINGS };
  return { version: row.version, settings: row.settings as unknown as ChatSettingsBody };
}

/**
 * Saves `body` over `baseVersion` (optimistic: one save wins).
 * @returns the settings after and the body before (for the audit).
 * @throws ApiError 400 CHAT_SETTINGS_INVALID ({@link checkChatSettings}), 409 CHAT_SETTINGS_STALE when another save came first.
 */
export async function saveChatSettings(
  db: Db,
  merchantId: number,
  operatorId: number,
  baseVersion: number,
  body: ChatSettingsBody,
  now: Date,
): Promise<{ view: ChatSettings; before: ChatSettingsBody }> {
  checkChatSettings(body);
  const before = await chatSettings(db, merchantId);
  if (before.version !== baseVersion) throw new ApiError(409, 'CHAT_SETTINGS_STALE', 'chatSettingsStale');
  const stored = body as unknown as Record<string, unknown>;
  const saved =
    baseVersion === 0
      ? await db
          .insert(merchantChatSettings)
          .values({ merchantId, version: 1, settings: stored, updatedBy: operatorId, updatedAt: now })
          .onConflictDoNothing()
          .returning()
      : await db
          .update(merchantChatSettings)
          .set({ version: baseVersion + 1, settings: stored, updatedBy: operatorId, updatedAt: now })
          .where(and(eq(merchantChatSettings.merchantId, merchantId), eq(merchantChatSettings.version, baseVersion)))
          .returning();
  if (!saved.length) throw new ApiError(409, 'CHAT_SETTINGS_STALE', 'chatSettingsStale');
  return { view: { version: saved[0]!.version, settings: body }, before: before.settings };
}
