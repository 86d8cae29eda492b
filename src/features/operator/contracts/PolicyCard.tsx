/**
 * The merchant's contract policy (docs/contracts.md "Kinds and switches"): dividend approval, loss
 * carry-forward and contracts for member downlines, each a switch with what it does; saved as one
 * (PUT ENDPOINTS.operatorContractPolicy), with unsaved changes shown and discardable. Beside it,
 * which contract kinds are on: they are part of the site settings (consolidated contract settings),
 * so they are shown here with a way to the site settings rather than edited twice.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { ghostButton, primaryButton } from '../../../components/styles';
import { CONTRACT_KINDS, kindEnabled } from '../../../../engine/contracts';
import type { ContractPolicy, ContractSettings } from '../../../../contract/types';
import type { ContractPolicyState } from '../../../stores/operator/ContractsConsoleStore';
import { StatusPill } from '../../../ui/kit';
import { muted, Section, Switch } from '../ui';
import { fieldRow, formButton, LoadError, Loading, NoticeLine, small, useContractTexts } from './shared';

const FIELDS: readonly (keyof ContractPolicy)[] = ['dividendApproval', 'carryForward', 'allowMemberContracts'];

/** Which contract kinds the live site settings switch on, and the way to change them. */
export function KindSwitches({
  settings,
  onOpenSettings,
}: {
  settings: ContractSettings | null;
  onOpenSettings?: () => void;
}) {
  const { c, kindName } = useContractTexts();
  return (
    <Section title={c('switches.title')} intro={c('switches.intro')} testId="contract-kinds">
      <ul
        css={css`
          margin: 0;
          padding: 0;
          list-style: none;
          display: flex;
          flex-wrap: wrap;
          gap: 8px 16px;
        `}
      >
        {CONTRACT_KINDS.map((k) => {
          const on = settings ? kindEnabled(settings, k) : null;
          return (
            <li
              key={k}
              data-testid={`contract-kind-${k}`}
              css={css`
                display: inline-flex;
                align-items: center;
                gap: 8px;
                font-size: 13px;
              `}
            >
              <span>{kindName(k)}</span>
              <StatusPill tone={on === null ? 'neutral' : on ? 'good' : 'bad'}>
                {on === null ? c('switches.unknown') : on ? c('switches.on') : c('switches.off')}
              </StatusPill>
            </li>
          );
        })}
      </ul>
      {onOpenSettings ? (
        <div>
          <button type="button" css={[ghostButton, small]} data-testid="contract-kinds-open" onClick={onOpenSettings}>
            {c('switches.open')}
          </button>
        </div>
      ) : null}
    </Section>
  );
}

/** The merchant's contract policy switches, saved as one. */
export const PolicyCard = observer(function PolicyCard({ policy }: { policy: ContractPolicyState }) {
  const { c } = useContractTexts();
  const draft = policy.draft;
  return (
    <Section title={c('policy.title')} intro={c('policy.intro')} testId="contract-policy">
      {policy.error ? (
        <LoadError notice={policy.error} onRetry={() => void policy.load()} testId="policy-error" />
      ) : null}
      {policy.loading && !draft ? <Loading testId="policy-loading" rows={3} /> : null}
      {draft ? (
        <>
          <div
            css={css`
              display: grid;
              gap: 14px;
            `}
          >
            {FIELDS.map((f) => (
              <div
                key={f}
                css={css`
                  display: grid;
                  gap: 4px;
                `}
              >
                <Switch
                  checked={draft[f]}
                  label={c(`policy.${f}`)}
                  testId={`policy-${f}`}
                  disabled={policy.saving}
                  onChange={(on) => policy.toggle(f, on)}
                />
                <p
                  css={[
                    muted,
                    css`
                      font-size: 12px;
                      padding-left: 50px;
                    `,
                  ]}
                >
                  {c(`policy.${f}Hint`)}
                </p>
              </div>
            ))}
          </div>
          <NoticeLine notice={policy.notice} testId="policy-notice" />
          <div
            css={[
              fieldRow,
              css`
                align-items: center;
              `,
            ]}
          >
            <span
              data-testid="policy-state"
              css={css`
                font-size: 13px;
                font-weight: 700;
                color: ${policy.dirty ? 'var(--c-warning)' : 'var(--c-success)'};
              `}
            >
              {policy.dirty ? c('policy.unsaved') : c('policy.upToDate')}
            </span>
            <button
              type="button"
              css={[
                ghostButton,
                formButton,
                css`
                  margin-left: auto;
                `,
              ]}
              disabled={!policy.dirty || policy.saving}
              onClick={() => policy.discard()}
            >
              {c('policy.discard')}
            </button>
            <button
              type="button"
              css={[primaryButton, formButton]}
              disabled={!policy.dirty || policy.saving}
              data-testid="policy-save"
              onClick={() => void policy.save()}
            >
              {policy.saving ? c('policy.saving') : c('policy.save')}
            </button>
          </div>
        </>
      ) : null}
    </Section>
  );
});
