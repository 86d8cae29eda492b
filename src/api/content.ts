/**
 * Content resources (spec section 7): winner board, announcements, notices, resources.
 */
import type { AxiosInstance } from 'axios';
import { request } from './client';
import { ENDPOINTS } from '../../contract/endpoints';
import type { AnnouncementsResponse, FooterBadges, Notice, SiteResource, WinnerBoardEntry } from '../../contract/types';
import { WINNER_LIMIT } from '../../contract/spec';

/** GET winner board: gameCategory ALL, limitNum 20 (spec section 3); answers `value.list`. */
export async function fetchWinnerBoard(http: AxiosInstance, language: string): Promise<WinnerBoardEntry[]> {
  const value = await request<{ list?: WinnerBoardEntry[] } | WinnerBoardEntry[]>(http, {
    url: ENDPOINTS.winnerBoard,
    params: { gameCategory: 'ALL', language, limitNum: WINNER_LIMIT },
  });
  return Array.isArray(value) ? value : (value.list ?? []);
}

/**
 * GET announcements: types 'B,PL,PU,PR,H', platform W (spec section 3); `execution` is B for
 * guests, A for members (spec section 4).
 */
export async function fetchAnnouncements(
  http: AxiosInstance,
  language: string,
  execution: 'A' | 'B',
): Promise<AnnouncementsResponse> {
  const value = await request<Partial<AnnouncementsResponse>>(http, {
    url: ENDPOINTS.announcements,
    params: { types: 'B,PL,PU,PR,H', platform: 'W', execution, language },
  });
  return {
    banners: value.banners ?? [],
    player: value.player ?? [],
    popup: value.popup ?? [],
    promotion: value.promotion ?? [],
  };
}

/** GET notices (the marquee). */
export async function fetchNotices(http: AxiosInstance, language: string): Promise<Notice[]> {
  const value = await request<{ list?: Notice[] } | Notice[]>(http, { url: ENDPOINTS.notices, params: { language } });
  return Array.isArray(value) ? value : (value.list ?? []);
}

/** GET the footer badge catalogue: payment, certification, social and licence images (spec section 2, footer). */
export async function fetchFooterBadges(http: AxiosInstance): Promise<FooterBadges> {
  return request<FooterBadges>(http, { url: ENDPOINTS.footerBadges });
}

/** GET resources (Android, TELEGRAM, TELEGRAM1, WHATSAPP). */
export async function fetchResources(http: AxiosInstance): Promise<SiteResource[]> {
  const value = await request<{ list?: SiteResource[] } | SiteResource[]>(http, { url: ENDPOINTS.resources });
  return Array.isArray(value) ? value : (value.list ?? []);
}

/**
 * Tells the server the visitor switched language (spec section 4). The endpoint is optional on the
 * server: a 404 is ignored; other failures are ignored too because a language switch must never
 * fail for the visitor.
 * @returns whether the server accepted the notification.
 */
export async function notifyLanguage(http: AxiosInstance, language: string): Promise<boolean> {
  try {
    await request<unknown>(http, { url: ENDPOINTS.languageNotify, method: 'POST', data: { language } });
    return true;
  } catch {
    return false;
  }
}
