/** /seamless: the seamless game page (spec section 2; side menu hidden). Lazy chunk Seamless. */
import { AreaPage } from '../shared/AreaPage';

export default function Seamless() {
  return <AreaPage icon="play" area="seamless" />;
}
