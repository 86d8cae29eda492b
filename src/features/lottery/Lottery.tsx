/**
 * /lottery, /seaLottery, /vnLottery (spec sections 2 and 7; they need a token). With `?gameCode=`
 * the lottery game launches in the seamless game page (the vendor's lottery in a frame); without
 * one, the lottery lobby (/lott, the LOTT game center) lists what can be played. Lazy chunk Lottery.
 */
import { Navigate, useSearchParams } from 'react-router-dom';
import Seamless from '../seamless/Seamless';

export default function Lottery() {
  const [query] = useSearchParams();
  return query.get('gameCode') ? <Seamless /> : <Navigate to="/lott" replace />;
}
