/**
 * The system state pages (spec sections 2, 4 and 8): maintenance (end time when known, formatted
 * with Intl; customer service button), blocked region (visitor IP; customer service button), the
 * loading state and the load failure page with retry ('Network link is abnormal, please try again').
 */
import { css, keyframes } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatLongDateTime } from '../../components/format';
import { Icon } from '../../components/Icon';
import { primaryButton } from '../../components/styles';
import { useStores } from '../../stores';
import { DetailPill, StatePage } from './StatePage';
import { useServiceLink } from './useServiceLink';

function ServiceButton() {
  const { t } = useTranslation();
  const url = useServiceLink();
  if (!url) return null;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" css={primaryButton} data-testid="service-button">
      <Icon name="service" size={16} />
      {t('pages.contactService')}
    </a>
  );
}

export const MaintenancePage = observer(function MaintenancePage() {
  const { t, i18n } = useTranslation();
  const { config } = useStores();
  const end = config.maintenanceEnd ? formatLongDateTime(config.maintenanceEnd, i18n.language) : '';
  return (
    <StatePage
      testId="maintenance-page"
      icon="clock"
      tone="gold"
      brand={t('common.appName')}
      title={t('pages.maintenance.title')}
      message={t('pages.maintenance.message')}
      details={
        end ? (
          <DetailPill icon="clock">{t('pages.maintenance.endsAt', { time: end })}</DetailPill>
        ) : (
          <p
            css={css`
              margin: 0;
              color: var(--c-muted);
            `}
          >
            {t('pages.maintenance.unknownEnd')}
          </p>
        )
      }
      actions={<ServiceButton />}
    />
  );
});

export const BlockedPage = observer(function BlockedPage() {
  const { t } = useTranslation();
  const { config } = useStores();
  const ip = config.visitorIp;
  return (
    <StatePage
      testId="blocked-page"
      icon="globe"
      tone="danger"
      brand={t('common.appName')}
      title={t('pages.blocked.title')}
      message={t('pages.blocked.message')}
      details={ip ? <DetailPill icon="shield">{t('pages.blocked.ip', { ip })}</DetailPill> : null}
      actions={<ServiceButton />}
    />
  );
});

export const ErrorPage = observer(function ErrorPage() {
  const { t } = useTranslation();
  const { config } = useStores();
  const message = config.errorKind === 'timeout' ? t('errors.timeout') : t('errors.network');
  return (
    <StatePage
      testId="error-page"
      icon="globe"
      tone="accent"
      brand={t('common.appName')}
      title={t('pages.errorTitle')}
      message={message}
      actions={
        <button type="button" css={primaryButton} onClick={() => void config.load()}>
          <Icon name="manualRebate" size={16} />
          {t('common.retry')}
        </button>
      }
    />
  );
});

const spin = keyframes`to { transform: rotate(360deg) }`;

export function LoadingPage() {
  const { t } = useTranslation();
  return (
    <main
      aria-busy="true"
      css={css`
        min-height: 100vh;
        display: flex;
        flex-direction: column;
        align-items: center;
        justify-content: center;
        gap: 18px;
        background: var(--c-bg);
        color: var(--c-muted);
      `}
    >
      <span
        aria-hidden="true"
        css={css`
          width: 44px;
          height: 44px;
          border-radius: 50%;
          border: 3px solid var(--c-border);
          border-top-color: var(--c-primary);
          animation: ${spin} 0.8s linear infinite;
        `}
      />
      <p
        role="status"
        css={css`
          margin: 0;
        `}
      >
        {t('pages.loadingSite')}
      </p>
    </main>
  );
}
