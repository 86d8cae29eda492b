/**
 * Payloads of the site pages (blog, news, about us, help center, app download; docs/site-pages.md),
 * responsible gaming (limits, reality check, time-out, self-exclusion, closure;
 * docs/responsible-gaming.md) and live chat (docs/livechat.md). Each names a declaration generated
 * from schemas/api/site-pages.json, responsible-gaming.json and livechat.json
 * (contract/generated/schemas.ts). Money fields are decimal strings in the merchant currency, times
 * ISO strings. Import them from contract/types.ts.
 */
import type {
  ArticleKind as SchemaArticleKind,
  PagesCategory as SchemaPagesCategory,
  PagesArticle as SchemaPagesArticle,
  HelpArticle as SchemaHelpArticle,
  HelpSection as SchemaHelpSection,
  PagesDocument as SchemaPagesDocument,
  ArticleCard as SchemaArticleCard,
  ArticleListQuery as SchemaArticleListQuery,
  ArticleList as SchemaArticleList,
  ArticleQuery as SchemaArticleQuery,
  ArticleDetails as SchemaArticleDetails,
  AboutPage as SchemaAboutPage,
  HelpContent as SchemaHelpContent,
  HelpQuery as SchemaHelpQuery,
  DownloadApp as SchemaDownloadApp,
  DownloadInfo as SchemaDownloadInfo,
  RgLimitKind as SchemaRgLimitKind,
  RgPeriod as SchemaRgPeriod,
  RgLimit as SchemaRgLimit,
  RgExclusionKind as SchemaRgExclusionKind,
  RgExclusion as SchemaRgExclusion,
  RgProfile as SchemaRgProfile,
  RgLimitBody as SchemaRgLimitBody,
  RgRealityCheckBody as SchemaRgRealityCheckBody,
  RgTimeoutBody as SchemaRgTimeoutBody,
  RgSelfExclusionBody as SchemaRgSelfExclusionBody,
  RgClosureBody as SchemaRgClosureBody,
  RgSession as SchemaRgSession,
  RgEvent as SchemaRgEvent,
  RgEvents as SchemaRgEvents,
  OperatorRgQuery as SchemaOperatorRgQuery,
  OperatorRgView as SchemaOperatorRgView,
  ChatModel as SchemaChatModel,
  ChatModels as SchemaChatModels,
  ChatLaunchQuery as SchemaChatLaunchQuery,
  ChatLaunch as SchemaChatLaunch,
  ChatMessage as SchemaChatMessage,
  ChatConversation as SchemaChatConversation,
  ChatSendBody as SchemaChatSendBody,
  ChatSettingsModel as SchemaChatSettingsModel,
  ChatSettingsBody as SchemaChatSettingsBody,
  ChatSettings as SchemaChatSettings,
  ChatSettingsSave as SchemaChatSettingsSave,
  OperatorChatQuery as SchemaOperatorChatQuery,
  OperatorChat as SchemaOperatorChat,
  OperatorChats as SchemaOperatorChats,
} from '../generated/schemas';

export type ArticleKind = SchemaArticleKind;
export type PagesCategory = SchemaPagesCategory;
export type PagesArticle = SchemaPagesArticle;
export type HelpArticle = SchemaHelpArticle;
export type HelpSection = SchemaHelpSection;
export type PagesDocument = SchemaPagesDocument;
export type ArticleCard = SchemaArticleCard;
export type ArticleListQuery = SchemaArticleListQuery;
export type ArticleList = SchemaArticleList;
export type ArticleQuery = SchemaArticleQuery;
export type ArticleDetails = SchemaArticleDetails;
export type AboutPage = SchemaAboutPage;
export type HelpContent = SchemaHelpContent;
export type HelpQuery = SchemaHelpQuery;
export type DownloadApp = SchemaDownloadApp;
export type DownloadInfo = SchemaDownloadInfo;
export type RgLimitKind = SchemaRgLimitKind;
export type RgPeriod = SchemaRgPeriod;
export type RgLimit = SchemaRgLimit;
export type RgExclusionKind = SchemaRgExclusionKind;
export type RgExclusion = SchemaRgExclusion;
export type RgProfile = SchemaRgProfile;
export type RgLimitBody = SchemaRgLimitBody;
export type RgRealityCheckBody = SchemaRgRealityCheckBody;
export type RgTimeoutBody = SchemaRgTimeoutBody;
export type RgSelfExclusionBody = SchemaRgSelfExclusionBody;
export type RgClosureBody = SchemaRgClosureBody;
export type RgSession = SchemaRgSession;
export type RgEvent = SchemaRgEvent;
export type RgEvents = SchemaRgEvents;
export type OperatorRgQuery = SchemaOperatorRgQuery;
export type OperatorRgView = SchemaOperatorRgView;
export type ChatModel = SchemaChatModel;
export type ChatModels = SchemaChatModels;
export type ChatLaunchQuery = SchemaChatLaunchQuery;
export type ChatLaunch = SchemaChatLaunch;
export type ChatMessage = SchemaChatMessage;
export type ChatConversation = SchemaChatConversation;
export type ChatSendBody = SchemaChatSendBody;
export type ChatSettingsModel = SchemaChatSettingsModel;
export type ChatSettingsBody = SchemaChatSettingsBody;
export type ChatSettings = SchemaChatSettings;
export type ChatSettingsSave = SchemaChatSettingsSave;
export type OperatorChatQuery = SchemaOperatorChatQuery;
export type OperatorChat = SchemaOperatorChat;
export type OperatorChats = SchemaOperatorChats;
