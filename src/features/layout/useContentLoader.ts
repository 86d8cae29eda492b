/**
 * Loads the site content once the configuration is ready and keeps it in the current language
 * (spec section 4): on a language change hot games, vendors, winner board and announcements reload
 * and the server is told. Then shows the announcement popup on load unless this browser session
 * dismissed it (ANONYMOUS_POPUP / USER_POPUP 'closed') or another dialog is already open (e.g.
 * /login).
 */
import { reaction } from 'mobx';
import { useEffect, useRef } from 'react';
import { useStores } from '../../stores';
import { isPopupClosed } from '../modals/announcementPopup';

export function useContentLoader(): void {
  const { ui, session, content, games } = useStores();
  const popupChecked = useRef(false);
  useEffect(() => {
    const execution = () => (session.isLoggedIn ? 'A' : 'B');
    const first = async () => {
      await Promise.all([content.loadHome(ui.lang, execution()), games.loadHomeGames(ui.lang), games.loadVendorLanes(ui.lang)]);
      if (popupChecked.current) return;
      popupChecked.current = true;
      if (!ui.modal && !isPopupClosed(session.role) && content.popupFor(session.role).length > 0) ui.openModal('announcements');
    };
    void first();
    return reaction(
      () => ui.lang,
      (lang) => {
        void content.reloadForLanguage(lang, execution());
        void games.loadHomeGames(lang);
        void games.loadVendorLanes(lang);
      },
    );
  }, [ui, session, content, games]);
}
