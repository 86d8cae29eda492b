import type { CenterPageProps } from '../../../renderers/CenterPageRenderer';

export default function ManualRebatePage(_props: CenterPageProps) {
  return null;
}
