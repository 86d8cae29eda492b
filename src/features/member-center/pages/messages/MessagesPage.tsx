/**
 * messageV2, platform information (spec section 2; docs: GET /api/member/messages, POST
 * /api/member/messages/read): the member's platform messages (deposit credited, withdrawal
 * reviewed or paid, upline transfer received), newest first and paged. Opening a message marks it
 * read and "mark all read" clears the rest; the menu's red badge follows the unread count.
 * Messages are plain text (drawn as text, never as HTML).
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberMessage } from '../../../../stores/center/types';
import { Paginator } from '../../../../components/Paginator';
import { ghostButton } from '../../../../components/styles';
import type { CenterPageProps } from '../../../../renderers/CenterPageRenderer';
import { useStores } from '../../../../stores';
import { formatTime } from '../../time';
import { card, Empty, LoadState, Notice } from '../shared/ui';
import { problemText } from '../../../../stores/center/types';
import { useResource } from '../shared/useResource';

const PAGE_SIZE = 10;

const item = (open: boolean, read: boolean) => css`
  display: grid;
  gap: 6px;
  width: 100%;
  padding: 14px 16px;
  text-align: left;
  color: var(--c-text);
  cursor: pointer;
  border-left: 3px solid ${read ? 'transparent' : 'var(--c-danger, #e5484d)'};
  background: ${open ? 'var(--c-hover)' : 'transparent'};
  border-top: 0;
  border-right: 0;
  border-bottom: 1px solid var(--c-border);
  & strong {
    font-weight: ${read ? 600 : 800};
  }
  & small {
    color: var(--c-muted);
  }
`;

export const MessagesPage = observer(function MessagesPage(_props: CenterPageProps) {
  const { t, i18n } = useTranslation();
  const { wallet: walletStore } = useStores();
  const { messages } = useStores().center;
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const result = useResource(messages.list, () => messages.loadList(page, PAGE_SIZE), [page], t('wallet.common.loadFailed'));

  const markRead = async (ids?: number[]) => {
    setError(null);
    try {
      walletStore.setUnread(await messages.markRead(ids));
    } catch (err) {
      setError(problemText(err, t('wallet.common.loadFailed')));
    }
  };
  const handleOpen = (m: MemberMessage) => {
    setOpen(open === m.id ? null : m.id);
    if (!m.read) void markRead([m.id]);
  };

  return (
    <div data-testid="messages">
      {error ? <Notice tone="bad">{error}</Notice> : null}
      <div css={css`display: flex; justify-content: flex-end; margin-bottom: 12px;`}>
        <button type="button" css={ghostButton} disabled={walletStore.unreadMessage === 0} onClick={() => void markRead()} data-testid="messages-read-all">
          {t('wallet.messages.readAll')}
        </button>
      </div>
      <LoadState loading={result.loading && !result.data} error={result.error} onRetry={result.reload}>
        {() =>
          result.data!.list.length === 0 ? (
            <Empty />
          ) : (
            <>
              <ul css={[card, css`list-style: none; margin: 0; padding: 0; overflow: hidden;`]}>
                {result.data!.list.map((m) => (
                  <li key={m.id}>
                    <button type="button" css={item(open === m.id, m.read)} aria-expanded={open === m.id} onClick={() => handleOpen(m)} data-testid="message" data-read={m.read}>
                      <strong>{m.title}</strong>
                      <small>
                        {formatTime(m.createdAt, i18n.language)}
                        {m.read ? '' : ` · ${t('wallet.messages.unread')}`}
                      </small>
                      {open === m.id ? <span css={css`white-space: pre-wrap; line-height: 1.6;`}>{m.content}</span> : null}
                    </button>
                  </li>
                ))}
              </ul>
              <div css={css`margin-top: 12px;`}>
                <Paginator page={page} totalPages={Math.max(1, Math.ceil(result.data!.total / PAGE_SIZE))} onChange={setPage} label={t('center.messageV2')} />
              </div>
            </>
          )
        }
      </LoadState>
    </div>
  );
});

export default MessagesPage;
