/**
 * Home content (spec section 2, Home; section 4, popups): hot games, winner board, announcements
 * (banners, video banners, player announcements for the marquee, popup), notices and resources.
 * Large lists are frozen (STYLE.md: MST is costly for big lists). The web API comes through the
 * environment (`getEnv(self).web`, see {@link ContentEnv}); tests pass a fake. When an operator
 * saves the merchant's content, the site socket's `content` event has the ConfigStore call
 * {@link applyLiveContent}, which reloads the announcements and banners without a reload of the
 * page (README "Operator console").
 */
import { flow, getEnv, types, toGenerator, type Instance } from 'mobx-state-tree';
import type { WebApi } from '../api';
import type {
  Announcement,
  AnnouncementsResponse,
  Banner,
  FooterBadges,
  Game,
  Notice,
  SiteResource,
  WinnerBoardEntry,
} from '../../contract/types';
import type { SessionRole } from '../../engine/registryTypes';
import { followLiveEvents } from './liveEvents';

/** What the content and games stores need from the MST environment. */
export interface ContentEnv {
  web: WebApi;
}

/** Banner groups (spec section 2). */
export const HOME_BANNER_GROUP = 'w_home';
export const VIDEO_BANNER_GROUP = 'w_promotion';

const EMPTY_ANNOUNCEMENTS: AnnouncementsResponse = { banners: [], player: [], popup: [], promotion: [] };

/**
 * Popup announcements a session sees (spec section 4): audience A logged-in users, B anonymous;
 * F also shows to a logged-in first-time user.
 */
export function announcementsFor(
  list: readonly Announcement[],
  role: SessionRole,
  firstTimeLogin: boolean,
): Announcement[] {
  if (role === 'guest') return list.filter((a) => a.execution === 'B');
  return list.filter((a) => a.execution === 'A' || (a.execution === 'F' && firstTimeLogin));
}

export const ContentStoreModel = types
  .model('ContentStore', {
    hotGames: types.frozen<Game[]>([]),
    winners: types.frozen<WinnerBoardEntry[]>([]),
    announcements: types.frozen<AnnouncementsResponse>(EMPTY_ANNOUNCEMENTS),
    /** The notices as GET notices answers them (the marquee shows {@link notices}). */
    noticeList: types.frozen<Notice[]>([]),
    resources: types.frozen<SiteResource[]>([]),
    /** The footer's payment, certification, social and licence images; null until loaded. */
    footerBadges: types.frozen<FooterBadges | null>(null),
    /** Language the content was loaded in (TW or EN), null before the first load. */
    loadedLang: types.maybeNull(types.string),
    /** The audience the announcements were loaded for: B guests, A members. */
    loadedExecution: types.optional(types.enumeration(['A', 'B']), 'B'),
    loading: false,
  })
  .actions((self) => {
    const web = (): WebApi => getEnv<ContentEnv>(self).web;
    /** Runs a call; a failure leaves the previous content (sections hide when empty). */
    async function attempt<T>(call: () => Promise<T>): Promise<T | null> {
      try {
        return await call();
      } catch {
        return null;
      }
    }
    return {
      setHotGames(list: Game[]) {
        self.hotGames = list;
      },
      setWinners(list: WinnerBoardEntry[]) {
        self.winners = list;
      },
      setAnnouncements(value: AnnouncementsResponse) {
        self.announcements = value;
      },
      setNotices(list: Notice[]) {
        self.noticeList = list;
      },
      setResources(list: SiteResource[]) {
        self.resources = list;
      },
      /** Loads the footer badge catalogue once (the footer mounts after the first paint). */
      loadFooterBadges: flow(function* loadFooterBadges() {
        if (self.footerBadges) return;
        const badges = yield* toGenerator(attempt(() => web().footerBadges()));
        if (badges) self.footerBadges = badges;
      }),
      /**
       * Loads everything the home page shows, in parallel. `execution` B for guests, A for members.
       * Never throws: a failed part stays empty and its section is hidden.
       */
      loadHome: flow(function* loadHome(lang: string, execution: 'A' | 'B' = 'B') {
        self.loading = true;
        const [hot, winners, ann, notices, resources] = yield* toGenerator(
          Promise.all([
            attempt(() => web().hotGames(lang)),
            attempt(() => web().winnerBoard(lang)),
            attempt(() => web().announcements(lang, execution)),
            attempt(() => web().notices(lang)),
            attempt(() => web().resources()),
          ]),
        );
        if (hot) self.hotGames = hot;
        if (winners) self.winners = winners;
        if (ann) self.announcements = ann;
        if (notices) self.noticeList = notices;
        if (resources) self.resources = resources;
        self.loadedLang = lang;
        self.loadedExecution = execution;
        self.loading = false;
      }),
      /**
       * Language change (spec section 4): hot games, winner board and announcements reload and the
       * server is told (the notification is optional server-side; a 404 is ignored).
       */
      reloadForLanguage: flow(function* reloadForLanguage(lang: string, execution: 'A' | 'B' = 'B') {
        const [hot, winners, ann, notices] = yield* toGenerator(
          Promise.all([
            attempt(() => web().hotGames(lang)),
            attempt(() => web().winnerBoard(lang)),
            attempt(() => web().announcements(lang, execution)),
            attempt(() => web().notices(lang)),
            web().notifyLanguage(lang),
          ]),
        );
        if (hot) self.hotGames = hot;
        if (winners) self.winners = winners;
        if (ann) self.announcements = ann;
        if (notices) self.noticeList = notices;
        self.loadedLang = lang;
        self.loadedExecution = execution;
      }),
      /**
       * The merchant's announcements and banners changed (an operator saved them, README "Operator console"):
       * reloads them in the language and for the audience they were loaded in. Popups are not
       * opened again (a popup the visitor closed stays closed; an open one shows the new list).
       * Does nothing before the first load; never throws.
       */
      applyLiveContent: flow(function* applyLiveContent() {
        const lang = self.loadedLang;
        if (lang === null) return;
        const ann = yield* toGenerator(attempt(() => web().announcements(lang, self.loadedExecution)));
        if (ann) self.announcements = ann;
      }),
    };
  })
  .actions((self) => ({
    /** Follows the `content` event (src/stores/liveEvents.ts; README "Operator console"): an operator's save reloads the announcements. */
    afterCreate() {
      followLiveEvents(self, { content: () => void self.applyLiveContent() });
    },
  }))
  .views((self) => ({
    /**
     * The marquee's items (spec section 2, Home; README "Operator console": player announcements PL are the
     * marquee's announcements): the player announcements for the loaded audience in the server's
     * order (the operator's display order, then newest first), then the notices. A player
     * announcement's id is negated, so its id never meets a notice's in the marquee and the
     * notice modal (they are rows of two tables).
     */
    get notices(): Notice[] {
      const player = self.announcements.player.map((a) => ({
        id: -a.id,
        title: a.title,
        content: a.content,
        createdAt: a.createdAt,
      }));
      return [...player, ...self.noticeList];
    },
    /** Banner carousel items: group w_home (spec section 2). */
    get homeBanners(): Banner[] {
      return [...self.announcements.banners, ...self.announcements.promotion].filter(
        (b) => b.groupName === HOME_BANNER_GROUP,
      );
    },
    /** Video banner items: group w_promotion (spec section 2). */
    get videoBanners(): Banner[] {
      return [...self.announcements.banners, ...self.announcements.promotion].filter(
        (b) => b.groupName === VIDEO_BANNER_GROUP,
      );
    },
    /** Popup announcements for a session (see {@link announcementsFor}). */
    popupFor(role: SessionRole, firstTimeLogin = false): Announcement[] {
      return announcementsFor(self.announcements.popup, role, firstTimeLogin);
    },
  }));

export interface ContentStore extends Instance<typeof ContentStoreModel> {}
