/**
 * The compose form of the console's Messages tab (docs/rewards.md "Platform messages"): the
 * audience (all members, a VIP level, one member by username), the title and content in TW and EN
 * with their counters, each field's problem beside it, and send, which first asks for a
 * confirmation naming the audience.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal';
import { chip, ghostButton, primaryButton } from '../../../components/styles';
import {
  BROADCAST_AUDIENCES,
  BROADCAST_LIMITS,
  type BroadcastField,
  type BroadcastStore,
  type FieldProblem,
} from '../../../stores/operator/BroadcastStore';
import { card, cardTitle, input, muted } from '../ui';

const label = css`
  display: grid;
  align-content: start;
  gap: 6px;
  font-size: 13px;
  color: var(--c-muted);
`;

const textarea = css`
  ${input};
  height: auto;
  min-height: 96px;
  padding: 8px 10px;
  line-height: 1.55;
  resize: vertical;
`;

const pair = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 14px;
  @media (max-width: 760px) {
    grid-template-columns: 1fr;
  }
`;

const button = css`
  height: 36px;
  padding: 0 18px;
  font-size: 13px;
`;

/** The localised text of a field problem. */
export function useProblemText() {
  const { t } = useTranslation();
  return (problem: FieldProblem | undefined): string | null => {
    if (!problem) return null;
    if ('message' in problem) return problem.message;
    return t(`operator.console.messages.errors.${problem.key}`, { max: problem.max });
  };
}

const Problem = ({ id, text }: { id: string; text: string | null }) =>
  text ? (
    <span
      id={id}
      role="alert"
      css={css`
        color: var(--c-danger);
        font-size: 12px;
      `}
    >
      {text}
    </span>
  ) : null;

/** One text field (input or textarea) of the form with its counter and problem. */
const TextField = observer(function TextField({
  store,
  name,
  field,
  multiline,
  max,
}: {
  store: BroadcastStore;
  name: 'titleTw' | 'titleEn' | 'contentTw' | 'contentEn';
  field: BroadcastField;
  multiline: boolean;
  max: number;
}) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const id = useId();
  const value = store[name];
  const problem = problemText(store.problems[field]);
  const common = {
    id,
    value,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? `${id}-problem` : undefined,
    'data-testid': `broadcast-${name}`,
    onChange: (e: { target: { value: string } }) => store.set(name, e.target.value),
  };
  return (
    <div css={label}>
      <span
        css={css`
          display: flex;
          justify-content: space-between;
          gap: 8px;
        `}
      >
        <label htmlFor={id}>{t(`operator.console.messages.compose.${name}`)}</label>
        <span
          css={css`
            font-variant-numeric: tabular-nums;
            color: ${value.length > max ? 'var(--c-danger)' : 'var(--c-muted)'};
          `}
        >
          {t('operator.console.messages.compose.counter', { count: value.length, max })}
        </span>
      </span>
      {multiline ? <textarea css={textarea} rows={5} {...common} /> : <input css={input} {...common} />}
      <Problem id={`${id}-problem`} text={problem} />
    </div>
  );
});

export const ComposeCard = observer(function ComposeCard({ store }: { store: BroadcastStore }) {
  const { t } = useTranslation();
  const m = (key: string, params?: Record<string, unknown>) => t(`operator.console.messages.${key}`, params);
  const problemText = useProblemText();
  const [confirming, setConfirming] = useState(false);
  const ids = { vip: useId(), user: useId() };
  const audienceLine =
    store.audience === 'all'
      ? m('confirm.all')
      : store.audience === 'vipLevel'
        ? m('confirm.vipLevel', { level: store.vipLevel.trim() })
        : m('confirm.member', { username: store.username.trim() });
  const vipProblem = problemText(store.problems.vipLevel);
  const userProblem = problemText(store.problems.username);

  return (
    <section css={card} data-testid="broadcast-compose" aria-labelledby={`${ids.vip}-title`}>
      <h2 id={`${ids.vip}-title`} css={cardTitle}>
        {m('compose.title')}
      </h2>
      <div css={label} role="radiogroup" aria-label={m('compose.audience')}>
        <span>{m('compose.audience')}</span>
        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            gap: 8px;
          `}
        >
          {BROADCAST_AUDIENCES.map((a) => (
            <button
              key={a}
              type="button"
              role="radio"
              aria-checked={store.audience === a}
              css={chip(store.audience === a)}
              onClick={() => store.set('audience', a)}
              data-testid={`broadcast-audience-${a}`}
            >
              {m(`compose.audiences.${a}`)}
            </button>
          ))}
        </div>
      </div>
      {store.audience === 'vipLevel' ? (
        <div css={label}>
          <label htmlFor={ids.vip}>{m('compose.vipLevel')}</label>
          <input
            id={ids.vip}
            css={[
              input,
              css`
                width: 120px;
              `,
            ]}
            inputMode="numeric"
            value={store.vipLevel}
            onChange={(e) => store.set('vipLevel', e.target.value.replace(/\D/g, '').slice(0, 2))}
            aria-invalid={vipProblem ? true : undefined}
            aria-describedby={`${ids.vip}-hint`}
            data-testid="broadcast-vipLevel"
          />
          <span
            id={`${ids.vip}-hint`}
            css={css`
              font-size: 12px;
            `}
          >
            {m('compose.vipLevelHint')}
          </span>
          <Problem id={`${ids.vip}-problem`} text={vipProblem} />
        </div>
      ) : null}
      {store.audience === 'member' ? (
        <div css={label}>
          <label htmlFor={ids.user}>{m('compose.username')}</label>
          <input
            id={ids.user}
            css={[
              input,
              css`
                max-width: 280px;
              `,
            ]}
            value={store.username}
            maxLength={BROADCAST_LIMITS.username}
            placeholder={m('compose.usernamePlaceholder')}
            autoComplete="off"
            onChange={(e) => store.set('username', e.target.value)}
            aria-invalid={userProblem ? true : undefined}
            data-testid="broadcast-username"
          />
          <Problem id={`${ids.user}-problem`} text={userProblem} />
        </div>
      ) : null}
      <div css={pair}>
        <TextField store={store} name="titleTw" field="title.TW" multiline={false} max={BROADCAST_LIMITS.title} />
        <TextField store={store} name="titleEn" field="title.EN" multiline={false} max={BROADCAST_LIMITS.title} />
      </div>
      <div css={pair}>
        <TextField store={store} name="contentTw" field="content.TW" multiline max={BROADCAST_LIMITS.content} />
        <TextField store={store} name="contentEn" field="content.EN" multiline max={BROADCAST_LIMITS.content} />
      </div>
      <p
        css={[
          muted,
          css`
            font-size: 12px;
          `,
        ]}
      >
        {m('compose.plainText')} {m('compose.trialNote')}
      </p>
      {store.notice ? (
        <p
          role={store.notice.tone === 'error' ? 'alert' : 'status'}
          data-testid="broadcast-notice"
          data-tone={store.notice.tone}
          css={css`
            margin: 0;
            font-size: 13px;
            font-weight: 600;
            color: ${store.notice.tone === 'error' ? 'var(--c-danger)' : 'var(--c-success)'};
          `}
        >
          {store.notice.message ?? m(`notices.${store.notice.key ?? 'failed'}`, store.notice.values)}
        </p>
      ) : null}
      <div
        css={css`
          display: flex;
          justify-content: flex-end;
        `}
      >
        <button
          type="button"
          css={[primaryButton, button]}
          disabled={store.sending}
          onClick={() => store.validate() && setConfirming(true)}
          data-testid="broadcast-send"
        >
          {store.sending ? m('compose.sending') : m('compose.send')}
        </button>
      </div>
      <Modal
        open={confirming}
        size="sm"
        title={m('confirm.title')}
        onClose={() => setConfirming(false)}
        testId="broadcast-confirm"
        footer={
          <>
            <button type="button" css={[ghostButton, button]} onClick={() => setConfirming(false)}>
              {m('confirm.cancel')}
            </button>
            <button
              type="button"
              css={[primaryButton, button]}
              disabled={store.sending}
              data-testid="broadcast-confirm-send"
              onClick={async () => {
                await store.send();
                setConfirming(false);
              }}
            >
              {m('confirm.send')}
            </button>
          </>
        }
      >
        <div
          css={css`
            display: grid;
            gap: 10px;
            font-size: 14px;
            line-height: 1.55;
          `}
        >
          <strong data-testid="broadcast-confirm-audience">{audienceLine}</strong>
          <span
            css={css`
              overflow-wrap: anywhere;
            `}
          >
            「{store.titleTw.trim()}」 / “{store.titleEn.trim()}”
          </span>
          <span css={muted}>{m('confirm.cannotUndo')}</span>
        </div>
      </Modal>
    </section>
  );
});
