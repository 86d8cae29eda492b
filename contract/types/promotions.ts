/**
 * Payloads of promotions and the points mall (spec sections 2, 3, 4, 7 and 9; docs/promotions.md):
 * the promotion catalogue with each member's activity state, the activity center, applications
 * with remarks and images, raffles with their provably fair draw, the points mall (PTSYS3: balance,
 * items, redeem and convert, redeem history, points details) and the operator console's calls for
 * both. Each names a declaration generated from schemas/api/promotions.json
 * (contract/generated/schemas.ts). Money fields are decimal strings in the merchant currency, points
 * decimal strings with two decimals, times ISO strings. Import them from contract/types.ts.
 */
import type {
  PromotionKind as SchemaPromotionKind,
  PromotionStatus as SchemaPromotionStatus,
  ActivityState as SchemaActivityState,
  PromotionTrigger as SchemaPromotionTrigger,
  PromotionReward as SchemaPromotionReward,
  PromotionRule as SchemaPromotionRule,
  RafflePrize as SchemaRafflePrize,
  RaffleRule as SchemaRaffleRule,
  PromotionCategory as SchemaPromotionCategory,
  PromotionCategorySetting as SchemaPromotionCategorySetting,
  PromotionSettings as SchemaPromotionSettings,
  PromotionSettingsSave as SchemaPromotionSettingsSave,
  PromotionEntryState as SchemaPromotionEntryState,
  PromotionImage as SchemaPromotionImage,
  PromotionEntry as SchemaPromotionEntry,
  Promotion as SchemaPromotion,
  PromotionListQuery as SchemaPromotionListQuery,
  PromotionList as SchemaPromotionList,
  RaffleWinner as SchemaRaffleWinner,
  RaffleEntrant as SchemaRaffleEntrant,
  RaffleView as SchemaRaffleView,
  RaffleVerify as SchemaRaffleVerify,
  PromotionDetails as SchemaPromotionDetails,
  ActivityListQuery as SchemaActivityListQuery,
  ActivityList as SchemaActivityList,
  PromotionJoinAnswer as SchemaPromotionJoinAnswer,
  PromotionApplyFields as SchemaPromotionApplyFields,
  PromotionClaimAnswer as SchemaPromotionClaimAnswer,
  PromotionBody as SchemaPromotionBody,
  PromotionStats as SchemaPromotionStats,
  OperatorPromotion as SchemaOperatorPromotion,
  OperatorPromotionQuery as SchemaOperatorPromotionQuery,
  OperatorPromotions as SchemaOperatorPromotions,
  PromotionSave as SchemaPromotionSave,
  ApplicationQuery as SchemaApplicationQuery,
  Application as SchemaApplication,
  Applications as SchemaApplications,
  ApplicationApprove as SchemaApplicationApprove,
  ApplicationReject as SchemaApplicationReject,
  PointsValue as SchemaPointsValue,
  PointsType as SchemaPointsType,
  PointsRate as SchemaPointsRate,
  PointsSettingsBody as SchemaPointsSettingsBody,
  PointsSettings as SchemaPointsSettings,
  PointsSettingsSave as SchemaPointsSettingsSave,
  PointsConfig as SchemaPointsConfig,
  PointsBalance as SchemaPointsBalance,
  ExchangeType as SchemaExchangeType,
  PointsItem as SchemaPointsItem,
  PointsItemQuery as SchemaPointsItemQuery,
  PointsItems as SchemaPointsItems,
  PointsDelivery as SchemaPointsDelivery,
  PointsRedeemBody as SchemaPointsRedeemBody,
  PointsConvertBody as SchemaPointsConvertBody,
  RedeemStatus as SchemaRedeemStatus,
  PointsRedemption as SchemaPointsRedemption,
  PointsRedeemAnswer as SchemaPointsRedeemAnswer,
  PointsRedemptionQuery as SchemaPointsRedemptionQuery,
  PointsRedemptions as SchemaPointsRedemptions,
  PointsRecord as SchemaPointsRecord,
  PointsRecordQuery as SchemaPointsRecordQuery,
  PointsRecords as SchemaPointsRecords,
  PointsItemBody as SchemaPointsItemBody,
  OperatorPointsItem as SchemaOperatorPointsItem,
  OperatorPointsItems as SchemaOperatorPointsItems,
  PointsItemSave as SchemaPointsItemSave,
  PointsStockBody as SchemaPointsStockBody,
  OperatorRedemptionQuery as SchemaOperatorRedemptionQuery,
  OperatorRedemption as SchemaOperatorRedemption,
  OperatorRedemptions as SchemaOperatorRedemptions,
  RedemptionReject as SchemaRedemptionReject,
} from '../generated/schemas';

export type PromotionKind = SchemaPromotionKind;
export type PromotionStatus = SchemaPromotionStatus;
export type ActivityState = SchemaActivityState;
export type PromotionTrigger = SchemaPromotionTrigger;
export type PromotionReward = SchemaPromotionReward;
export type PromotionRule = SchemaPromotionRule;
export type RafflePrize = SchemaRafflePrize;
export type RaffleRule = SchemaRaffleRule;
export type PromotionCategory = SchemaPromotionCategory;
export type PromotionCategorySetting = SchemaPromotionCategorySetting;
export type PromotionSettings = SchemaPromotionSettings;
export type PromotionSettingsSave = SchemaPromotionSettingsSave;
export type PromotionEntryState = SchemaPromotionEntryState;
export type PromotionImage = SchemaPromotionImage;
export type PromotionEntry = SchemaPromotionEntry;
export type Promotion = SchemaPromotion;
export type PromotionListQuery = SchemaPromotionListQuery;
export type PromotionList = SchemaPromotionList;
export type RaffleWinner = SchemaRaffleWinner;
export type RaffleEntrant = SchemaRaffleEntrant;
export type RaffleView = SchemaRaffleView;
export type RaffleVerify = SchemaRaffleVerify;
export type PromotionDetails = SchemaPromotionDetails;
export type ActivityListQuery = SchemaActivityListQuery;
export type ActivityList = SchemaActivityList;
export type PromotionJoinAnswer = SchemaPromotionJoinAnswer;
export type PromotionApplyFields = SchemaPromotionApplyFields;
export type PromotionClaimAnswer = SchemaPromotionClaimAnswer;
export type PromotionBody = SchemaPromotionBody;
export type PromotionStats = SchemaPromotionStats;
export type OperatorPromotion = SchemaOperatorPromotion;
export type OperatorPromotionQuery = SchemaOperatorPromotionQuery;
export type OperatorPromotions = SchemaOperatorPromotions;
export type PromotionSave = SchemaPromotionSave;
export type ApplicationQuery = SchemaApplicationQuery;
export type Application = SchemaApplication;
export type Applications = SchemaApplications;
export type ApplicationApprove = SchemaApplicationApprove;
export type ApplicationReject = SchemaApplicationReject;
export type PointsValue = SchemaPointsValue;
export type PointsType = SchemaPointsType;
export type PointsRate = SchemaPointsRate;
export type PointsSettingsBody = SchemaPointsSettingsBody;
export type PointsSettings = SchemaPointsSettings;
export type PointsSettingsSave = SchemaPointsSettingsSave;
export type PointsConfig = SchemaPointsConfig;
export type PointsBalance = SchemaPointsBalance;
export type ExchangeType = SchemaExchangeType;
export type PointsItem = SchemaPointsItem;
export type PointsItemQuery = SchemaPointsItemQuery;
export type PointsItems = SchemaPointsItems;
export type PointsDelivery = SchemaPointsDelivery;
export type PointsRedeemBody = SchemaPointsRedeemBody;
export type PointsConvertBody = SchemaPointsConvertBody;
export type RedeemStatus = SchemaRedeemStatus;
export type PointsRedemption = SchemaPointsRedemption;
export type PointsRedeemAnswer = SchemaPointsRedeemAnswer;
export type PointsRedemptionQuery = SchemaPointsRedemptionQuery;
export type PointsRedemptions = SchemaPointsRedemptions;
export type PointsRecord = SchemaPointsRecord;
export type PointsRecordQuery = SchemaPointsRecordQuery;
export type PointsRecords = SchemaPointsRecords;
export type PointsItemBody = SchemaPointsItemBody;
export type OperatorPointsItem = SchemaOperatorPointsItem;
export type OperatorPointsItems = SchemaOperatorPointsItems;
export type PointsItemSave = SchemaPointsItemSave;
export type PointsStockBody = SchemaPointsStockBody;
export type OperatorRedemptionQuery = SchemaOperatorRedemptionQuery;
export type OperatorRedemption = SchemaOperatorRedemption;
export type OperatorRedemptions = SchemaOperatorRedemptions;
export type RedemptionReject = SchemaRedemptionReject;
