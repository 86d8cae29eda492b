/**
 * withdraw (README "Member center and header wallet"; docs "Withdraw"): amount within the limits, the bank card and the
 * payment password (generic FormRenderer); the amount leaves the wallet at once and the list shows
 * it applied, then approved or rejected by an operator, then paid, with the member's confirmation.
 * Without a payment password or a bank card the page sends the member to My account first. While
 * bonus turnover is open (docs/rewards.md "Bonus engine") a notice above the form names the valid
 * bets still needed and links to bonusDetails; the server refuses with BONUS_TURNOVER_OPEN, whose
 * message the form shows.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ghostButton } from '../../../../components/styles';
import type { CenterPageProps } from '../../../../renderers/CenterPageRenderer';
import { FormRenderer } from '../../../../renderers/FormRenderer';
import { useStores } from '../../../../stores';
import { useMoneyForm } from '../../forms';
import { money, signOf } from '../../../../../contract/money';
import { newRequestId } from '../../../../shared/requestId';
import { MoneyIcon } from '../../../../ui/moneyIcons';
import { Card, cardLabel, figure, grid2, LoadState, Notice, stack } from '../../../../ui/kit';
import { problemText } from '../../../../stores/center/types';
import { useResource } from '../../../../ui/useResource';
import { WithdrawList } from './WithdrawList';

const turnoverNotice = css`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 12px 16px;
  border-radius: var(--r-lg);
  border: 1px solid color-mix(in srgb, var(--c-gold) 45%, transparent);
  background: color-mix(in srgb, var(--c-gold) 12%, var(--c-surface));
  color: var(--c-text);
  font-size: 14px;
  & svg {
    flex: none;
    color: var(--c-gold);
  }
  & span {
    flex: 1;
  }
`;

/** The shortest time between two reads of the open turnover while balance changes come in (ms). */
const TURNOVER_RECHECK_MS = 1000;

export const WithdrawPage = observer(function WithdrawPage({ openPage }: CenterPageProps) {
  const { t, i18n } = useTranslation();
  const { wallet: walletStore } = useStores();
  const { withdraw } = useStores().center;
  const { bonuses } = useStores();
  const settings = useResource(withdraw.settings, () => withdraw.loadSettings(), [], t('wallet.common.loadFailed'));
  const open = useResource(bonuses.open, () => bonuses.loadOpen(), [], t('bonuses.loadFailed'));
  const openRemaining = open.data && signOf(open.data.remaining) > 0 ? open.data.remaining : null;
  // while turnover is open, a balance change (a bet settled in a game window) may complete it: read it again,
  // at most once per TURNOVER_RECHECK_MS however fast the game plays (a busy fishing room changes it several times a second)
  const balance = walletStore.balance;
  const seenBalance = useRef(balance);
  const recheck = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    if (seenBalance.current === balance) return;
    seenBalance.current = balance;
    if (!openRemaining || recheck.current) return;
    recheck.current = setTimeout(() => {
      recheck.current = null;
      bonuses.open.reload();
    }, TURNOVER_RECHECK_MS);
  }, [balance, openRemaining, bonuses]);
  useEffect(
    () => () => {
      if (recheck.current) clearTimeout(recheck.current);
    },
    [],
  );
  const [applied, setApplied] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const lang = i18n.language;
  const symbol = walletStore.symbol;
  const s = settings.data;
  const form = useMoneyForm('withdraw');
  const parameters = useMemo(
    () =>
      s
        ? {
            minAmount: s.min,
            maxAmount: s.max,
            cardIds: s.cards.map((c) => String(c.id)),
            cardLabels: Object.fromEntries(s.cards.map((c) => [String(c.id), cardLabel(c)])),
          }
        : null,
    [s],
  );
  const changed = () => {
    settings.reload();
    open.reload();
    void walletStore.refresh();
  };

  const onSubmit = async (values: Record<string, unknown>) => {
    try {
      const w = await withdraw.createWithdrawal({
        amount: String(values.amount),
        bankCardId: Number(values.bankCardId),
        paymentPassword: String(values.paymentPassword),
        requestId: newRequestId(),
      });
      setApplied(t('wallet.withdraw.applied', { amount: money(w.amount, lang, symbol) }));
      setVersion((v) => v + 1);
      changed();
      return null;
    } catch (err) {
      open.reload(); // a BONUS_TURNOVER_OPEN refusal: the notice shows the current remaining turnover
      return problemText(err, t('wallet.common.loadFailed'));
    }
  };

  const goSecurity = (
    <button type="button" css={ghostButton} onClick={() => openPage('securityCenter')} data-testid="go-security">
      {t('wallet.withdraw.goSecurity')}
    </button>
  );

  return (
    <div css={stack}>
      {openRemaining ? (
        <div css={turnoverNotice} role="status" data-testid="withdraw-turnover-open">
          <MoneyIcon name="bonusDetails" />
          <span>{t('bonuses.withdrawNotice', { remaining: money(openRemaining, lang, symbol) })}</span>
          <button
            type="button"
            css={ghostButton}
            onClick={() => openPage('bonusDetails')}
            data-testid="withdraw-turnover-link"
          >
            {t('bonuses.withdrawNoticeLink')}
          </button>
        </div>
      ) : null}
      <LoadState loading={settings.loading && !s} error={settings.error} onRetry={settings.reload}>
        {() => (
          <div css={grid2}>
            <Card title={t('wallet.common.available')} icon={<MoneyIcon name="wallet" />}>
              <div css={figure} data-testid="withdraw-balance">
                {money(s!.balance, lang, symbol)}
              </div>
              <p
                css={css`
                  margin: 10px 0 0;
                  color: var(--c-muted);
                  font-size: 13px;
                `}
              >
                {t('wallet.common.limits', { min: money(s!.min, lang), max: money(s!.max, lang) })} ·{' '}
                {t('wallet.withdraw.dailyMax', { max: money(s!.dailyMax, lang) })}
              </p>
            </Card>
            <Card title={t('wallet.withdraw.submit')} icon={<MoneyIcon name="withdraw" />} testId="withdraw-form">
              {applied ? (
                <Notice tone="good" testId="withdraw-applied">
                  {applied}
                </Notice>
              ) : null}
              {!s!.hasPaymentPassword ? (
                <>
                  <Notice tone="info">{t('wallet.withdraw.needPaymentPassword')}</Notice>
                  {goSecurity}
                </>
              ) : s!.cards.length === 0 ? (
                <>
                  <Notice tone="info">{t('wallet.withdraw.needCard')}</Notice>
                  {goSecurity}
                </>
              ) : form && parameters ? (
                <FormRenderer
                  key={version}
                  form={form.form}
                  validators={form.validators}
                  parameters={parameters}
                  initialValues={{ bankCardId: String(s!.cards[0]!.id) }}
                  onSubmit={onSubmit}
                />
              ) : null}
            </Card>
          </div>
        )}
      </LoadState>
      <WithdrawList version={version} confirmMinutes={s?.confirmMinutes ?? 60} onChanged={changed} />
    </div>
  );
});

export default WithdrawPage;
