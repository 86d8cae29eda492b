/** /lottery, /seaLottery, /vnLottery (spec section 2; need a token). Lazy chunk Lottery. */
import { AreaPage } from '../shared/AreaPage';

export default function Lottery() {
  return <AreaPage icon="lott" area="lottery" />;
}
