/**
 * Version history (README "Operator console") of one of the merchant's documents (`kind`: the configuration
 * or the announcements and banners): every version with who, when, its number of changes and
 * whether it is a rollback; one version's RFC 6902 diff; one-click rollback to any earlier one.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ghostButton, primaryButton } from '../../components/styles';
import type { OperatorStore, VersionedDocumentView } from '../../stores/OperatorStore';
import { muted, Section } from './ui';
import { formatConsoleTime } from '../../shared/time';

const OP_COLOUR: Record<string, string> = {
  add: 'var(--c-success)',
  remove: 'var(--c-danger)',
  replace: 'var(--c-warning)',
  move: 'var(--c-primary)',
};

const DiffView = observer(function DiffView({ doc, testPrefix }: { doc: VersionedDocumentView; testPrefix: string }) {
  const { t } = useTranslation();
  const opened = doc.opened;
  if (!opened) return null;
  return (
    <Section
      title={t('operator.console.history.diffTitle', { version: opened.version })}
      testId={`${testPrefix}version-diff`}
    >
      {opened.diff.length === 0 ? <p css={muted}>{t('operator.console.history.noDiff')}</p> : null}
      <ul
        css={css`
          margin: 0;
          padding: 0;
          list-style: none;
          display: grid;
          gap: 6px;
          font-family: ui-monospace, monospace;
          font-size: 12px;
        `}
      >
        {opened.diff.map((op, i) => (
          <li
            key={i}
            css={css`
              display: grid;
              grid-template-columns: 70px 1fr;
              gap: 10px;
              padding: 6px 10px;
              border-radius: var(--r-md);
              background: var(--c-bg-elevated);
            `}
          >
            <strong
              css={css`
                color: ${OP_COLOUR[op.op] ?? 'var(--c-text)'};
                text-transform: uppercase;
              `}
            >
              {op.op}
            </strong>
            <span
              css={css`
                word-break: break-all;
                color: var(--c-text);
              `}
            >
              {op.path}
              {op.from ? (
                <span
                  css={css`
                    color: var(--c-muted);
                  `}
                >
                  {' '}
                  ← {op.from}
                </span>
              ) : null}
              {'value' in op ? (
                <span
                  css={css`
                    color: var(--c-muted);
                  `}
                >
                  {' '}
                  = {JSON.stringify(op.value)}
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
});

export const HistoryPanel = observer(function HistoryPanel({
  store,
  kind = 'config',
  doc: given,
}: {
  store?: OperatorStore;
  kind?: 'config' | 'content' | 'pages';
  doc?: VersionedDocumentView;
}) {
  const { t, i18n } = useTranslation();
  // the site pages tab passes its own document (src/stores/operator/PagesConsoleStore.ts)
  const doc: VersionedDocumentView = given ?? store!.documentOf(kind === 'pages' ? 'content' : kind);
  const testPrefix = kind === 'config' ? '' : `${kind}-`;
  const currentVersion = doc.current?.version;
  const when = (iso: string) => formatConsoleTime(iso, i18n.language, 'second');
  return (
    <div
      css={css`
        display: grid;
        grid-template-columns: minmax(0, 1.2fr) minmax(320px, 1fr);
        gap: 20px;
        align-items: start;
        @media (max-width: 1100px) {
          grid-template-columns: 1fr;
        }
      `}
    >
      <Section
        title={t('operator.console.tabs.history')}
        intro={t('operator.console.history.intro')}
        testId={`${testPrefix}version-history`}
      >
        {doc.history.length === 0 ? <p css={muted}>{t('operator.console.history.empty')}</p> : null}
        <ol
          css={css`
            margin: 0;
            padding: 0;
            list-style: none;
            display: grid;
            gap: 10px;
          `}
        >
          {doc.history.map((v) => (
            <li
              key={v.version}
              data-testid={`${testPrefix}version-${v.version}`}
              css={css`
                display: flex;
                flex-wrap: wrap;
                align-items: center;
                gap: 8px 14px;
                padding: 12px 14px;
                border-radius: var(--r-md);
                border: 1px solid ${v.version === currentVersion ? 'var(--c-primary)' : 'var(--c-border)'};
                background: var(--c-bg-elevated);
              `}
            >
              <strong
                css={css`
                  font-size: 15px;
                  color: var(--c-text);
                `}
              >
                {t('operator.console.version', { version: v.version })}
              </strong>
              {v.version === currentVersion ? (
                <span
                  css={css`
                    font-size: 12px;
                    font-weight: 700;
                    color: var(--c-primary);
                  `}
                >
                  {t('operator.console.history.current')}
                </span>
              ) : null}
              <span css={muted}>
                {t('operator.console.savedBy', {
                  who: v.savedBy.startsWith('seed') ? t('operator.console.seedAuthor') : v.savedBy,
                  at: when(v.savedAt),
                })}
              </span>
              <span css={muted}>
                {t('operator.console.history.changes', { count: v.changes })}
                {v.rollbackOf ? ` · ${t('operator.console.history.rollbackOf', { version: v.rollbackOf })}` : ''}
                {v.note ? ` · ${v.note}` : ''}
              </span>
              <span
                css={css`
                  margin-left: auto;
                  display: flex;
                  gap: 8px;
                `}
              >
                <button
                  type="button"
                  css={[
                    ghostButton,
                    css`
                      height: 32px;
                      font-size: 12px;
                    `,
                  ]}
                  onClick={() => void doc.open(v.version)}
                >
                  {t('operator.console.history.view')}
                </button>
                {v.version !== currentVersion ? (
                  <button
                    type="button"
                    data-testid={`${testPrefix}rollback-${v.version}`}
                    css={[
                      primaryButton,
                      css`
                        height: 32px;
                        font-size: 12px;
                      `,
                    ]}
                    disabled={doc.busy}
                    onClick={() => void doc.rollback(v.version)}
                  >
                    {t('operator.console.history.rollback')}
                  </button>
                ) : null}
              </span>
            </li>
          ))}
        </ol>
      </Section>
      <DiffView doc={doc} testPrefix={testPrefix} />
    </div>
  );
});
