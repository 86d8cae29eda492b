import type { CenterPageProps } from '../../../renderers/CenterPageRenderer';

export default function MissionLeaderboardPage(_props: CenterPageProps) {
  return null;
}
