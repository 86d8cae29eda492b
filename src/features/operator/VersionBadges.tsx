/**
 * The console header's version badges (README "Operator console"): the merchant's current configuration
 * version and current content (announcements and banners) version, each its own versioned
 * document; both follow a save or a rollback at once (the stores' `current`).
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { OperatorStore } from '../../stores/OperatorStore';

const badge = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 26px;
  padding: 0 10px;
  border-radius: var(--r-pill);
  border: 1px solid var(--c-border);
  background: var(--c-bg);
  color: var(--c-muted);
  font-size: 12px;
  white-space: nowrap;
  & b {
    color: var(--c-text);
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

export const VersionBadges = observer(function VersionBadges({ store }: { store: OperatorStore }) {
  const { t } = useTranslation();
  const versions = [
    { kind: 'config', testId: 'current-version', version: store.current?.version },
    { kind: 'content', testId: 'current-content-version', version: store.content.current?.version },
  ] as const;
  if (versions.every((v) => v.version === undefined)) return null;
  return (
    <span
      css={css`
        display: inline-flex;
        flex-wrap: wrap;
        gap: 6px;
      `}
    >
      {versions.map(({ kind, testId, version }) =>
        version === undefined ? null : (
          <span key={kind} css={badge} data-testid={testId}>
            {t(`operator.console.versionOf.${kind}`)} <b>{t('operator.console.version', { version })}</b>
          </span>
        ),
      )}
    </span>
  );
});
