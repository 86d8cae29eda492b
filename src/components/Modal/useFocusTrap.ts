/**
 * Moves focus into a dialog when it opens, keeps Tab and Shift+Tab inside it, and gives focus back
 * to the element that had it when the dialog closes (accessible dialogs).
 */
import { useEffect, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Open dialogs, innermost last: only the innermost one traps focus. */
const stack: HTMLElement[] = [];
const isTop = (root: HTMLElement): boolean => stack[stack.length - 1] === root;

/** Whether `root` is the innermost open dialog (or no dialog traps focus yet, e.g. before its effect ran). */
export function isTopDialog(root: HTMLElement): boolean {
  return stack.length === 0 || isTop(root);
}

/** The focusable elements inside `root`, in DOM order. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute('inert'));
}

/** Traps focus inside `ref` while `active`. */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const root = ref.current;
    if (!active || !root) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    stack.push(root);
    const first = focusableIn(root)[0];
    (first ?? root).focus();

    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !isTop(root)) return;
      const items = focusableIn(root);
      if (items.length === 0) {
        event.preventDefault();
        root.focus();
        return;
      }
      const head = items[0]!;
      const tail = items[items.length - 1]!;
      const current = document.activeElement;
      if (event.shiftKey && (current === head || !root.contains(current))) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && (current === tail || !root.contains(current))) {
        event.preventDefault();
        head.focus();
      }
    };
    const handleFocusIn = (event: FocusEvent) => {
      if (!isTop(root)) return;
      if (event.target instanceof Node && !root.contains(event.target)) (focusableIn(root)[0] ?? root).focus();
    };
    document.addEventListener('keydown', handleKeyDown);
    document.addEventListener('focusin', handleFocusIn);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      document.removeEventListener('focusin', handleFocusIn);
      const at = stack.lastIndexOf(root);
      if (at >= 0) stack.splice(at, 1);
      if (previous && document.contains(previous)) previous.focus();
    };
  }, [ref, active]);
}
