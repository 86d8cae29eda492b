/** Navigation scrolls to the hash target when there is one, otherwise to the top (spec section 2). */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

export function ScrollManager() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView?.({ block: 'start' });
    else globalThis.scrollTo?.({ top: 0, left: 0 });
  }, [pathname, search, hash]);
  return null;
}
