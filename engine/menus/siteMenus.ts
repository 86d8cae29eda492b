/**
 * Side menu, footer and floating service menu (spec section 2, "Layout").
 */
import type { CategoryInfo, MenuEntry } from '../registryTypes';
import type { CustomerServiceType, Permission, ResourceType } from '../../contract/types';
import { AGENTS_ONLY, NON_AGENTS, makeEntry } from './entry';

/** Customer service contact order in the side menu (spec section 2). */
export const CUSTOMER_SERVICE_ORDER: readonly CustomerServiceType[] = ['LIVECHAT', 'FACEBOOK', 'TELEGRAM', 'WHATSAPP'];

/** Resources offered in the floating service menu, in order (spec section 2). */
export const FLOATING_RESOURCES: readonly ResourceType[] = ['TELEGRAM', 'TELEGRAM1', 'WHATSAPP'];

/** Member center page that invite friends opens. */
const inviteFriends = (id: string, roles = NON_AGENTS): MenuEntry =>
  makeEntry(
    id,
    'menu.inviteFriends',
    { kind: 'centerPage', center: 'member', page: 'referral' },
    {
      icon: 'invite',
      requiresFeatures: ['referral'],
      roles,
    },
  );

/** Customer service entries for the contacts the merchant configured, in the fixed order. */
function customerServiceEntries(permission: Pick<Permission, 'customerService'>): MenuEntry[] {
  return CUSTOMER_SERVICE_ORDER.filter((cs) => permission.customerService.some((c) => c.csType === cs)).map((csType) =>
    makeEntry(`cs:${csType}`, `menu.cs.${csType}`, { kind: 'customerService', csType }, { icon: csType.toLowerCase() }),
  );
}

/**
 * Side menu: categories (always routing to their page), reward center, invite friends (referral
 * feature), app download, customer service contacts, language and theme switches.
 */
export function buildSideMenu(
  categories: readonly CategoryInfo[],
  permission: Pick<Permission, 'customerService'>,
): MenuEntry[] {
  return [
    ...categories.map((info) =>
      makeEntry(
        `side:${info.category}`,
        `menu.category.${info.category}`,
        { kind: 'route', to: info.path },
        { icon: info.category.toLowerCase() },
      ),
    ),
    makeEntry(
      'rewardCenter',
      'center.rewardCenter',
      { kind: 'centerPage', center: 'member', page: 'rewardCenter' },
      {
        icon: 'reward',
        badge: 'rewardCount',
      },
    ),
    inviteFriends('inviteFriends', []),
    makeEntry('appDownload', 'menu.appDownload', { kind: 'appDownload' }, { icon: 'download' }),
    ...customerServiceEntries(permission),
    makeEntry('language', 'menu.language', { kind: 'language' }, { icon: 'language' }),
    makeEntry('theme', 'menu.theme', { kind: 'theme' }, { icon: 'theme' }),
  ];
}

/**
 * Footer help links: the help center page, terms (help modal at #term), the about us page, the blog
 * and news pages (docs/site-pages.md), feedback modal, invite friends for non-agents and affiliate
 * service for agents (spec sections 2 and 6).
 */
export function buildFooterMenu(): MenuEntry[] {
  return [
    makeEntry('helpCenter', 'menu.helpCenter', { kind: 'route', to: '/helpCenter' }, { icon: 'help' }),
    makeEntry('terms', 'menu.terms', { kind: 'modal', modal: 'help', params: { anchor: 'term' } }, { icon: 'terms' }),
    makeEntry('aboutUs', 'menu.aboutUs', { kind: 'route', to: '/about' }, { icon: 'about' }),
    makeEntry('blog', 'layout.footer.blog', { kind: 'route', to: '/blog' }, { icon: 'star' }),
    makeEntry('news', 'layout.footer.news', { kind: 'route', to: '/news' }, { icon: 'megaphone' }),
    makeEntry('feedback', 'menu.feedback', { kind: 'modal', modal: 'feedback' }, { icon: 'feedback' }),
    inviteFriends('footer:inviteFriends'),
    makeEntry(
      'affiliateService',
      'menu.affiliateService',
      { kind: 'route', to: '/agentHome' },
      { icon: 'agent', roles: AGENTS_ONLY },
    ),
  ];
}

/**
 * Floating service menu: invite, live chat (when a LIVECHAT contact exists), in-app download, the
 * TELEGRAM and TELEGRAM1 resources, WhatsApp (each when the resource exists), scroll to top.
 */
export function buildFloatingMenu(permission: Pick<Permission, 'customerService' | 'resources'>): MenuEntry[] {
  const hasLiveChat = permission.customerService.some((c) => c.csType === 'LIVECHAT');
  const resources = FLOATING_RESOURCES.filter((r) => permission.resources.some((res) => res.resourceType === r));
  return [
    inviteFriends('floating:inviteFriends', []),
    ...(hasLiveChat
      ? [
          makeEntry(
            'floating:liveChat',
            'menu.cs.LIVECHAT',
            { kind: 'customerService', csType: 'LIVECHAT' },
            { icon: 'livechat' },
          ),
        ]
      : []),
    makeEntry('floating:appDownload', 'menu.inAppDownload', { kind: 'appDownload' }, { icon: 'download' }),
    ...resources.map((resourceType) =>
      makeEntry(
        `resource:${resourceType}`,
        `menu.resource.${resourceType}`,
        { kind: 'resource', resourceType },
        {
          icon: resourceType === 'WHATSAPP' ? 'whatsapp' : 'telegram',
        },
      ),
    ),
    makeEntry('scrollTop', 'menu.scrollTop', { kind: 'scrollTop' }, { icon: 'top' }),
  ];
}
