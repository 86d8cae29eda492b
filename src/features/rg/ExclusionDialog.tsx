/**
 * The confirmation of a time-out, self-exclusion or closure (docs/responsible-gaming.md): spells
 * out the consequences (logged out everywhere, no login until the end or ever, nobody ends it
 * early, no marketing, withdrawals paid by customer service), asks for the login password (and a
 * reason for a closure), then has the rg store start it; the store logs the page out and the
 * shell's notice says until when.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Modal } from '../../components/Modal';
import { accentButton, ghostButton } from '../../components/styles';
import { useStores } from '../../stores';
import { formatTime } from '../../shared/time';
import { Notice } from '../../ui/kit';
import { field } from './rgUi';
import { checkFeatureForm } from '../../renderers/form/featureForms';
import { REASON_INPUT_MAX } from '../../../engine/forms';

/** What the member picked: the kind and its duration ('closed' for a closure). */
export interface ExclusionChoice {
  kind: 'timeout' | 'selfExclusion' | 'closed';
  duration: '24h' | '7d' | '30d' | '6m' | '1y' | '5y' | 'closed';
}

/** The end of `duration` from now, as the server computes it (an estimate shown before confirming). */
function endOf(duration: ExclusionChoice['duration'], now = new Date()): Date | null {
  const d = new Date(now.getTime());
  if (duration === '24h') return new Date(now.getTime() + 24 * 3600_000);
  if (duration === '7d') return new Date(now.getTime() + 7 * 24 * 3600_000);
  if (duration === '30d') return new Date(now.getTime() + 30 * 24 * 3600_000);
  if (duration === '6m') d.setUTCMonth(d.getUTCMonth() + 6);
  else if (duration === '1y') d.setUTCFullYear(d.getUTCFullYear() + 1);
  else if (duration === '5y') d.setUTCFullYear(d.getUTCFullYear() + 5);
  else return null;
  return d;
}

export const ExclusionDialog = observer(function ExclusionDialog({
  choice,
  onClose,
}: {
  choice: ExclusionChoice;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation();
  const { rg } = useStores();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const duration = choice.kind === 'closed' ? '' : t(`rg.breaks.durations.${choice.duration}`);
  const ends = endOf(choice.duration);
  // checked by the engine's form rgExclusion (engine/forms/featureForms.ts): the password, a closure's reason
  const problems = checkFeatureForm(
    'rgExclusion',
    { password, reason },
    { conditions: { closing: choice.kind === 'closed' } },
  );
  const submit = async () => {
    if (problems.length > 0) return;
    setError(null);
    const r = await rg.exclude(choice.kind, choice.duration, password, reason.trim() || undefined);
    if (!r) return;
    if (!r.ok) {
      setError(r.message ?? t('wallet.common.loadFailed'));
      return;
    }
    onClose();
    void navigate('/');
  };
  return (
    <Modal
      open
      size="md"
      title={t(`rg.confirm.title.${choice.kind}`, { duration })}
      onClose={onClose}
      testId="rg-confirm"
      footer={
        <>
          <button type="button" css={ghostButton} onClick={onClose}>
            {t('rg.confirm.cancel')}
          </button>
          <button
            type="button"
            css={accentButton}
            disabled={rg.busy || problems.length > 0}
            onClick={() => void submit()}
            data-testid="rg-confirm-submit"
          >
            {t('rg.confirm.confirm')}
          </button>
        </>
      }
    >
      <form
        css={css`
          display: grid;
          gap: 14px;
        `}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div>
          <strong>{t('rg.confirm.consequences')}</strong>
          <ul
            css={css`
              margin: 8px 0 0;
              padding-left: 20px;
              display: grid;
              gap: 4px;
              line-height: 1.5;
            `}
          >
            <li>{t('rg.confirm.loggedOut')}</li>
            <li>
              {ends
                ? t('rg.confirm.noLogin', { until: formatTime(ends.toISOString(), i18n.language, undefined, 'minute') })
                : t('rg.confirm.noLoginClosed')}
            </li>
            <li>{t('rg.confirm.noEarlyEnd')}</li>
            <li>{t('rg.confirm.noMarketing')}</li>
            <li>{t('rg.confirm.withdrawals')}</li>
          </ul>
        </div>
        <label css={field}>
          <span>{t('rg.confirm.password')}</span>
          <input
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            data-testid="rg-confirm-password"
          />
        </label>
        {choice.kind === 'closed' ? (
          <label css={field}>
            <span>{t('rg.confirm.reason')}</span>
            <input
              maxLength={REASON_INPUT_MAX}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              data-testid="rg-confirm-reason"
            />
          </label>
        ) : null}
        {error ? (
          <Notice tone="bad" testId="rg-confirm-error">
            {error}
          </Notice>
        ) : null}
      </form>
    </Modal>
  );
});
