/**
 * The "Announcements & banners" tab of the console (README "Operator console"): the merchant's content as
 * its own versioned document (store.content): the announcements, the banners per group and the
 * content's own history with each version's diff and one-click rollback. Saved by its own save bar
 * (OperatorConsole); every open browser of the merchant follows without a reload.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { OperatorStore } from '../../stores/OperatorStore';
import { AnnouncementEditor } from './AnnouncementEditor';
import { BannerEditor } from './BannerEditor';
import { HistoryPanel } from './HistoryPanel';
import { muted } from './ui';

export const ContentEditor = observer(function ContentEditor({ store }: { store: OperatorStore }) {
  const { t } = useTranslation();
  const draft = store.content;
  if (!draft.draft) return <p css={muted}>{draft.failure ?? '…'}</p>;
  return (
    <div
      data-testid="content-editor"
      css={css`
        display: grid;
        gap: 20px;
      `}
    >
      <p css={muted}>{t('operator.console.content.intro')}</p>
      <AnnouncementEditor draft={draft} />
      <BannerEditor draft={draft} />
      <h2
        css={css`
          margin: 8px 0 0;
          font-size: 16px;
          font-weight: 800;
          color: var(--c-text);
        `}
      >
        {t('operator.console.content.history')}
      </h2>
      <HistoryPanel store={store} kind="content" />
    </div>
  );
});
