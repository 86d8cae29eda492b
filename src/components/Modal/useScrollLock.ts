/**
 * Locks page scroll while a dialog is open and restores the previous value on close (spec
 * section 4: the modal wrapper locks page scroll while open). Nested dialogs share one lock.
 */
import { useEffect } from 'react';

let locks = 0;
let previousOverflow = '';

/** Locks `document.body` scrolling while `active`. */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    if (locks === 0) {
      previousOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) document.body.style.overflow = previousOverflow;
    };
  }, [active]);
}
