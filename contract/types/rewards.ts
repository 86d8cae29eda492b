/**
 * Payloads of the rewards (spec sections 2, 4 and 7; docs/rewards.md): the bonus engine (grants
 * with turnover requirements, bonusDetails), the reward center, referral, missions and the
 * leaderboard, manual rebate (MANPLAYREB3), VIP, the member's public state, operator broadcasts and
 * the operator's reward settings. Each names a declaration generated from schemas/api/rewards.json
 * (contract/generated/schemas.ts). Money fields are decimal strings in the merchant currency
 * (contract/money.ts), rates percent strings with at most two decimals, times ISO strings.
 * Import them from contract/types.ts.
 */
import type {
  RewardMoney as SchemaRewardMoney,
  RewardAmount as SchemaRewardAmount,
  RewardRate as SchemaRewardRate,
  TurnoverMultiple as SchemaTurnoverMultiple,
  LocalText as SchemaLocalText,
  RewardSource as SchemaRewardSource,
  BonusState as SchemaBonusState,
  BonusBase as SchemaBonusBase,
  Bonus as SchemaBonus,
  BonusListQuery as SchemaBonusListQuery,
  BonusList as SchemaBonusList,
  BonusIdParams as SchemaBonusIdParams,
  ForfeitAnswer as SchemaForfeitAnswer,
  RewardState as SchemaRewardState,
  Reward as SchemaReward,
  RewardListQuery as SchemaRewardListQuery,
  RewardList as SchemaRewardList,
  RewardIdParams as SchemaRewardIdParams,
  ClaimAnswer as SchemaClaimAnswer,
  MemberState as SchemaMemberState,
  RewardCounts as SchemaRewardCounts,
  ReferralRules as SchemaReferralRules,
  ReferralInfo as SchemaReferralInfo,
  ReferralState as SchemaReferralState,
  ReferralFriend as SchemaReferralFriend,
  ReferralFriendsQuery as SchemaReferralFriendsQuery,
  ReferralFriends as SchemaReferralFriends,
  MissionPeriod as SchemaMissionPeriod,
  MissionKind as SchemaMissionKind,
  Mission as SchemaMission,
  MissionSummary as SchemaMissionSummary,
  LeaderboardBoard as SchemaLeaderboardBoard,
  LeaderboardQuery as SchemaLeaderboardQuery,
  LeaderboardEntry as SchemaLeaderboardEntry,
  Leaderboard as SchemaLeaderboard,
  RebateCategory as SchemaRebateCategory,
  RebateInfo as SchemaRebateInfo,
  RebateClaimBody as SchemaRebateClaimBody,
  RebateClaim as SchemaRebateClaim,
  RebateClaimAnswer as SchemaRebateClaimAnswer,
  RebateClaims as SchemaRebateClaims,
  VipLevelView as SchemaVipLevelView,
  VipInfo as SchemaVipInfo,
  DepositBonusRule as SchemaDepositBonusRule,
  VipLevelSetting as SchemaVipLevelSetting,
  MissionSetting as SchemaMissionSetting,
  LeaderboardSetting as SchemaLeaderboardSetting,
  RewardSettingsBody as SchemaRewardSettingsBody,
  RewardSettings as SchemaRewardSettings,
  RewardSettingsSave as SchemaRewardSettingsSave,
  MessageCategory as SchemaMessageCategory,
  MessageDeleteBody as SchemaMessageDeleteBody,
  BroadcastAudience as SchemaBroadcastAudience,
  BroadcastBody as SchemaBroadcastBody,
  Broadcast as SchemaBroadcast,
  Broadcasts as SchemaBroadcasts,
  OperatorBonusQuery as SchemaOperatorBonusQuery,
  OperatorBonus as SchemaOperatorBonus,
  OperatorBonuses as SchemaOperatorBonuses,
  DepositBonusOffer as SchemaDepositBonusOffer,
} from '../generated/schemas';

export type RewardMoney = SchemaRewardMoney;
export type RewardAmount = SchemaRewardAmount;
export type RewardRate = SchemaRewardRate;
export type TurnoverMultiple = SchemaTurnoverMultiple;
export type LocalText = SchemaLocalText;
export type RewardSource = SchemaRewardSource;
export type BonusState = SchemaBonusState;
export type BonusBase = SchemaBonusBase;
export type Bonus = SchemaBonus;
export type BonusListQuery = SchemaBonusListQuery;
export type BonusList = SchemaBonusList;
export type BonusIdParams = SchemaBonusIdParams;
export type ForfeitAnswer = SchemaForfeitAnswer;
export type RewardState = SchemaRewardState;
export type Reward = SchemaReward;
export type RewardListQuery = SchemaRewardListQuery;
export type RewardList = SchemaRewardList;
export type RewardIdParams = SchemaRewardIdParams;
export type ClaimAnswer = SchemaClaimAnswer;
export type MemberState = SchemaMemberState;
export type RewardCounts = SchemaRewardCounts;
export type ReferralRules = SchemaReferralRules;
export type ReferralInfo = SchemaReferralInfo;
export type ReferralState = SchemaReferralState;
export type ReferralFriend = SchemaReferralFriend;
export type ReferralFriendsQuery = SchemaReferralFriendsQuery;
export type ReferralFriends = SchemaReferralFriends;
export type MissionPeriod = SchemaMissionPeriod;
export type MissionKind = SchemaMissionKind;
export type Mission = SchemaMission;
export type MissionSummary = SchemaMissionSummary;
export type LeaderboardBoard = SchemaLeaderboardBoard;
export type LeaderboardQuery = SchemaLeaderboardQuery;
export type LeaderboardEntry = SchemaLeaderboardEntry;
export type Leaderboard = SchemaLeaderboard;
export type RebateCategory = SchemaRebateCategory;
export type RebateInfo = SchemaRebateInfo;
export type RebateClaimBody = SchemaRebateClaimBody;
export type RebateClaim = SchemaRebateClaim;
export type RebateClaimAnswer = SchemaRebateClaimAnswer;
export type RebateClaims = SchemaRebateClaims;
export type VipLevelView = SchemaVipLevelView;
export type VipInfo = SchemaVipInfo;
export type DepositBonusRule = SchemaDepositBonusRule;
export type VipLevelSetting = SchemaVipLevelSetting;
export type MissionSetting = SchemaMissionSetting;
export type LeaderboardSetting = SchemaLeaderboardSetting;
export type RewardSettingsBody = SchemaRewardSettingsBody;
export type RewardSettings = SchemaRewardSettings;
export type RewardSettingsSave = SchemaRewardSettingsSave;
export type MessageCategory = SchemaMessageCategory;
export type MessageDeleteBody = SchemaMessageDeleteBody;
export type BroadcastAudience = SchemaBroadcastAudience;
export type BroadcastBody = SchemaBroadcastBody;
export type Broadcast = SchemaBroadcast;
export type Broadcasts = SchemaBroadcasts;
export type OperatorBonusQuery = SchemaOperatorBonusQuery;
export type OperatorBonus = SchemaOperatorBonus;
export type OperatorBonuses = SchemaOperatorBonuses;
export type DepositBonusOffer = SchemaDepositBonusOffer;
