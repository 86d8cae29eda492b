/** Query parameter schemas shared by several routes. */
import { GAME_CATEGORIES } from '../../contract/types.ts';
import { LANGUAGES } from '../../contract/spec.ts';

export const languageParam = { type: 'string', enum: [...LANGUAGES], description: 'TW (default) or EN; without it, Accept-Language decides' } as const;
export const platformParam = { type: 'string', maxLength: 64, description: 'Client platform, e.g. WEB, W, html5-desktop (accepted, not used by the reference server)' } as const;
export const vendorCodeParam = { type: 'string', pattern: '^[A-Z0-9_]{1,32}$', description: 'Vendor code (vassalage)' } as const;
export const merchantCodeParam = { type: 'string', pattern: '^[A-Z0-9_]{2,32}$', description: 'Merchant code (accepted; the merchant is resolved from the host)' } as const;
export const gameCategoryParam = { type: 'string', enum: [...GAME_CATEGORIES] } as const;

/** A querystring schema with the given properties and no others. */
export function querySchema(properties: Record<string, object>, required: string[] = []): object {
  return { type: 'object', additionalProperties: false, properties, required };
}
