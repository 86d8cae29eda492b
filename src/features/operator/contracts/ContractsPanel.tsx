/**
 * The console's Contracts tab (docs/contracts.md; README "Operator console"): four screens over
 * `store.contracts` — the contracts (set a top agent's contract, every contract with filters,
 * terminate), the settlements waiting for approval, the rerun of a period, and the merchant's
 * contract policy beside the contract kinds the site settings switch on (shown from the live
 * configuration, with a way to the site settings tab where they are edited).
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Tabs, tabPanelProps, useTabsId } from '../../../components/Tabs';
import type { OperatorStore } from '../../../stores/OperatorStore';
import { ContractEditor } from './ContractEditor';
import { ContractList } from './ContractList';
import { KindSwitches, PolicyCard } from './PolicyCard';
import { RerunCard } from './RerunCard';
import { SettlementApprovals } from './SettlementApprovals';
import { useContractTexts } from './shared';

type Screen = 'contracts' | 'settlements' | 'rerun' | 'policy';
const SCREENS: readonly Screen[] = ['contracts', 'settlements', 'rerun', 'policy'];

const twoColumns = css`
  display: grid;
  grid-template-columns: minmax(0, 1.5fr) minmax(280px, 1fr);
  gap: 20px;
  align-items: start;
  @media (max-width: 1100px) {
    grid-template-columns: 1fr;
  }
`;

/** The Contracts tab over `store.contracts`; `onOpenSettings` opens the site settings tab (where the contract kinds are switched). */
export const ContractsPanel = observer(function ContractsPanel({
  store,
  onOpenSettings,
}: {
  store: OperatorStore;
  onOpenSettings?: () => void;
}) {
  const { c } = useContractTexts();
  const contracts = store.contracts;
  const [screen, setScreen] = useState<Screen>('contracts');
  const baseId = useTabsId();
  useEffect(() => {
    if (!contracts.list.page && !contracts.list.loading) void contracts.open();
  }, [contracts]);
  const settings = store.current?.config.contractSettings ?? null;
  const waiting = contracts.settlements.filter.state === 'requested' ? (contracts.settlements.page?.total ?? 0) : 0;
  const labelOf = (id: Screen) =>
    id === 'settlements' && waiting > 0 ? `${c(`sections.${id}`)} (${waiting})` : c(`sections.${id}`);
  return (
    <div
      css={css`
        display: grid;
        gap: 16px;
      `}
      data-testid="contracts-panel"
    >
      <div
        css={css`
          justify-self: start;
          max-width: 100%;
          overflow-x: auto;
          & [role='tab'] {
            white-space: nowrap;
          }
        `}
      >
        <Tabs
          items={SCREENS.map((id) => ({ id, label: labelOf(id) }))}
          value={screen}
          onChange={setScreen}
          label={c('sectionsLabel')}
          baseId={baseId}
        />
      </div>
      <div
        {...tabPanelProps(baseId, screen)}
        css={css`
          display: grid;
          gap: 20px;
        `}
      >
        {screen === 'contracts' ? (
          <>
            <div css={twoColumns}>
              <ContractEditor editor={contracts.editor} settings={settings} />
              <KindSwitches settings={settings} onOpenSettings={onOpenSettings} />
            </div>
            <ContractList contracts={contracts} />
          </>
        ) : null}
        {screen === 'settlements' ? <SettlementApprovals approvals={contracts.settlements} /> : null}
        {screen === 'rerun' ? (
          <div css={twoColumns}>
            <RerunCard rerun={contracts.rerun} />
            <KindSwitches settings={settings} onOpenSettings={onOpenSettings} />
          </div>
        ) : null}
        {screen === 'policy' ? (
          <div css={twoColumns}>
            <PolicyCard policy={contracts.policy} />
            <KindSwitches settings={settings} onOpenSettings={onOpenSettings} />
          </div>
        ) : null}
      </div>
    </div>
  );
});
