/**
 * Icons of the money screens that the shared icon table does not have (eye, refresh, the member
 * center pages). Same 24x24 stroke style as src/components/Icon; other names go to that component.
 */
import { Icon } from '../components/Icon';

const PATHS: Record<string, string> = {
  eye: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  eyeOff:
    'M3 3l18 18M10.6 5.1A10.6 10.6 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4M6.6 6.6C3.9 8.3 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2',
  refresh: 'M20 11a8 8 0 0 0-14.9-3M4 4v4h4m-4 5a8 8 0 0 0 14.9 3M20 20v-4h-4',
  transferFund: 'M7 7h13l-4-4m4 4-4 4M17 17H4l4-4m-4 4 4 4',
  depositv2: 'M12 3v12m0 0-4-4m4 4 4-4M4 17v3h16v-3',
  withdraw: 'M12 15V3m0 0-4 4m4-4 4 4M4 17v3h16v-3',
  transferUpline: 'M12 20V8m0 0-5 5m5-5 5 5M5 4h14',
  bonusDetails: 'M4 11h16v10H4zM3 7h18v4H3zm9 0v14M12 7c-2-4-6-4-6-1s6 1 6 1Zm0 0c2-4 6-4 6-1s-6 1-6 1Z',
  referral: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM2 21a7 7 0 0 1 14 0m3-13v6m-3-3h6',
  missionLeaderboard: 'M8 21h8m-4-4v4M7 4h10v5a5 5 0 0 1-10 0zM7 6H4a3 3 0 0 0 3 4m10-4h3a3 3 0 0 1-3 4',
  messageV2: 'M4 5h16v11H8l-4 4z',
  card: 'M3 6h18v12H3zM3 10h18M7 15h4',
  lock: 'M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4',
  mobile: 'M8 2h8a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1Zm3 17h2',
  mail: 'M3 6h18v12H3zm0 0 9 7 9-7',
  check: 'M5 12l5 5L20 7',
  upload: 'M12 16V4m0 0-4 4m4-4 4 4M4 16v4h16v-4',
};

/** Draws a money icon by name, or the shared icon of that name. Decorative (aria-hidden). */
export function MoneyIcon({ name, size = 20 }: { name: string; size?: number }) {
  const d = PATHS[name];
  if (!d) return <Icon name={name} size={size} />;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      style={{ flexShrink: 0 }}
    >
      <path d={d} />
    </svg>
  );
}
