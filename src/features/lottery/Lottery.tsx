/**
 * /lottery, /seaLottery, /vnLottery (spec sections 2 and 7; docs/lottery.md section 6; they need a
 * token). With `?gameCode=` the lottery game launches in the seamless game page (the vendor's
 * lottery in a frame) with the launch's `view` (betting unless `view=lobby`) and `back` (this
 * page's own path, where the vendor's back button returns); without one, the page itself: the
 * lotto lobby (variant LOTT), Vietnam lottery (VN) or SEA 4D (SEA). Lazy chunk Lottery.
 */
import { useLocation, useSearchParams } from 'react-router-dom';
import { lotteryPlace } from '../../stores/gameLaunch';
import Seamless from '../shared/Seamless';
import { LotteryLobby } from './LotteryLobby';
import { SeaLottery } from './SeaLottery';
import { VnLottery } from './VnLottery';

/** The route variants of routeTable.ts: /lottery LOTT, /seaLottery SEA, /vnLottery VN. */
export type LotteryVariant = 'LOTT' | 'SEA' | 'VN';

export default function Lottery({ variant = 'LOTT' }: { variant?: LotteryVariant }) {
  const [query] = useSearchParams();
  const { pathname } = useLocation();
  if (query.get('gameCode')) return <Seamless place={lotteryPlace(query, pathname)} />;
  if (variant === 'VN') return <VnLottery />;
  if (variant === 'SEA') return <SeaLottery />;
  return <LotteryLobby />;
}
