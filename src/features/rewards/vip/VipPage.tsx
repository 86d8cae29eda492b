import type { CenterPageProps } from '../../../renderers/CenterPageRenderer';

export default function VipPage(_props: CenterPageProps) {
  return null;
}
