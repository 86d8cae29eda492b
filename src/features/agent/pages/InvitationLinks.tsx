/**
 * The register center's invitation links (spec sections 2 and 9; README "Agent center"): several
 * per agent, each with its account type, its register URL as a QR code (qrcode.react, QR_SIZE),
 * copy of the link or the code ('copied successfully'), its usage count and an on/off switch.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ghostButton } from '../../../components/styles';
import { useStores } from '../../../stores';
import { problemText } from '../../../stores/center/types';
import type { AgentInvitation, AgentInvitations } from '../../../../contract/types';
import { QR_SIZE } from '../../../../contract/spec';
import { Card, Notice, StatusPill } from '../../../ui/kit';
import { AgentLoad, EmptyState, useResource } from '../../../ui/reportUi';
import { QR_BACKGROUND } from '../../../theme/palettes';

const small = css`
  height: 30px;
  padding: 0 12px;
  font-size: 12px;
`;

function LinkRow({ link, onToggle, onCopy }: { link: AgentInvitation; onToggle(): void; onCopy(text: string): void }) {
  const { t } = useTranslation();
  return (
    <li
      data-testid={`invitation-${link.code}`}
      css={css`
        display: grid;
        grid-template-columns: ${QR_SIZE + 16}px minmax(0, 1fr);
        gap: 14px;
        padding: 14px 0;
        border-bottom: 1px solid var(--c-border);
        &:last-child {
          border-bottom: 0;
        }
      `}
    >
      <div
        css={css`
          padding: 8px;
          border-radius: 10px;
          background: ${QR_BACKGROUND};
          opacity: ${link.enabled ? 1 : 0.4};
        `}
      >
        <QRCodeSVG value={link.url} size={QR_SIZE} level="M" title={t('agent.register.qr', { code: link.code })} />
      </div>
      <div
        css={css`
          display: grid;
          gap: 8px;
          align-content: start;
          min-width: 0;
        `}
      >
        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            align-items: center;
            gap: 8px;
          `}
        >
          <strong
            css={css`
              font-family: ui-monospace, monospace;
              font-size: 16px;
            `}
          >
            {link.code}
          </strong>
          <StatusPill tone={link.accountType === 'agent' ? 'wait' : 'neutral'}>
            {t(`agent.types.${link.accountType}`)}
          </StatusPill>
          <StatusPill tone={link.enabled ? 'good' : 'neutral'}>
            {t(link.enabled ? 'agent.register.enabled' : 'agent.register.disabled')}
          </StatusPill>
        </div>
        <span
          css={css`
            font-size: 12px;
            color: var(--c-muted);
            overflow-wrap: anywhere;
          `}
          data-testid="invitation-url"
        >
          {link.url}
        </span>
        <span
          css={css`
            font-size: 12px;
            color: var(--c-muted);
          `}
        >
          {t('agent.register.uses', { count: link.uses })}
        </span>
        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            align-items: center;
            gap: 8px;
          `}
        >
          <button type="button" css={[ghostButton, small]} onClick={() => onCopy(link.url)}>
            {t('agent.register.copy')}
          </button>
          <button type="button" css={[ghostButton, small]} onClick={() => onCopy(link.code)}>
            {t('agent.register.copyCode')}
          </button>
          <label
            css={css`
              display: inline-flex;
              align-items: center;
              gap: 6px;
              font-size: 13px;
              cursor: pointer;
            `}
          >
            <input
              type="checkbox"
              role="switch"
              checked={link.enabled}
              onChange={onToggle}
              aria-label={t('agent.register.toggle', { code: link.code })}
            />
            {t('agent.register.enabled')}
          </label>
        </div>
      </div>
    </li>
  );
}

/** The invitation links card: loads the agent's links, creates member or agent links, copies and switches them. */
export const InvitationLinks = observer(function InvitationLinks() {
  const { t } = useTranslation();
  const { agent } = useStores();
  const result = useResource(agent.invitations, () => agent.loadInvitations(), [], t('agent.common.loadFailed'));
  const [notice, setNotice] = useState<{ tone: 'good' | 'bad'; text: string } | null>(null);

  const run = async (call: () => Promise<unknown>) => {
    setNotice(null);
    try {
      await call();
    } catch (err) {
      setNotice({ tone: 'bad', text: problemText(err, t('agent.common.loadFailed')) });
    }
  };
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setNotice({ tone: 'good', text: t('agent.register.copied') });
    } catch {
      setNotice({ tone: 'bad', text: t('agent.register.copyFailed') });
    }
  };

  return (
    <Card title={t('agent.register.linksTitle')} hintText={t('agent.register.linksHint')} testId="invitation-links">
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          gap: 8px;
          margin-bottom: 10px;
        `}
      >
        {(['member', 'agent'] as const).map((type) => (
          <button
            key={type}
            type="button"
            css={ghostButton}
            onClick={() => void run(() => agent.createInvitation(type))}
            data-testid={`new-link-${type}`}
          >
            {t('agent.register.newLink', { type: t(`agent.types.${type}`) })}
          </button>
        ))}
      </div>
      {notice ? (
        <Notice tone={notice.tone} testId={`links-${notice.tone === 'good' ? 'done' : 'failed'}`}>
          {notice.text}
        </Notice>
      ) : null}
      <AgentLoad result={result} rows={3}>
        {(v: AgentInvitations) =>
          v.list.length === 0 ? (
            <EmptyState text={t('agent.register.noLinks')} />
          ) : (
            <ul
              css={css`
                list-style: none;
                margin: 0;
                padding: 0;
              `}
            >
              {v.list.map((link) => (
                <LinkRow
                  key={link.id}
                  link={link}
                  onCopy={(text) => void copy(text)}
                  onToggle={() => void run(() => agent.setInvitationEnabled(link.id, !link.enabled))}
                />
              ))}
            </ul>
          )
        }
      </AgentLoad>
    </Card>
  );
});
