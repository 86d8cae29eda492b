import type { CenterPageProps } from '../../../renderers/CenterPageRenderer';

export default function RewardCenterPage(_props: CenterPageProps) {
  return null;
}
