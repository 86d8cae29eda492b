/**
 * A save refusal as the console says it (README "Operator console"): the server sends each refusal
 * with its rule (`schema`, `locked`, a config lint rule id of engine/lint, or a content / pages rule
 * it has already worded in the caller's language), an English message and the message's params.
 * Schema, locked and lint refusals are worded here from `operator.console.refusals.*` with the
 * feature names of `operator.console.features.nodes`; any other refusal keeps the server's words.
 */
import type { i18n as I18n, TFunction } from 'i18next';
import type { ConfigFieldError } from '../../../contract/types';

const K = 'operator.console.refusals';

/** A feature's name in the console's language, or its modId when the console has no name for it. */
function featureName(t: TFunction, i18n: I18n, modId: string): string {
  const key = `operator.console.features.nodes.${modId}.name`;
  return i18n.exists(key) ? t(key) : modId;
}

/** @returns the refusal's text in the console's language. */
export function refusalText(t: TFunction, i18n: I18n, e: ConfigFieldError): string {
  const params = e.params ?? {};
  if (e.rule === 'schema') {
    const keyword = String(params.keyword ?? 'other');
    return t(i18n.exists(`${K}.schema.${keyword}`) ? `${K}.schema.${keyword}` : `${K}.schema.other`, params);
  }
  if (e.rule === 'locked') {
    const part = String(params.part ?? '');
    return t(i18n.exists(`${K}.locked.${part}`) ? `${K}.locked.${part}` : `${K}.fallback`);
  }
  if (!i18n.exists(`${K}.${e.rule}`)) return e.message;
  const names = {
    ...params,
    ...(params.modId !== undefined ? { name: featureName(t, i18n, String(params.modId)) } : {}),
    ...(params.needs !== undefined
      ? {
          needs: String(params.needs)
            .split(',')
            .map((m) => featureName(t, i18n, m))
            .join(t('operator.console.refusals.and')),
        }
      : {}),
  };
  return t(`${K}.${e.rule}`, names);
}
