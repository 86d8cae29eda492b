/**
 * The form for a top agent's contract from the merchant (docs/contracts.md "Lifecycle": set
 * (operator); "Lower rate"): find and pick an agent by username, the kind (a kind switched off in
 * the site settings is flagged), a period of the kind, the tier table (checked inline); it shows the
 * agent's current merchant contract (replaced on save) and the live contracts granted in its team
 * that the new table would end, and asks for confirmation before ending them.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { chip, ghostButton, primaryButton } from '../../../components/styles';
import { CONTRACT_KINDS, kindEnabled } from '../../../../engine/contracts';
import type { AgentContract, ContractKind, ContractPeriod, ContractSettings } from '../../../../contract/types';
import type { ContractEditor as Editor } from '../../../stores/operator/ContractEditorStore';
import { topRateOf } from '../../../stores/operator/contractTerms';
import { label } from '../AnnouncementEditor';
import { input, muted, Section } from '../ui';
import { ConfirmDialog, fieldRow, formButton, LoadError, NoticeLine, small, useContractTexts } from './shared';
import { TierTableEditor } from './TierTableEditor';

const box = css`
  display: grid;
  gap: 8px;
  padding: 12px 14px;
  border-radius: var(--r-md);
  border: 1px solid var(--c-border);
  background: var(--c-bg-elevated);
  font-size: 13px;
`;

const AgentPicker = observer(function AgentPicker({ editor }: { editor: Editor }) {
  const { c } = useContractTexts();
  const [query, setQuery] = useState(editor.agentQuery);
  const agent = editor.agent;
  const handleSearch = (e: FormEvent) => {
    e.preventDefault();
    void editor.searchAgents(query);
  };
  if (agent) {
    return (
      <div
        css={[
          fieldRow,
          css`
            align-items: center;
          `,
        ]}
        data-testid="contract-agent"
      >
        <strong
          css={css`
            color: var(--c-text);
          `}
        >
          {agent.username}
        </strong>
        <span css={muted}>{agent.nickname}</span>
        <span
          css={[
            chip(agent.uplineUsername === null),
            small,
            css`
              display: inline-flex;
              align-items: center;
              height: 22px;
            `,
          ]}
        >
          {agent.uplineUsername === null ? c('editor.topAgent') : c('editor.under', { upline: agent.uplineUsername })}
        </span>
        <button
          type="button"
          css={[ghostButton, small]}
          data-testid="contract-agent-change"
          onClick={() => editor.unchoose()}
        >
          {c('editor.changeAgent')}
        </button>
      </div>
    );
  }
  const results = editor.agentResults;
  return (
    <div
      css={css`
        display: grid;
        gap: 8px;
      `}
    >
      <form role="search" css={fieldRow} onSubmit={handleSearch}>
        <label
          css={[
            label,
            css`
              flex: 1;
              min-width: 180px;
            `,
          ]}
        >
          {c('editor.searchAgent')}
          <input
            css={input}
            data-testid="contract-agent-search"
            value={query}
            maxLength={64}
            autoComplete="off"
            placeholder={c('editor.searchPlaceholder')}
            onChange={(e) => setQuery(e.target.value)}
          />
        </label>
        <button
          type="submit"
          css={[primaryButton, formButton]}
          disabled={editor.searching}
          data-testid="contract-agent-search-submit"
        >
          {editor.searching ? c('editor.searching') : c('editor.search')}
        </button>
      </form>
      {results && results.length === 0 ? (
        <p css={muted} data-testid="contract-agent-none">
          {c('editor.noAgents', { query: editor.agentQuery })}
        </p>
      ) : null}
      {results && results.length > 0 ? (
        <ul
          css={css`
            margin: 0;
            padding: 0;
            list-style: none;
            display: grid;
            gap: 6px;
          `}
          data-testid="contract-agent-results"
        >
          {results.map((m) => (
            <li
              key={m.id}
              css={[
                box,
                css`
                  display: flex;
                  flex-wrap: wrap;
                  align-items: center;
                  gap: 8px 12px;
                `,
              ]}
              data-testid={`contract-agent-${m.username}`}
            >
              <strong
                css={css`
                  color: var(--c-text);
                `}
              >
                {m.username}
              </strong>
              <span css={muted}>{m.nickname}</span>
              <span
                css={[
                  muted,
                  css`
                    font-size: 12px;
                  `,
                ]}
              >
                {m.uplineUsername === null ? c('editor.topAgent') : c('editor.under', { upline: m.uplineUsername })}
              </span>
              <button
                type="button"
                css={[
                  ghostButton,
                  small,
                  css`
                    margin-left: auto;
                  `,
                ]}
                data-testid={`contract-choose-${m.username}`}
                onClick={() => editor.choose(m)}
              >
                {c('editor.choose')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
});

/** One contract named in the lower-rate effects: granted by, holder, period, top rate. */
function ContractLine({ contract }: { contract: AgentContract }) {
  const { c } = useContractTexts();
  return (
    <li data-testid={`effect-${contract.id}`}>
      {contract.upline?.username ?? c('merchant')} → <strong>{contract.downline.username}</strong> ·{' '}
      {c(`periods.${contract.period}`)} ·{' '}
      {c('list.tiersSummary', { count: contract.tiers.length, rate: topRateOf(contract.tiers) })}
    </li>
  );
}

/** What saving does to the agent's contracts: the one it replaces, a contract from an upline, the grants it ends. */
const Effects = observer(function Effects({ editor }: { editor: Editor }) {
  const { c, kindName } = useContractTexts();
  const agent = editor.agent;
  if (!agent) return null;
  if (editor.relatedError && !editor.relatedLoading)
    return (
      <LoadError
        notice={editor.relatedError}
        onRetry={() => void editor.loadRelated()}
        testId="contract-effects-error"
      />
    );
  if (editor.relatedLoading || !editor.related) {
    return (
      <p css={muted} aria-busy="true" data-testid="contract-effects-loading">
        {c('editor.effectsLoading', { username: agent.username })}
      </p>
    );
  }
  const current = editor.replaces;
  const held = editor.heldFromUpline;
  return (
    <div css={box} data-testid="contract-effects">
      {current ? (
        <div css={fieldRow}>
          <span>
            {c('editor.current', {
              period: c(`periods.${current.period}`),
              summary: c('list.tiersSummary', { count: current.tiers.length, rate: topRateOf(current.tiers) }),
            })}
          </span>
          <button
            type="button"
            css={[ghostButton, small]}
            data-testid="contract-copy-current"
            onClick={() => editor.copyFrom(current)}
          >
            {c('editor.copyCurrent')}
          </button>
        </div>
      ) : (
        <span>{c('editor.noCurrent', { username: agent.username })}</span>
      )}
      {held ? (
        <span
          role="alert"
          css={css`
            color: var(--c-danger);
          `}
        >
          {c('editor.heldFromUpline', {
            username: agent.username,
            kind: kindName(held.kind),
            upline: held.upline?.username ?? '',
          })}
        </span>
      ) : null}
      <strong
        css={css`
          margin-top: 4px;
        `}
      >
        {c('editor.effectsTitle')}
      </strong>
      {editor.truncated ? (
        <span
          css={css`
            color: var(--c-warning);
          `}
          data-testid="contract-effects-truncated"
        >
          {c('editor.effectsTruncated', {
            count: editor.related.length,
            total: editor.relatedTotal,
            username: agent.username,
          })}
        </span>
      ) : null}
      {editor.effects.length === 0 ? (
        <span data-testid="contract-effects-none">
          {c('editor.effectsNone', {
            username: agent.username,
            kind: kindName(editor.kind),
            count: editor.granted.length,
          })}
        </span>
      ) : (
        <div
          css={css`
            color: var(--c-warning);
          `}
          data-testid="contract-effects-ends"
        >
          <span>{c('editor.effects', { username: agent.username })}</span>
          <ul
            css={css`
              margin: 6px 0 0;
              padding-left: 18px;
              color: var(--c-text);
            `}
          >
            {editor.effects.map((e) => (
              <ContractLine key={e.id} contract={e} />
            ))}
          </ul>
        </div>
      )}
    </div>
  );
});

/** The top agent's contract form over the editor store; `settings` (the live consolidated contract settings, null when unknown) flags kinds switched off. */
export const ContractEditor = observer(function ContractEditor({
  editor,
  settings,
}: {
  editor: Editor;
  settings: ContractSettings | null;
}) {
  const { c, kindName } = useContractTexts();
  const [confirming, setConfirming] = useState(false);
  const kindOff = settings !== null && !kindEnabled(settings, editor.kind);
  const checked = editor.checked;
  const handleSave = (e: FormEvent) => {
    e.preventDefault();
    if (editor.checked.ok && editor.agent && editor.effects.length > 0) setConfirming(true);
    else void editor.save();
  };
  const handleConfirm = () => {
    setConfirming(false);
    void editor.save();
  };
  return (
    <Section title={c('editor.title')} intro={c('editor.intro')} testId="contract-editor">
      <AgentPicker editor={editor} />
      <form
        css={css`
          display: grid;
          gap: 14px;
        `}
        onSubmit={handleSave}
        noValidate
      >
        <div css={fieldRow}>
          <label css={label}>
            {c('editor.kind')}
            <select
              css={input}
              data-testid="contract-kind"
              value={editor.kind}
              onChange={(e) => editor.setKind(e.target.value as ContractKind)}
            >
              {CONTRACT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {settings && !kindEnabled(settings, k) ? `${kindName(k)} (${c('switches.off')})` : kindName(k)}
                </option>
              ))}
            </select>
          </label>
          <label css={label}>
            {c('editor.period')}
            <select
              css={input}
              data-testid="contract-period"
              value={editor.period}
              onChange={(e) => editor.setPeriod(e.target.value as ContractPeriod)}
            >
              {editor.periods.map((p) => (
                <option key={p} value={p}>
                  {c(`periods.${p}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        {kindOff ? (
          <p
            role="alert"
            css={[
              muted,
              css`
                color: var(--c-warning);
              `,
            ]}
            data-testid="contract-kind-off"
          >
            {c('editor.kindOff')}
          </p>
        ) : null}
        <div
          css={css`
            display: grid;
            gap: 6px;
          `}
        >
          <strong
            css={css`
              font-size: 13px;
              color: var(--c-text);
            `}
          >
            {c('editor.tiers')}
          </strong>
          <TierTableEditor editor={editor} />
          {checked.ok ? (
            <span
              css={[
                muted,
                css`
                  font-size: 12px;
                `,
              ]}
            >
              {c('editor.topRate', { rate: topRateOf(checked.tiers) })}
            </span>
          ) : null}
        </div>
        <Effects editor={editor} />
        <NoticeLine notice={editor.notice} testId="contract-editor-notice" />
        <div
          css={[
            fieldRow,
            css`
              align-items: center;
            `,
          ]}
        >
          <button
            type="submit"
            css={[primaryButton, formButton]}
            disabled={!editor.agent || !editor.related || editor.saving}
            data-testid="contract-save"
          >
            {editor.saving ? c('editor.saving') : c('editor.save')}
          </button>
          {!editor.agent ? <span css={muted}>{c('editor.chooseFirst')}</span> : null}
        </div>
      </form>
      <ConfirmDialog
        open={confirming && !!editor.agent}
        title={c('editor.effectsConfirmTitle')}
        confirmLabel={c('editor.effectsConfirm')}
        busy={editor.saving}
        onConfirm={handleConfirm}
        onCancel={() => setConfirming(false)}
        testId="confirm-lower-rate"
      >
        <p
          css={css`
            margin: 0;
          `}
        >
          {c('editor.effectsConfirmText', { username: editor.agent?.username ?? '', count: editor.effects.length })}
        </p>
        <ul
          css={css`
            margin: 0;
            padding-left: 18px;
          `}
        >
          {editor.effects.map((e) => (
            <ContractLine key={e.id} contract={e} />
          ))}
        </ul>
      </ConfirmDialog>
    </Section>
  );
});
