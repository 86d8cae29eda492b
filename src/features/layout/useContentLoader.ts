/**
 * Loads the site content once the configuration is ready and keeps it in the current language
 * (spec section 4): on a language change hot games, vendors, winner board and announcements reload
 * and the server is told. Then shows the announcement popup on load unless this browser session
 * dismissed it (ANONYMOUS_POPUP / USER_POPUP 'closed') or another dialog is already open (e.g.
 * /login).
 */
import { reaction } from 'mobx';
import { useEffect, useRef } from 'react';
import { useStores, type RootStore } from '../../stores';
import { bannerPicture } from '../home/BannerFrame';
import { isPopupClosed } from '../../shared/announcementPopup';

const firstLoads = new WeakMap<RootStore, Promise<void>>();

/**
 * Starts fetching the first banner's image (the home page's largest paint) as soon as its URL is
 * known, so it is cached when the carousel draws it. An upload is fetched the way BannerImage draws
 * it: a detached `<picture>` with the same sources and sizes, so the browser picks the same AVIF or
 * WebP variant (home/BannerFrame.tsx bannerPicture) and never the original. No-op outside a browser.
 */
function preloadImage(url: string | undefined): void {
  if (!url || typeof Image !== 'function' || typeof document === 'undefined') return;
  const img = new Image();
  img.fetchPriority = 'high';
  const picture = bannerPicture(url, location.origin);
  if (picture) {
    const element = document.createElement('picture');
    for (const s of picture.sources) {
      const source = document.createElement('source');
      source.type = s.type;
      source.srcset = s.srcSet;
      source.sizes = picture.sizes;
      element.append(source);
    }
    // the img joins its picture before it gets a src: the source is chosen then
    element.append(img);
  }
  img.src = url;
}

/**
 * Starts the first load of the home content (hot games, winner board, announcements, notices,
 * resources, then the home game sections and vendor lanes) in the stored language, once per store.
 * main.tsx calls it as soon as the system status says the site is open, so the content comes in
 * parallel with the permission and the game menu instead of after them; the layout's hook reuses
 * the same load. Never rejects (each part keeps its section empty on failure).
 */
export function startHomeContent(store: RootStore): Promise<void> {
  let run = firstLoads.get(store);
  if (!run) {
    const { ui, session, content, games } = store;
    const execution = session.isLoggedIn ? 'A' : 'B';
    // As soon as the content is known, fetch the first banner (the home page's largest paint). The
    // carousels' Swiper chunks come once the page has settled (home/BannerCarousel.tsx, HotGames.tsx):
    // until then their first views are drawn without it.
    const home = content.loadHome(ui.lang, execution).then(() => preloadImage(content.homeBanners[0]?.url));
    // The game sections and the vendor lanes are below the fold (their sections show skeletons until
    // loaded): asked once the first screen's content is in, so its calls and its banner are not
    // queued behind them on the browser's six connections to the site.
    const below = home.then(() => Promise.all([games.loadHomeGames(ui.lang), games.loadVendorLanes(ui.lang)]));
    run = below.then(() => undefined);
    firstLoads.set(store, run);
  }
  return run;
}

export function useContentLoader(): void {
  const store = useStores();
  const popupChecked = useRef(false);
  useEffect(() => {
    const { ui, session, content, games } = store;
    const execution = () => (session.isLoggedIn ? 'A' : 'B');
    const first = async () => {
      await startHomeContent(store);
      if (popupChecked.current) return;
      popupChecked.current = true;
      if (!ui.modal && !isPopupClosed(session.role) && content.popupFor(session.role).length > 0)
        ui.openModal('announcements');
    };
    void first();
    return reaction(
      () => ui.lang,
      (lang) => {
        void content.reloadForLanguage(lang, execution());
        void games.loadHomeGames(lang);
        void games.loadVendorLanes(lang);
        void store.config.reloadGameMenu();
      },
    );
  }, [store]);
}
