import type { CenterPageProps } from '../../../renderers/CenterPageRenderer';

export default function BonusDetailsPage(_props: CenterPageProps) {
  return null;
}
