/**
 * A grid of game cards wired to the game actions (play, free trial, favourite): the one place
 * home sections, lobbies, favourites/recent and the VASSALAGE popup draw their games.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { GameCard } from '../../components/GameCard';
import type { Game } from '../../../contract/types';
import { useStores } from '../../stores';
import { useGameActions } from './useGameActions';

const grid = (columns: number, gap: number) => css`
  display: grid;
  grid-template-columns: repeat(${columns}, minmax(0, 1fr));
  gap: ${gap}px;
  transition: opacity 0.2s ease;
`;

const dimmedStyle = css`
  opacity: 0.55;
`;

export interface GameGridProps {
  games: readonly Game[];
  /** Cards per row (home sections 6, lobbies 5). */
  columns?: number;
  /** Gap between cards, px. */
  gap?: number;
  /** Dim the cards while the next page loads. */
  dimmed?: boolean;
}

export const GameGrid = observer(function GameGrid({ games, columns = 5, gap = 16, dimmed = false }: GameGridProps) {
  const actions = useGameActions();
  const { config } = useStores();
  return (
    <div css={[grid(columns, gap), dimmed && dimmedStyle]}>
      {games.map((g) => (
        <GameCard
          key={g.nodeId}
          game={g}
          vendorName={config.vendorName(g.vassalage) ?? ''}
          isFavourite={actions.isFavourite(g)}
          showFreeTrial={actions.showFreeTrial(g)}
          onPlay={actions.play}
          onTry={actions.tryFree}
          onToggleFavourite={actions.toggleFavourite}
        />
      ))}
    </div>
  );
});
