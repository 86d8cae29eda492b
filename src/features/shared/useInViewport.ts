/**
 * Viewport tracking for below-the-fold work (the home route does only what it
 * needs): `near` turns true once the element comes within `margin` of the viewport and stays true;
 * `visible` follows whether it is in the viewport now (e.g. to pause a carousel's autoplay).
 * Without IntersectionObserver (old browsers, jsdom) both are true.
 */
import { useEffect, useState, type RefObject } from 'react';

export function useInViewport(ref: RefObject<Element | null>, margin = '300px'): { near: boolean; visible: boolean } {
  const supported = typeof IntersectionObserver === 'function';
  const [state, setState] = useState({ near: !supported, visible: !supported });
  useEffect(() => {
    const el = ref.current;
    if (!supported || !el) return undefined;
    const nearObserver = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setState((s) => (s.near ? s : { ...s, near: true }));
          nearObserver.disconnect();
        }
      },
      { rootMargin: margin },
    );
    const visibleObserver = new IntersectionObserver((entries) => {
      const visible = entries.some((e) => e.isIntersecting);
      setState((s) => (s.visible === visible ? s : { near: s.near || visible, visible }));
    });
    nearObserver.observe(el);
    visibleObserver.observe(el);
    return () => {
      nearObserver.disconnect();
      visibleObserver.disconnect();
    };
  }, [ref, margin, supported]);
  return state;
}
