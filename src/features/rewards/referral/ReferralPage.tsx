import type { CenterPageProps } from '../../../renderers/CenterPageRenderer';

export default function ReferralPage(_props: CenterPageProps) {
  return null;
}
