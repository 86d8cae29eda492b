/**
 * Shared pieces of the lottery pages (docs/lottery.md section 6): the one-second clock the
 * countdowns share (only the countdown texts re-render, not the page), number balls and the
 * headline numbers of a draw (VN special prize as digit balls, 4D first to third, the five balls),
 * odds and prices through contract/money (formatDecimal), and the panel styles in the site's look.
 */
import { css } from '@emotion/react';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { panel } from '../../components/styles';
import { LOTTERY_BALLS } from '../../theme/palettes';
import { usePageMeta } from '../shared/usePageMeta';

const clock = {
  now: Date.now(),
  timer: null as ReturnType<typeof setInterval> | null,
  listeners: new Set<() => void>(),
};

function subscribeClock(listener: () => void): () => void {
  clock.listeners.add(listener);
  if (clock.timer === null) {
    clock.now = Date.now();
    clock.timer = setInterval(() => {
      clock.now = Date.now();
      for (const l of clock.listeners) l();
    }, 1000);
  }
  return () => {
    clock.listeners.delete(listener);
    if (clock.listeners.size === 0 && clock.timer !== null) {
      clearInterval(clock.timer);
      clock.timer = null;
    }
  };
}

/** The current time (ms), ticking every second while a component uses it: one interval for every countdown of the page. */
export function useNow(): number {
  return useSyncExternalStore(
    subscribeClock,
    () => clock.now,
    () => clock.now,
  );
}

/** A panel of the lottery pages: the site's surface with a title bar. */
export const lotteryPanel = css`
  ${panel};
  padding: 18px 20px;
  display: grid;
  gap: 14px;
  min-width: 0;
`;

export const panelHead = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 10px;
  h2,
  h3 {
    margin: 0;
    font-size: 17px;
    font-weight: 800;
    display: flex;
    align-items: center;
    gap: 8px;
  }
`;

export const mutedText = css`
  color: var(--c-muted);
  font-size: 12px;
`;

export const mono = css`
  font-family: var(--font-mono);
  font-size: 12px;
  word-break: break-all;
`;

/** A tone of a ball: the default surface, red (a special prize), gold (a top prize). */
export type BallTone = 'plain' | 'red' | 'gold';

/** One number ball (a digit or a short number). */
export function Ball({ value, tone = 'plain', size = 30 }: { value: string; tone?: BallTone; size?: number }) {
  return (
    <span
      data-ball={value}
      css={css`
        display: inline-grid;
        place-items: center;
        min-width: ${size}px;
        height: ${size}px;
        padding: 0 ${value.length > 2 ? 6 : 0}px;
        border-radius: ${size}px;
        background: ${LOTTERY_BALLS[tone].background};
        color: ${LOTTERY_BALLS[tone].ink};
        font-weight: 800;
        font-size: ${Math.round(size * 0.5)}px;
        font-variant-numeric: tabular-nums;
        box-shadow:
          inset 0 -2px 4px color-mix(in srgb, var(--c-shade) 18%, transparent),
          0 2px 5px color-mix(in srgb, var(--c-shadow) 22%, transparent);
      `}
    >
      {value}
    </span>
  );
}

/**
 * The headline numbers of a draw as balls: single digits (the five balls) one ball each; one long
 * number (a VN special prize) one red ball per digit; several numbers (4D first to third) one
 * gold-and-silver pill each.
 */
export function Headline({ numbers, size = 30, label }: { numbers: readonly string[]; size?: number; label?: string }) {
  if (numbers.length === 0) return null;
  const digits = numbers.every((n) => n.length === 1) ? numbers : numbers.length === 1 ? [...numbers[0]!] : null;
  return (
    <span
      role="group"
      aria-label={label ?? numbers.join(' ')}
      data-testid="headline"
      css={css`
        display: inline-flex;
        flex-wrap: wrap;
        gap: 5px;
        align-items: center;
      `}
    >
      {digits
        ? digits.map((d, i) => <Ball key={i} value={d} size={size} tone={numbers.length === 1 ? 'red' : 'plain'} />)
        : numbers.map((n, i) => <Ball key={i} value={n} size={size} tone={i === 0 ? 'gold' : 'plain'} />)}
    </span>
  );
}

/** A label-value line of a panel (`label` muted above `children`). */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      css={css`
        display: grid;
        gap: 2px;
        min-width: 0;
      `}
    >
      <span css={mutedText}>{label}</span>
      <span
        css={css`
          font-weight: 700;
        `}
      >
        {children}
      </span>
    </div>
  );
}

/** The translated name of a bet type code (`lottery.betTypes.*`), the code itself when unknown. */
export function useBetTypeName(): (code: string) => string {
  const { t } = useTranslation();
  return (code: string) => t(`lottery.betTypes.${code}`, { defaultValue: code });
}

/**
 * A lottery page's life (docs/lottery.md section 6): its title and description (`lottery.<area>.title`,
 * `.subtitle`), and its model opened on mount and on a language change (the labels are per language),
 * closed on unmount (its draw watch stops).
 */
export function useLotteryPage(page: { open(): unknown; close(): void }, area: 'lobby' | 'vn' | 'sea'): void {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  usePageMeta(t(`lottery.${area}.title`), t(`lottery.${area}.subtitle`));
  useEffect(() => {
    void page.open();
    return () => page.close();
  }, [page, lang]);
}
