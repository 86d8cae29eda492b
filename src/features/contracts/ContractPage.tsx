/**
 * The agent center's contract pages (spec section 2: agentDividendRecordCopy2 dividends,
 * agentDailyWages2 daily wage, agentHourSalary hourly wage, agentRealtimeSalary real-time salary;
 * docs/contracts.md): one page parameterised by the kind its page id names, drawn by the
 * CenterPageRenderer. Three tabs: my contract (received), the contracts granted to downlines (with
 * the offer dialog) and the settlement records. The page loads the agent's own contract of the
 * kind once, for "My contract" and as the offer's ceiling. `?tab=` opens a tab.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs, tabPanelProps, useTabsId } from '../../components/Tabs';
import type { CenterPageProps } from '../../renderers/CenterPageRenderer';
import { UnknownRenderer } from '../../renderers/UnknownRenderer';
import { useStores } from '../../stores';
import type { ContractKind } from '../../../contract/types';
import { useResource } from '../../ui/reportUi';
import { FlashLine, type Flash } from './contractUi';
import { GrantedContracts } from './GrantedContracts';
import { MyContract } from './MyContract';
import { SettlementRecords } from './SettlementRecords';
import { kindOfPage } from './terms';

const TABS = ['mine', 'granted', 'settlements'] as const;
type Tab = (typeof TABS)[number];

/** The page of one kind. */
const KindPage = observer(function KindPage({ kind, initialTab }: { kind: ContractKind; initialTab: Tab }) {
  const { t } = useTranslation();
  const { contracts } = useStores();
  const baseId = useTabsId();
  const [tab, setTab] = useState<Tab>(initialTab);
  const [flash, setFlash] = useState<Flash | null>(null);
  const mine = useResource(contracts.mine, () => contracts.loadMine(kind), [kind], t('contracts.common.loadFailed'));
  // undefined until the own contract has loaded (the offer button waits), null when there is none
  const own = mine.data ? mine.data.live : undefined;
  const handleTab = (next: Tab) => {
    setTab(next);
    setFlash(null);
  };
  return (
    <div
      data-testid={`contract-page-${kind}`}
      css={css`
        display: grid;
        grid-template-columns: minmax(0, 1fr);
        gap: 14px;
      `}
    >
      <p
        css={css`
          margin: 0;
          color: var(--c-muted);
          font-size: 13px;
        `}
      >
        {t(`contracts.intro.${kind}`)}
      </p>
      <Tabs
        items={TABS.map((id) => ({ id, label: t(`contracts.tabs.${id}`) }))}
        value={tab}
        onChange={handleTab}
        label={t(`contracts.kinds.${kind}`)}
        baseId={baseId}
      />
      <FlashLine flash={flash} />
      <div
        {...tabPanelProps(baseId, tab)}
        css={css`
          outline: none;
          min-width: 0;
        `}
      >
        {tab === 'mine' ? <MyContract kind={kind} result={mine} onResult={setFlash} /> : null}
        {tab === 'granted' ? <GrantedContracts kind={kind} own={own} onResult={setFlash} /> : null}
        {tab === 'settlements' ? <SettlementRecords kind={kind} onResult={setFlash} /> : null}
      </div>
    </div>
  );
});

/** The center page: the kind of `page` (an id of engine/contracts.ts KIND_PAGE); any other id is drawn by the Unknown renderer. */
export const ContractPage = observer(function ContractPage({ page, params }: CenterPageProps) {
  const kind = kindOfPage(page);
  if (!kind) return <UnknownRenderer what="center page" name={page} />;
  const tab = (TABS as readonly string[]).includes(params.tab ?? '') ? (params.tab as Tab) : 'mine';
  return <KindPage key={kind} kind={kind} initialTab={tab} />;
});

export default ContractPage;
