/**
 * The server's English resources, two i18next namespaces: `messages` (the envelopes' messages, one
 * flat key each, by area) and `validation` (request validation errors). The shape TW follows.
 */
import { auth } from './auth.ts';
import { common } from './common.ts';
import { money } from './money.ts';
import { validation } from './validation.ts';

export const en = { messages: { ...common, ...auth, ...money }, validation };
export type ServerLocale = { [N in keyof typeof en]: Record<keyof (typeof en)[N], string> };
