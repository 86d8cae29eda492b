/**
 * Shared e2e fixtures: `t` translates with the project's language (the `tw` and `en` projects of
 * playwright.config.ts), `api` reads the reference server's envelopes, and `registry` interprets
 * the live configuration with the real engine so tests compare the UI with what the server says.
 */
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import i18next, { type TFunction } from 'i18next';
import { resources } from '../../../src/i18n';
import { interpret } from '../../../engine/interpret';
import type { Registry } from '../../../engine/registryTypes';
import type { ApiEnvelope, ContractSettings, GameMenuEntry, Permission } from '../../../contract/types';
import { ENDPOINTS } from '../../../contract/endpoints';

export type Lang = 'TW' | 'EN';

async function makeT(lang: Lang): Promise<TFunction> {
  const instance = i18next.createInstance();
  await instance.init({ resources, lng: lang, fallbackLng: 'TW', interpolation: { escapeValue: false } });
  return instance.t.bind(instance);
}

/** GETs an API path on the given server and unwraps the envelope. */
export async function apiValue<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.ok(), `${url} answers 2xx`).toBe(true);
  const body = (await res.json()) as ApiEnvelope<T>;
  expect(body.success).toBe(true);
  return body.value;
}

/** The registry the engine makes of a server's live configuration, in a language (vendor names). */
export async function liveRegistry(request: APIRequestContext, lang: Lang, base = ''): Promise<Registry> {
  const permission = await apiValue<Permission>(request, `${base}${ENDPOINTS.permission}?language=${lang}`);
  const gameMenu = await apiValue<GameMenuEntry[]>(request, `${base}${ENDPOINTS.gameMenu}?language=${lang}`);
  const contractSettings = await apiValue<ContractSettings>(request, `${base}${ENDPOINTS.contractSettings}`).catch(
    () => null,
  );
  return interpret({ permission, gameMenu, contractSettings });
}

/** Marks the public announcement popup closed before the page loads (spec section 4). */
export async function dismissAnnouncementsUpFront(page: Page): Promise<void> {
  await page.addInitScript(() => {
    sessionStorage.setItem('ANONYMOUS_POPUP', 'closed');
    sessionStorage.setItem('USER_POPUP', 'closed');
  });
}

export const test = base.extend<{ lang: Lang; t: TFunction; registry: Registry }>({
  lang: async ({}, use, testInfo) => {
    await use(testInfo.project.name === 'en' ? 'EN' : 'TW');
  },
  t: async ({ lang }, use) => {
    await use(await makeT(lang));
  },
  registry: async ({ request, lang }, use) => {
    await use(await liveRegistry(request, lang));
  },
});

export { expect };
