/**
 * agentAnnouncement (spec section 2; README "Agent center"): the merchant's announcements whose
 * audience includes agents, newest first, paged; each body is sanitised HTML (sanitised again
 * here before it is drawn).
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Paginator } from '../../../components/Paginator';
import type { CenterPageProps } from '../../../renderers/CenterPageRenderer';
import { useStores } from '../../../stores';
import type { AgentAnnouncementsValue } from '../../../../contract/types';
import { SafeHtml } from '../../../ui/SafeHtml';
import { AgentLoad, card, EmptyState, PAGE_SIZE, useResource, useTime } from '../../../ui/reportUi';

/** The agentAnnouncement page: one page of announcements for agents at a time. */
export const AnnouncementsPage = observer(function AnnouncementsPage(_props: CenterPageProps) {
  const { t } = useTranslation();
  const { agent } = useStores();
  const time = useTime();
  const [page, setPage] = useState(1);
  const result = useResource(
    agent.announcements,
    () => agent.loadAnnouncements({ page, pageSize: PAGE_SIZE }),
    [page],
    t('agent.common.loadFailed'),
  );
  return (
    <div data-testid="agent-announcements">
      <AgentLoad result={result} rows={6}>
        {(v: AgentAnnouncementsValue) =>
          v.list.length === 0 ? (
            <EmptyState text={t('agent.announcements.empty')} />
          ) : (
            <div
              css={css`
                display: grid;
                gap: 12px;
              `}
            >
              {v.list.map((a) => (
                <article key={a.id} css={card}>
                  <header
                    css={css`
                      display: flex;
                      justify-content: space-between;
                      align-items: baseline;
                      gap: 12px;
                      margin-bottom: 8px;
                    `}
                  >
                    <h4
                      css={css`
                        margin: 0;
                        font-size: 16px;
                        font-weight: 800;
                      `}
                    >
                      {a.title}
                    </h4>
                    <time
                      dateTime={a.publishedAt}
                      css={css`
                        color: var(--c-muted);
                        font-size: 12px;
                        white-space: nowrap;
                      `}
                    >
                      {time(a.publishedAt)}
                    </time>
                  </header>
                  <SafeHtml html={a.body} />
                </article>
              ))}
              <Paginator
                page={page}
                totalPages={Math.max(1, Math.ceil(v.total / PAGE_SIZE))}
                onChange={setPage}
                label={t('agent.common.paging')}
              />
            </div>
          )
        }
      </AgentLoad>
    </div>
  );
});

export default AnnouncementsPage;
