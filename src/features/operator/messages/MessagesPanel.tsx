/**
 * The console's Messages tab (docs/rewards.md "Platform messages"): compose a broadcast to all
 * members, a VIP level or one member (TW and EN texts) beside its preview, send it after a
 * confirmation naming the audience, and the history of sent broadcasts. State: the console
 * root's `broadcasts` (src/stores/operator/BroadcastStore.ts); a 401 signs the console out.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsoleStores } from '../../../stores';
import { muted } from '../ui';
import { ComposeCard } from './ComposeCard';
import { HistoryCard } from './HistoryCard';
import { PreviewCard } from './PreviewCard';

const columns = css`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(300px, 2fr);
  gap: 20px;
  align-items: start;
  @media (max-width: 1100px) {
    grid-template-columns: 1fr;
  }
`;

/** The tab over the console root's `broadcasts` (useConsoleStores; loads the history's first page on mount). */
export const MessagesPanel = observer(function MessagesPanel() {
  const { t } = useTranslation();
  const own = useConsoleStores().broadcasts;
  useEffect(() => void own.loadHistory(1), [own]);
  return (
    <div
      css={css`
        display: grid;
        gap: 20px;
      `}
      data-testid="messages-panel"
    >
      <p css={muted}>{t('operator.console.messages.intro')}</p>
      <div css={columns}>
        <ComposeCard store={own} />
        <PreviewCard store={own} />
      </div>
      <HistoryCard store={own} />
    </div>
  );
});
