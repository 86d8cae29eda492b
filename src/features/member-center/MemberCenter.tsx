/** /member: the member area (spec section 2: content not shown). Lazy chunk MemberCenter. */
import { AreaPage } from '../shared/AreaPage';

export default function MemberCenter() {
  return <AreaPage icon="user" area="member" />;
}
