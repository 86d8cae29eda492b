/**
 * messageV2, platform information (spec section 2; docs/rewards.md "Platform messages"; GET
 * /api/member/messages, POST /api/member/messages/read and /delete): the member's messages by
 * category tab (all, system, money, contracts, rewards, announcements), newest first and paged, in
 * a list with unread markers beside a reading pane. Opening a message marks it read; "mark all
 * read" clears the rest; one message or the ticked ones (select all ticks the page) are deleted
 * after a confirmation. The header and menu badges follow the unread count (wallet.unreadMessage,
 * also pushed live), and a new message arriving while the page is open reloads the list.
 * Messages are plain text (drawn as text, never as HTML).
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Paginator } from '../../../../components/Paginator';
import { Tabs, tabPanelProps, useTabsId } from '../../../../components/Tabs';
import { ghostButton } from '../../../../components/styles';
import type { CenterPageProps } from '../../../../renderers/CenterPageRenderer';
import { useStores } from '../../../../stores';
import { MESSAGE_TABS, type MessageTab } from '../../../../stores/center/MessagesStore';
import { problemText } from '../../../../stores/center/types';
import { Notice } from '../../../../ui/kit';
import { DeleteConfirm, type DeleteRequest } from './DeleteConfirm';
import { MessageList } from './MessageList';
import { ReadingPane } from './ReadingPane';

const layout = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.1fr);
  gap: 16px;
  align-items: start;
  @media (max-width: 960px) {
    grid-template-columns: 1fr;
  }
`;

const toolbar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
  margin: 14px 0 12px;
  & button {
    height: 34px;
    padding: 0 14px;
    font-size: 13px;
  }
`;

export const MessagesPage = observer(function MessagesPage(_props: CenterPageProps) {
  const { t } = useTranslation();
  const { wallet } = useStores();
  const { messages } = useStores().center;
  const baseId = useTabsId();
  const [flash, setFlash] = useState<{ tone: 'good' | 'bad'; text: string } | null>(null);
  const [confirm, setConfirm] = useState<DeleteRequest | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void messages.setTab('all');
    return () => messages.list.clear();
  }, [messages]);

  // a message that arrives while the page is open (the unread count rises) is shown at once
  const seenUnread = useRef(wallet.unreadMessage);
  useEffect(() => {
    if (wallet.unreadMessage > seenUnread.current) void messages.reload();
    seenUnread.current = wallet.unreadMessage;
  }, [wallet.unreadMessage, messages]);

  /** Runs a change that answers the unread count; the badges follow, a failure is shown. `quiet`: the buttons stay enabled meanwhile (opening a message). */
  const run = async (change: () => Promise<number | null>, done?: string, quiet = false) => {
    setFlash(null);
    if (!quiet) setBusy(true);
    try {
      const unread = await change();
      if (unread !== null) {
        seenUnread.current = unread;
        wallet.setUnread(unread);
      }
      if (done) setFlash({ tone: 'good', text: done });
    } catch (err) {
      setFlash({ tone: 'bad', text: problemText(err, t('messages.actionFailed')) });
    } finally {
      if (!quiet) setBusy(false);
    }
  };

  const remove = (ids: number[]) => run(() => messages.remove(ids), t('messages.deleted', { count: ids.length }));
  const selected = messages.selected.length;

  return (
    <div data-testid="messages">
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          align-items: center;
          justify-content: space-between;
          gap: 12px;
        `}
      >
        <div
          css={css`
            max-width: 100%;
            overflow-x: auto;
            & [role='tab'] {
              white-space: nowrap;
            }
          `}
        >
          <Tabs
            items={MESSAGE_TABS.map((id) => ({ id, label: t(`messages.tabs.${id}`) }))}
            value={messages.tab}
            onChange={(tab: MessageTab) => {
              setFlash(null);
              void messages.setTab(tab);
            }}
            label={t('messages.tabsLabel')}
            baseId={baseId}
          />
        </div>
        <span
          data-testid="messages-unread"
          css={css`
            font-size: 13px;
            font-weight: 700;
            color: ${wallet.unreadMessage > 0 ? 'var(--c-danger)' : 'var(--c-muted)'};
          `}
        >
          {wallet.unreadMessage > 0
            ? t('messages.unreadCount', { count: wallet.unreadMessage })
            : t('messages.allRead')}
        </span>
      </div>

      <div {...tabPanelProps(baseId, messages.tab)}>
        <div css={toolbar}>
          <label
            css={css`
              display: inline-flex;
              align-items: center;
              gap: 8px;
              font-size: 13px;
              cursor: pointer;
              color: var(--c-text);
            `}
          >
            <input
              type="checkbox"
              checked={messages.allSelected}
              disabled={messages.messages.length === 0}
              onChange={(e) => messages.selectAll(e.target.checked)}
              data-testid="messages-select-all"
              css={css`
                width: 16px;
                height: 16px;
                accent-color: var(--c-primary);
              `}
            />
            {t('messages.selectAll')}
          </label>
          <button
            type="button"
            css={ghostButton}
            disabled={selected === 0 || busy}
            onClick={() => setConfirm({ ids: [...messages.selected] })}
            data-testid="messages-delete-selected"
          >
            {selected > 0 ? t('messages.deleteSelectedCount', { count: selected }) : t('messages.deleteSelected')}
          </button>
          <button
            type="button"
            css={[
              ghostButton,
              css`
                margin-left: auto;
              `,
            ]}
            disabled={wallet.unreadMessage === 0 || busy}
            onClick={() => void run(() => messages.markRead())}
            data-testid="messages-read-all"
          >
            {t('messages.readAll')}
          </button>
        </div>
        {flash ? (
          <Notice tone={flash.tone} testId="messages-flash">
            {flash.text}
          </Notice>
        ) : null}

        <div css={layout}>
          <div>
            <MessageList store={messages} onOpen={(id) => void run(() => messages.open(id), undefined, true)} />
            {messages.list.data && messages.list.data.total > 0 ? (
              <div
                css={css`
                  margin-top: 12px;
                `}
              >
                <Paginator
                  page={messages.pageNo}
                  totalPages={messages.totalPages}
                  onChange={(p) => void messages.setPage(p)}
                  label={t('center.messageV2')}
                />
              </div>
            ) : null}
          </div>
          <ReadingPane
            message={messages.opened}
            onDelete={(m) => setConfirm({ ids: [m.id], title: m.title })}
            onClose={() => messages.close()}
            busy={busy}
          />
        </div>
      </div>

      <DeleteConfirm
        request={confirm}
        busy={busy}
        onCancel={() => setConfirm(null)}
        onConfirm={async (ids) => {
          await remove(ids);
          setConfirm(null);
        }}
      />
    </div>
  );
});

export default MessagesPage;
