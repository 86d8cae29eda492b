/**
 * The lazily loaded areas of spec section 2, each its own chunk named after the area (Vite names
 * chunks after the module file). Nothing here is loaded by the home route.
 */
import { lazy } from 'react';
import type { LazyArea } from './routeTable';

export const LAZY_AREAS = {
  Promotions: lazy(() => import('../promotions/Promotions')),
  Seamless: lazy(() => import('../shared/Seamless')),
  Lottery: lazy(() => import('../lottery/Lottery')),
  MemberCenter: lazy(() => import('../member-center/MemberCenter')),
  PointMall: lazy(() => import('../point-mall/PointMall')),
  AccountGame: lazy(() => import('../games/AccountGame')),
  GameListCenter: lazy(() => import('../games/GameListCenter')),
  GameCenter: lazy(() => import('../games/GameCenter')),
  SitePages: lazy(() => import('../site-pages/SitePages')),
  Download: lazy(() => import('../download/Download')),
  LiveChat: lazy(() => import('../livechat/LiveChat')),
} satisfies Record<LazyArea, unknown>;
