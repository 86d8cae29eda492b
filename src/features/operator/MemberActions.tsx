/**
 * The actions on one member of the agents screen (README "Operator console" and "Agents"; spec
 * sections 1 and 3): make a member an agent of type 1, 2, 41 or 42, and move a member with its whole
 * team under another agent typed by username. The server refuses a move into the member's own team
 * or under a non-agent; its localised message shows in the screen's notice.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton } from '../../components/styles';
import type { OperatorMember } from '../../../contract/types';
import { AGENT_TYPES, isAgentType } from '../../stores/operator/AgentsModel';
import type { OperatorStore } from '../../stores/OperatorStore';
import { label } from './AnnouncementEditor';
import { input, muted, Section } from './ui';
import { memberTypeName } from './memberType';

const form = css`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: end;
  padding-top: 12px;
  border-top: 1px solid var(--c-border);
`;
const button = css`
  height: 36px;
  padding: 0 16px;
  font-size: 13px;
`;

export const MemberActions = observer(function MemberActions({
  store,
  member,
}: {
  store: OperatorStore;
  member: OperatorMember | null;
}) {
  const { t } = useTranslation();
  const a = (key: string, params?: Record<string, unknown>) => t(`operator.console.agents.${key}`, params);
  const [type, setType] = useState<number>(AGENT_TYPES[0]);
  const [upline, setUpline] = useState('');
  const agents = store.agents;
  if (!member) {
    return (
      <Section title={a('actions')} testId="member-actions">
        <p css={muted}>{a('choose')}</p>
      </Section>
    );
  }
  const busy = agents.acting === member.id;
  const handleMakeAgent = (e: FormEvent) => {
    e.preventDefault();
    void agents.makeAgent(member, type);
  };
  const handleMove = (e: FormEvent) => {
    e.preventDefault();
    void agents.move(member, upline).then((done) => done && setUpline(''));
  };
  return (
    <Section title={a('actionsOf', { username: member.username })} testId="member-actions">
      <p css={muted}>
        {a(`types.${isAgentType(member.type) ? 'agent' : 'member'}`, { type: member.type })} ·{' '}
        {a('uplineIs', { upline: member.uplineUsername ?? a('noUpline') })} · {a('teamOf', { count: member.teamSize })}
      </p>
      {isAgentType(member.type) ? (
        <p css={muted} data-testid="already-agent">
          {a('alreadyAgent')}
        </p>
      ) : (
        <form css={form} onSubmit={handleMakeAgent} data-testid="make-agent-form">
          <label css={label}>
            {a('agentType')}
            <select css={input} data-testid="agent-type" value={type} onChange={(e) => setType(Number(e.target.value))}>
              {AGENT_TYPES.map((k) => (
                <option key={k} value={k}>
                  {memberTypeName(t, k)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" css={[primaryButton, button]} disabled={busy} data-testid="make-agent">
            {a('makeAgent')}
          </button>
        </form>
      )}
      <form css={form} onSubmit={handleMove} data-testid="move-form">
        <label
          css={[
            label,
            css`
              flex: 1;
              min-width: 180px;
            `,
          ]}
        >
          {a('newUpline')}
          <input
            css={input}
            data-testid="move-upline"
            value={upline}
            maxLength={64}
            autoComplete="off"
            placeholder={a('newUplinePlaceholder')}
            onChange={(e) => setUpline(e.target.value)}
          />
        </label>
        <button type="submit" css={[primaryButton, button]} disabled={busy} data-testid="move-member">
          {a('move')}
        </button>
        <p
          css={[
            muted,
            css`
              flex-basis: 100%;
              font-size: 12px;
            `,
          ]}
        >
          {a('moveHint')}
        </p>
      </form>
    </Section>
  );
});
