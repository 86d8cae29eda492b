/**
 * The bonus engine's calls (docs/rewards.md "Bonus engine"; schemas/api/rewards.json; spec section 2
 * bonusDetails): the member's bonuses with their turnover requirements and the summary of what is
 * still open before a withdrawal, forfeiting an active bonus; and the operator console's reward
 * settings and the merchant's bonuses with their cost. Member calls need a real member's token,
 * operator calls the operator's; every call throws ApiProblem with the server's localised message.
 * Money fields are decimal strings, multiples numbers.
 */
import type { AxiosInstance } from 'axios';
import { request } from './client';
import { ENDPOINTS } from '../../contract/endpoints';
import type {
  BonusList,
  BonusListQuery,
  ForfeitAnswer,
  OperatorBonuses,
  OperatorBonusQuery,
  RewardSettings,
  RewardSettingsSave,
} from '../../contract/types';

/** The member's bonus calls (tests pass a fake with the same shape). */
export interface BonusesApi {
  /** GET the member's bonuses newest first (state, source, from / to ISO times, paged) with the open summary. */
  list(q: BonusListQuery): Promise<BonusList>;
  /** POST: gives up active bonus `id`; the bonus (at most the balance) goes back. @throws ApiProblem 404, 409 BONUS_NOT_ACTIVE. */
  forfeit(id: number): Promise<ForfeitAnswer>;
}

/** The console's reward calls. */
export interface OperatorRewardsApi {
  /** GET the merchant's reward settings (version 0: the defaults). */
  settings(): Promise<RewardSettings>;
  /** PUT the settings over `baseVersion`. @throws ApiProblem 400 REWARD_SETTINGS_INVALID (value.field), 409 REWARD_SETTINGS_STALE. */
  saveSettings(body: RewardSettingsSave): Promise<RewardSettings>;
  /** GET the merchant's bonuses (username, state, source; paged) with their cost totals. */
  bonuses(q: OperatorBonusQuery): Promise<OperatorBonuses>;
}

const clean = <T extends object>(q: T): Partial<T> =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '')) as Partial<T>;

/** Binds the member's bonus calls to `http`. */
export function createBonusesApi(http: AxiosInstance): BonusesApi {
  return {
    list: (q) => request(http, { url: ENDPOINTS.bonuses, params: clean(q) }),
    forfeit: (id) =>
      request(http, { url: ENDPOINTS.bonusForfeit.replace(':id', String(id)), method: 'POST', data: {} }),
  };
}

/** Binds the console's reward calls to `http` (whose token is the operator's). */
export function createOperatorRewardsApi(http: AxiosInstance): OperatorRewardsApi {
  return {
    settings: () => request(http, { url: ENDPOINTS.operatorRewardSettings }),
    saveSettings: (body) => request(http, { url: ENDPOINTS.operatorRewardSettings, method: 'PUT', data: body }),
    bonuses: (q) => request(http, { url: ENDPOINTS.operatorBonuses, params: clean(q) }),
  };
}
