/** /pointMall (spec section 2). Lazy chunk PointMall; its catalogue is not built yet. */
import { AreaPage } from '../shared/AreaPage';

export default function PointMall() {
  return <AreaPage icon="points" area="pointMall" />;
}
