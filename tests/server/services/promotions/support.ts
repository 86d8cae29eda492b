/**
 * Helpers of the promotions tests (docs/promotions.md): promotions inserted as the console would
 * leave them (published with a rule), multipart application bodies, and tiny real PNG and JPEG
 * images (their magic bytes are what the server checks).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../../server/db/open.ts';
import { promotions, type PromotionRuleColumn } from '../../../../server/db/schema.ts';
import { forgetActivePromotions } from '../../../../server/services/promotions/active.ts';

const DAY = 86_400_000;

/** What a test promotion may change of the defaults (published, running from yesterday for a week, fixed 10.00 reward). */
export type PromotionSeed = Omit<Partial<typeof promotions.$inferInsert>, 'rule'> & {
  rule?: Partial<PromotionRuleColumn>;
};

/** Inserts a promotion of DEMO (published unless said) and forgets the running promotions' cache. @returns its id. */
export async function insertPromotion(db: Db, merchantId: number, seed: PromotionSeed = {}): Promise<number> {
  const now = Date.now();
  const rule: PromotionRuleColumn = {
    trigger: 'none',
    category: null,
    target: '0',
    reward: { type: 'fixed', amount: '1000', percentBp: 0, max: '0' },
    multiple: 100,
    ...seed.rule,
  };
  const [row] = await db
    .insert(promotions)
    .values({
      merchantId,
      status: 'published',
      kind: 'apply',
      category: 'daily',
      titleTw: '測試活動',
      titleEn: 'Test promotion',
      summaryTw: '測試摘要',
      summaryEn: 'Test summary',
      termsHtmlTw: '<p>條款</p>',
      termsHtmlEn: '<p>Terms</p>',
      startsAt: new Date(now - DAY),
      endsAt: new Date(now + 7 * DAY),
      publishedAt: new Date(now - DAY),
      ...seed,
      rule,
    })
    .returning({ id: promotions.id });
  forgetActivePromotions();
  return row!.id;
}

/** A 1x1 PNG (real magic bytes). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a JPEG (SOI + JFIF APP0): what file-type reads. */
export const JPG = Buffer.concat([
  Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
    0x00,
  ]),
  Buffer.alloc(64),
  Buffer.from([0xff, 0xd9]),
]);

/** A multipart body: text fields then files (name, content, declared type). */
export function multipartBody(
  fields: Record<string, string>,
  files: { name: string; data: Buffer; type?: string }[],
): { payload: Buffer; contentType: string } {
  const boundary = `----promo${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'image/png'}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POSTs an application (multipart) with the member's token. */
export async function apply(
  app: FastifyInstance,
  token: string,
  promotionId: number,
  fields: Record<string, string>,
  files: { name: string; data: Buffer; type?: string }[] = [],
  language: 'TW' | 'EN' = 'EN',
) {
  const { payload, contentType } = multipartBody(fields, files);
  const res = await app.inject({
    method: 'POST',
    url: `/api/promotions/${promotionId}/apply?language=${language}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    payload,
  });
  return {
    status: res.statusCode,
    body: res.json() as { success: boolean; code: number | string; message: string; value: any },
  };
}
