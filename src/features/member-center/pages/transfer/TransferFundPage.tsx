/**
 * transferFund, the wallet page (README "Member center and header wallet"; docs "Wallet"): for a merchant whose merchant
 * wallet is not single, the main wallet and one wallet per game vendor, transfers between main and
 * a vendor (generic FormRenderer), and "recall all" that brings every vendor wallet back to main
 * ('balance returned successfully'). For a single-wallet merchant the page says so.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ghostButton } from '../../../../components/styles';
import { FormRenderer } from '../../../../renderers/FormRenderer';
import type { CenterPageProps } from '../../../../renderers/CenterPageRenderer';
import { useStores } from '../../../../stores';
import { useMoneyForm } from '../../forms';
import { money } from '../../../../../contract/money';
import { newRequestId } from '../../../../shared/requestId';
import { MoneyIcon } from '../../../../ui/moneyIcons';
import { Card, figure, grid2, LoadState, Notice, stack } from '../../../../ui/kit';
import { problemText } from '../../../../stores/center/types';
import { useResource } from '../../../../ui/useResource';

const vendorGrid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 10px;
  & > div {
    padding: 10px 12px;
    border-radius: var(--r-md, 10px);
    background: var(--c-bg-elevated);
    border: 1px solid var(--c-border);
  }
  & span {
    display: block;
    font-size: 12px;
    color: var(--c-muted);
  }
  & strong {
    font-variant-numeric: tabular-nums;
  }
`;

export const TransferFundPage = observer(function TransferFundPage(_props: CenterPageProps) {
  const { t, i18n } = useTranslation();
  const { wallet: walletStore } = useStores();
  const { transfer } = useStores().center;
  const wallets = useResource(
    transfer.vendorWallets,
    () => transfer.loadVendorWallets(),
    [],
    t('wallet.common.loadFailed'),
  );
  const [notice, setNotice] = useState<{ tone: 'good' | 'bad'; text: string } | null>(null);
  const [recalling, setRecalling] = useState(false);
  const [version, setVersion] = useState(0);
  const lang = i18n.language;
  const symbol = walletStore.symbol;
  const data = wallets.data;
  const form = useMoneyForm('transferFund');
  const parameters = useMemo(() => {
    if (!data || data.isSingle) return null;
    const balances: Record<string, string> = { main: data.main };
    const labels: Record<string, string> = { main: 'wallet.common.mainWallet' };
    for (const w of data.wallets) {
      balances[w.vendorCode] = w.balance;
      labels[w.vendorCode] = w.name;
    }
    return { balances, wallets: Object.keys(balances), walletLabels: labels };
  }, [data]);

  const onSubmit = async (values: Record<string, unknown>) => {
    try {
      await transfer.transfer({
        from: String(values.from),
        to: String(values.to),
        amount: String(values.amount),
        requestId: newRequestId(),
      });
      setNotice({ tone: 'good', text: t('wallet.transfer.done') });
      setVersion((v) => v + 1);
      wallets.reload();
      void walletStore.refresh();
      return null;
    } catch (err) {
      return problemText(err, t('wallet.common.loadFailed'));
    }
  };
  const handleRecall = async () => {
    setRecalling(true);
    try {
      await transfer.recall();
      setNotice({ tone: 'good', text: t('wallet.transfer.recalled') });
      wallets.reload();
      void walletStore.refresh();
    } catch (err) {
      setNotice({ tone: 'bad', text: problemText(err, t('wallet.common.loadFailed')) });
    } finally {
      setRecalling(false);
    }
  };

  return (
    <LoadState loading={wallets.loading && !data} error={wallets.error} onRetry={wallets.reload}>
      {() =>
        data!.isSingle ? (
          <Card title={t('wallet.common.mainWallet')} icon={<MoneyIcon name="wallet" />} testId="single-wallet">
            <div css={figure}>{money(data!.main, lang, symbol)}</div>
            <p
              css={css`
                margin: 12px 0 0;
                color: var(--c-muted);
              `}
            >
              {t('wallet.transfer.single')}
            </p>
          </Card>
        ) : (
          <div css={stack}>
            {notice ? (
              <Notice tone={notice.tone} testId="transfer-notice">
                {notice.text}
              </Notice>
            ) : null}
            <div css={grid2}>
              <Card title={t('wallet.common.mainWallet')} icon={<MoneyIcon name="wallet" />} testId="main-wallet">
                <div css={figure} data-testid="main-balance">
                  {money(data!.main, lang, symbol)}
                </div>
                <button
                  type="button"
                  css={[
                    ghostButton,
                    css`
                      margin-top: 14px;
                    `,
                  ]}
                  onClick={() => void handleRecall()}
                  disabled={recalling}
                  data-testid="recall-all"
                >
                  <MoneyIcon name="refresh" size={16} />
                  {t('wallet.transfer.recallAll')}
                </button>
              </Card>
              <Card title={t('wallet.transfer.submit')} icon={<MoneyIcon name="transferFund" />}>
                {form && parameters ? (
                  <FormRenderer
                    key={version}
                    form={form.form}
                    validators={form.validators}
                    parameters={parameters}
                    initialValues={{ from: 'main', to: data!.wallets[0]?.vendorCode ?? '' }}
                    onSubmit={onSubmit}
                  />
                ) : null}
              </Card>
            </div>
            <Card title={t('wallet.transfer.vendorWallets')} icon={<MoneyIcon name="grid" />}>
              <div css={vendorGrid} data-testid="vendor-wallets">
                {data!.wallets.map((w) => (
                  <div key={w.vendorCode}>
                    <span>{w.name}</span>
                    <strong>{money(w.balance, lang)}</strong>
                  </div>
                ))}
              </div>
            </Card>
          </div>
        )
      }
    </LoadState>
  );
});

export default TransferFundPage;
