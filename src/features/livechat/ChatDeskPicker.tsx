/**
 * The live chat desk picker (docs/livechat.md "Site entries"): opened by the side menu's or the
 * floating menu's live chat when the merchant has more than one desk. Each desk shows its name,
 * description and whether an operator is online; a click opens the chat popup inside the click
 * (so no popup blocker refuses it) and the store sends it to the launched chatUrl.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import { Modal } from '../../components/Modal';
import { ghostButton } from '../../components/styles';
import { useStores } from '../../stores';
import { openChatPopup } from '../../stores/livechat/LiveChatStore';

const list = css`
  display: grid;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const desk = css`
  width: 100%;
  display: grid;
  grid-template-columns: 44px 1fr auto;
  align-items: center;
  gap: 14px;
  padding: 14px 16px;
  border-radius: var(--r-md);
  border: 1px solid var(--c-border);
  background: var(--c-bg-elevated);
  color: var(--c-text);
  font: inherit;
  text-align: left;
  cursor: pointer;
  transition:
    border-color 0.15s,
    transform 0.15s,
    box-shadow 0.15s;
  &:hover:not(:disabled),
  &:focus-visible {
    border-color: var(--c-primary);
    box-shadow: 0 6px 18px color-mix(in srgb, var(--c-primary) 18%, transparent);
    transform: translateY(-1px);
  }
  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
`;

const avatar = css`
  width: 44px;
  height: 44px;
  border-radius: 50%;
  display: grid;
  place-items: center;
  background: var(--g-primary);
  color: var(--c-on-primary);
`;

const dot = (online: boolean) => css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-size: 12px;
  font-weight: 700;
  color: ${online ? 'var(--c-success)' : 'var(--c-muted)'};
  white-space: nowrap;
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: currentColor;
  }
`;

const skeleton = css`
  height: 74px;
  border-radius: var(--r-md);
  background: linear-gradient(90deg, var(--c-surface) 25%, var(--c-hover) 50%, var(--c-surface) 75%);
  background-size: 200% 100%;
  animation: chat-shimmer 1.2s infinite linear;
  @keyframes chat-shimmer {
    to {
      background-position: -200% 0;
    }
  }
`;

export const ChatDeskPicker = observer(function ChatDeskPicker() {
  const { t } = useTranslation();
  const { livechat } = useStores();
  const pick = (modelId: string) => {
    const popup = openChatPopup('');
    if (!popup) {
      void livechat.launch(modelId); // the store tries once more and keeps any refusal's message
      return;
    }
    void livechat.launch(modelId, popup);
  };
  return (
    <Modal
      open={livechat.pickerOpen}
      title={t('livechat.picker.title')}
      onClose={() => livechat.closePicker()}
      size="sm"
      testId="livechat-picker"
    >
      <p
        css={css`
          margin: 0 0 14px;
          color: var(--c-muted);
          font-size: 14px;
        `}
      >
        {t('livechat.picker.subtitle')}
      </p>
      {livechat.state === 'loading' ? (
        <div css={list} aria-busy="true" aria-label={t('livechat.picker.loading')}>
          {[0, 1, 2].map((i) => (
            <div key={i} css={skeleton} />
          ))}
        </div>
      ) : livechat.state === 'error' ? (
        <div
          role="alert"
          css={css`
            display: grid;
            gap: 12px;
            justify-items: start;
          `}
        >
          <p
            css={css`
              margin: 0;
              color: var(--c-danger);
            `}
          >
            {livechat.error || t('livechat.picker.failed')}
          </p>
          <button type="button" css={ghostButton} onClick={() => void livechat.start()}>
            {t('livechat.picker.retry')}
          </button>
        </div>
      ) : livechat.models.length === 0 ? (
        <p
          css={css`
            margin: 0;
            color: var(--c-muted);
          `}
          data-testid="livechat-picker-empty"
        >
          {t('livechat.picker.empty')}
        </p>
      ) : (
        <ul css={list}>
          {livechat.models.map((m) => (
            <li key={m.id}>
              <button
                type="button"
                css={desk}
                onClick={() => pick(m.id)}
                disabled={livechat.launching !== null}
                data-testid={`livechat-desk-${m.id}`}
              >
                <span css={avatar} aria-hidden="true">
                  <Icon
                    name={m.id.includes('vip') ? 'vip' : m.id.includes('deposit') ? 'wallet' : 'livechat'}
                    size={22}
                  />
                </span>
                <span
                  css={css`
                    display: grid;
                    gap: 3px;
                    min-width: 0;
                  `}
                >
                  <strong
                    css={css`
                      font-size: 15px;
                    `}
                  >
                    {m.name}
                  </strong>
                  {m.description ? (
                    <span
                      css={css`
                        font-size: 13px;
                        color: var(--c-muted);
                      `}
                    >
                      {m.description}
                    </span>
                  ) : null}
                </span>
                <span css={dot(m.online)}>
                  {livechat.launching === m.id
                    ? t('livechat.picker.opening')
                    : m.online
                      ? t('livechat.picker.online')
                      : t('livechat.picker.offline')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {livechat.state === 'ready' && livechat.error !== null ? (
        <p
          role="alert"
          css={css`
            margin: 12px 0 0;
            color: var(--c-danger);
            font-size: 13px;
          `}
        >
          {livechat.error || t('livechat.picker.failed')}
        </p>
      ) : null}
    </Modal>
  );
});
