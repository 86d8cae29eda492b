/** 伺服器的繁體中文資源（預設與備援語言），與英文相同的命名空間與鍵：`messages` 與 `validation`。 */
import type { ServerLocale } from '../en/index.ts';
import { auth } from './auth.ts';
import { common } from './common.ts';
import { money } from './money.ts';
import { validation } from './validation.ts';

export const tw: ServerLocale = { messages: { ...common, ...auth, ...money }, validation };
