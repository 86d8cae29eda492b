/**
 * The runtime registry: what the configuration engine (engine/interpret.ts) makes of the raw
 * configuration, and what every screen reads instead of the raw flags (design card; STYLE.md
 * "How configuration flows"). Pure types, no React.
 */
import type { AuthTabs, FeatureFormId, FormRegistry, FormSchema, MoneyFormId } from './forms/types';
import type { CustomerServiceType, GameCategory, MenuVendor } from '../contract/types';

/**
 * Named product features. Each whitelabel flag of spec section 3 maps to one key; the referral
 * promotion and the consolidated contract settings add theirs (see FEATURE_SOURCES in features.ts).
 */
export type FeatureKey =
  | 'register.username' // USERNAMEREG3
  | 'register.mobile' // MOBILENUMREG3
  | 'register.mobilePassword' // MOBILENUMPASSREG3
  | 'register.mobileVerification' // REGMOBVERF3
  | 'forgotPassword.mobile' // CHNGPASSVERIF3
  | 'agent.policy' // AGENTPOLICY3
  | 'game.freePlay' // FREEPLAY3
  | 'password.expiryForceChange' // PWDEXPFORCECHANGE3
  | 'login.sms' // MOBILEVERCODELOGIN3
  | 'points' // PTSYS3
  | 'manualRebate' // MANPLAYREB3
  | 'referral' // availablePromo.REFERRAL.enabled
  | 'contract.dividend' // divtypereq
  | 'contract.dailyWage' // dailysalreqtype
  | 'contract.hourlyWage' // contracthoursalreq
  | 'contract.realtimeWage' // realtimesalreqtype
  | 'login.google'
  | 'login.facebook';

/** Who may see a menu entry; evaluated against the live session, not by the engine. */
export type SessionRole = 'guest' | 'trial' | 'member' | 'agent';

/** Names of the modals the UI store can open (spec section 2, Modals). */
export type ModalName =
  | 'announcements'
  | 'notice'
  | 'login'
  | 'register'
  | 'changePassword'
  | 'forgotPassword'
  | 'help'
  | 'feedback'
  | 'gamePopup'
  | 'logoutConfirm'
  | 'memberCenter'
  | 'agentCenter';

/** What activating a menu entry does; dispatched by the renderers' action handler. */
export type MenuAction =
  | { kind: 'route'; to: string }
  | { kind: 'launch'; category: GameCategory; vendor: string; gameCode: string | null }
  | { kind: 'vassalage'; vendor: string; category: GameCategory }
  | { kind: 'modal'; modal: ModalName; params?: Record<string, string> }
  | { kind: 'centerPage'; center: CenterId; page: string }
  | { kind: 'customerService'; csType: CustomerServiceType }
  | { kind: 'resource'; resourceType: 'Android' | 'TELEGRAM' | 'TELEGRAM1' | 'WHATSAPP' }
  | { kind: 'external'; href: string }
  | { kind: 'appDownload' }
  | { kind: 'language' }
  | { kind: 'theme' }
  | { kind: 'scrollTop' }
  | { kind: 'logout' }
  | { kind: 'none' };

/** Where a red count badge takes its number (spec section 2, member center menu). */
export type BadgeSource = 'missionCount' | 'unreadMessage' | 'rewardCount' | 'availablePromoCount';

/** One entry of any menu. */
export interface MenuEntry {
  /** Stable id, e.g. 'RNG', 'securityCenter', 'vendor:PG'. */
  id: string;
  /** i18n key of the label; vendor entries carry `label` instead (a brand name is not translated). */
  labelKey: string;
  label?: string;
  /** Icon name understood by the shared Icon component, or an image URL for vendors. */
  icon?: string;
  action: MenuAction;
  /** Features that must all be on (the engine already drops entries whose features are off). */
  requiresFeatures: FeatureKey[];
  /** Session roles allowed to see it; empty means everybody. */
  roles: SessionRole[];
  /** Whether activating it needs a logged-in real (non-trial) account (spec section 6). */
  needsLogin: boolean;
  badge?: BadgeSource;
  /** Drop menu entries (top navigation vendors). */
  children?: MenuEntry[];
  /** Drop menu layout: large above 10 vendors (spec section 2). */
  dropLayout?: 'normal' | 'large';
}

export type MenuId = 'topNav' | 'side' | 'footer' | 'floatingService' | 'account' | 'memberCenter' | 'agentCenter';

export interface Menu {
  id: MenuId;
  entries: MenuEntry[];
}

/** A game category after reorganisation (spec section 4, game menu reorganisation). */
export interface CategoryInfo {
  category: GameCategory;
  /** Route of its page, e.g. '/rng'. */
  path: string;
  /** Page identifier, e.g. 'w_rng'. */
  pageId: string;
  /** Content-type code, e.g. 'con_rng'. */
  contentType: string;
  /** 'list' pages (/live /fish /rng /pvp /bgs) or 'center' pages (/sports ...). */
  pageKind: 'list' | 'center';
  vendors: MenuVendor[];
}

/** The two account centers (spec section 2). */
export type CenterId = 'member' | 'agent';

/** A center page of the registry: its id with the features and session roles it requires. */
export interface CenterPage {
  id: string;
  center: CenterId;
  /** Features that must all be on (the engine leaves out pages whose features are off). */
  requiresFeatures: FeatureKey[];
  /** Session roles the center serves (spec section 6). */
  roles: SessionRole[];
}

/** Center pages keyed by center, then page id. */
export type CenterPages = Record<CenterId, Record<string, CenterPage>>;

/** A site route of the registry (engine/menus/sitePages.ts): its id and path with what it requires. */
export interface SitePage {
  id: string;
  /** Route path as react-router spells it ('/blog/:id'). */
  path: string;
  /** Features that must all be on (the engine leaves out pages whose features are off). */
  requiresFeatures: FeatureKey[];
  /** Session roles admitted; empty means everybody. */
  roles: SessionRole[];
}

/** Where a registry page lives: the site's routes or one of the two centers. */
export type PageScope = 'site' | CenterId;

/**
 * The pages of the registry: the center pages of both centers and the site routes, keyed by page
 * id; a page whose features are off (or a category page whose category is not in the game menu)
 * is left out. Ask `pageAccess` (engine/menus/pages.ts) whether a session may open one.
 */
export type RegistryPages = CenterPages & { site: Record<string, SitePage> };

/** The whole registry, exposed by the RootStore as MST views. */
export interface Registry {
  /** Effective whitelabel flags: modId -> enabled, counting ancestors. */
  flags: Record<string, boolean>;
  features: Record<FeatureKey, boolean>;
  categories: CategoryInfo[];
  menus: Record<MenuId, Menu>;
  /** The site routes and center pages {id: requires} (components are the browser's, by path or id). */
  pages: RegistryPages;
  /** The register, login and forgot-password tabs and their defaults (engine/forms/registry.ts authTabsOf). */
  authTabs: AuthTabs;
  /** The forms {id: JSON Schema + field order + messages} with their tabs; null until the server's forms load. */
  forms: FormRegistry | null;
  /**
   * The member center's money and security forms (engine/forms/moneyForms.ts), validated by the
   * precompiled module engine/generated/moneyFormValidators.js; their run-time values are
   * parameters the pages give to the FormRenderer.
   */
  moneyForms: Readonly<Record<MoneyFormId, FormSchema>>;
  /**
   * The second wave's feature forms (engine/forms/featureForms.ts), validated by the precompiled
   * module engine/generated/featureFormValidators.js; their run-time values are parameters.
   */
  featureForms: Readonly<Record<FeatureFormId, FormSchema>>;
}
