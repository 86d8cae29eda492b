/** 繁體中文資源（預設與備援語言），與英文相同的分區。 */
import type { LocaleShape } from '../en';
import type { Shape } from '../../shape';
import { common } from './common';
import { categories } from './categories';
import { layout } from './layout';
import { home } from './home';
import { games } from './games';
import { modals } from './modals';
import { pages } from './pages';
import { errors } from './errors';
import { help } from './help';
import { menu } from './menu';
import { center } from './center';
import { forms } from './forms';
import { wallet } from './wallet';
import { auth } from './auth';
import { play } from './play';
import { operator } from './operator';
import { agent } from './agent';
import { contracts } from './contracts';
import { bonuses } from './bonuses';
import { rewardCenter } from './rewardCenter';
import { missions } from './missions';
import { messages } from './messages';
import { promotions } from './promotions';
import { raffle } from './raffle';
import { points } from './points';
import { sitePages } from './sitePages';
import { download } from './download';
import { rg } from './rg';
import { livechat } from './livechat';
import { lottery } from './lottery';

export const tw: Shape<LocaleShape> = {
  common,
  categories,
  layout,
  home,
  games,
  modals,
  pages,
  errors,
  help,
  menu,
  center,
  forms,
  wallet,
  auth,
  play,
  operator,
  agent,
  contracts,
  bonuses,
  rewardCenter,
  missions,
  messages,
  promotions,
  raffle,
  points,
  sitePages,
  download,
  rg,
  livechat,
  lottery,
};
