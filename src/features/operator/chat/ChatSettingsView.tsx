/**
 * The Live chat tab's settings (docs/livechat.md "Settings"): the provider (house or external),
 * the external URL template ({name}, {id}, {lang}, {model}, {sig}), and the desks (id, and name,
 * description and greeting in TW and EN; add, remove, reorder), saved over the version they were
 * loaded at; a refusal names its field, a conflict asks for a reload.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatSettingsBody, ChatSettingsModel } from '../../../../contract/types';
import { chip, ghostButton, primaryButton } from '../../../components/styles';
import { newDesk, type ChatConsoleStore } from '../../../stores/livechat/ChatConsoleStore';
import { card, cardTitle, input, muted } from '../ui';

const K = 'operator.console.chat.settings';
const LANGS = ['TW', 'EN'] as const;
const label = css`
  display: grid;
  gap: 4px;
  font-size: 12px;
  font-weight: 700;
  color: var(--c-muted);
`;

export const ChatSettingsView = observer(function ChatSettingsView({ store }: { store: ChatConsoleStore }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!store.draft) void store.loadSettings(t(`${K}.loadFailed`));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loads once per store; t changes with the language only
  }, [store]);
  const d = store.draft;
  const problem = store.settingsProblem;
  if (!d) {
    return (
      <section css={card} aria-busy={problem ? undefined : 'true'}>
        {problem ? (
          <p role="alert" css={muted}>
            {problem.message}
          </p>
        ) : (
          <div
            css={css`
              height: 200px;
              border-radius: var(--r-md);
              background: var(--c-surface);
            `}
          />
        )}
      </section>
    );
  }
  const set = (next: Partial<ChatSettingsBody>) => store.setDraft({ ...d, ...next });
  const setDesk = (i: number, next: Partial<ChatSettingsModel>) =>
    set({ models: d.models.map((m, j) => (j === i ? { ...m, ...next } : m)) });
  const bad = (field: string) => problem?.field === field || (problem?.field?.startsWith(`${field}.`) ?? false);
  return (
    <section css={card} data-testid="operator-chat-settings">
      <div
        css={css`
          display: flex;
          align-items: baseline;
          gap: 10px;
        `}
      >
        <h3
          css={[
            cardTitle,
            css`
              flex: 1;
            `,
          ]}
        >
          {t(`${K}.title`)}
        </h3>
        <span css={muted}>{t(`${K}.version`, { version: store.settingsVersion ?? 0 })}</span>
      </div>
      <p css={muted}>{t(`${K}.intro`)}</p>
      <fieldset
        css={css`
          border: 0;
          padding: 0;
          margin: 0;
          display: grid;
          gap: 8px;
        `}
      >
        <legend css={label}>{t(`${K}.provider`)}</legend>
        <div
          css={css`
            display: flex;
            gap: 8px;
          `}
        >
          {(['house', 'external'] as const).map((p) => (
            <button
              key={p}
              type="button"
              css={chip(d.provider === p)}
              aria-pressed={d.provider === p}
              onClick={() => set({ provider: p })}
              data-testid={`chat-provider-${p}`}
            >
              {t(`${K}.${p}`)}
            </button>
          ))}
        </div>
      </fieldset>
      <label css={label}>
        {t(`${K}.externalUrl`)}
        <input
          css={input}
          value={d.externalUrl ?? ''}
          placeholder="https://chat.example.com/?name={name}&id={id}&lang={lang}&desk={model}&sig={sig}"
          maxLength={500}
          aria-invalid={bad('externalUrl')}
          onChange={(e) => set({ externalUrl: e.target.value.trim() ? e.target.value : null })}
          data-testid="chat-external-url"
        />
        <span
          css={[
            muted,
            css`
              font-weight: 400;
              font-size: 12px;
            `,
          ]}
        >
          {t(`${K}.externalHint`)}
        </span>
      </label>
      <h4
        css={[
          cardTitle,
          css`
            font-size: 14px;
          `,
        ]}
      >
        {t(`${K}.desks`)}
      </h4>
      <ol
        css={css`
          list-style: none;
          margin: 0;
          padding: 0;
          display: grid;
          gap: 12px;
        `}
      >
        {d.models.map((m, i) => (
          <li
            key={i}
            css={css`
              border: 1px solid var(--c-border);
              border-radius: var(--r-md);
              padding: 12px;
              display: grid;
              gap: 10px;
              background: var(--c-bg-elevated);
            `}
            data-testid={`chat-desk-${i}`}
          >
            <div
              css={css`
                display: flex;
                gap: 8px;
                align-items: end;
              `}
            >
              <label
                css={[
                  label,
                  css`
                    flex: 1;
                  `,
                ]}
              >
                {t(`${K}.id`)}
                <input
                  css={input}
                  value={m.id}
                  maxLength={64}
                  aria-invalid={bad(`models[${i}].id`)}
                  onChange={(e) => setDesk(i, { id: e.target.value.toLowerCase() })}
                />
              </label>
              <button
                type="button"
                css={ghostButton}
                disabled={i === 0}
                onClick={() =>
                  set({ models: [...d.models.slice(0, i - 1), m, d.models[i - 1]!, ...d.models.slice(i + 1)] })
                }
              >
                {t(`${K}.moveUp`)}
              </button>
              <button
                type="button"
                css={ghostButton}
                disabled={d.models.length <= 1}
                onClick={() => set({ models: d.models.filter((_, j) => j !== i) })}
              >
                {t(`${K}.removeDesk`)}
              </button>
            </div>
            <div
              css={css`
                display: grid;
                grid-template-columns: 1fr 1fr;
                gap: 10px;
              `}
            >
              {LANGS.map((lang) => (
                <div
                  key={lang}
                  css={css`
                    display: grid;
                    gap: 8px;
                  `}
                >
                  <label css={label}>
                    {t(`${K}.name`)} ({lang})
                    <input
                      css={input}
                      value={m.name[lang]}
                      maxLength={40}
                      aria-invalid={bad(`models[${i}].name.${lang}`)}
                      onChange={(e) => setDesk(i, { name: { ...m.name, [lang]: e.target.value } })}
                    />
                  </label>
                  <label css={label}>
                    {t(`${K}.description`)} ({lang})
                    <input
                      css={input}
                      value={m.description[lang]}
                      maxLength={120}
                      onChange={(e) => setDesk(i, { description: { ...m.description, [lang]: e.target.value } })}
                    />
                  </label>
                  <label css={label}>
                    {t(`${K}.greeting`)} ({lang})
                    <textarea
                      css={[
                        input,
                        css`
                          height: auto;
                          padding: 8px 10px;
                          resize: vertical;
                        `,
                      ]}
                      rows={2}
                      value={m.greeting[lang]}
                      maxLength={300}
                      onChange={(e) => setDesk(i, { greeting: { ...m.greeting, [lang]: e.target.value } })}
                    />
                  </label>
                </div>
              ))}
            </div>
          </li>
        ))}
      </ol>
      <div
        css={css`
          display: flex;
          gap: 10px;
          align-items: center;
          flex-wrap: wrap;
        `}
      >
        <button
          type="button"
          css={ghostButton}
          disabled={d.models.length >= 10}
          onClick={() => set({ models: [...d.models, newDesk(d.models.map((m) => m.id))] })}
          data-testid="chat-add-desk"
        >
          {t(`${K}.addDesk`)}
        </button>
        <span
          css={css`
            flex: 1;
          `}
        />
        {problem ? (
          <span
            role="alert"
            css={css`
              color: var(--c-danger);
              font-size: 13px;
            `}
            data-testid="chat-settings-problem"
          >
            {problem.message}
          </span>
        ) : store.settingsSaved ? (
          <span
            role="status"
            css={css`
              color: var(--c-success);
              font-size: 13px;
            `}
          >
            {t(`${K}.saved`, { version: store.settingsVersion ?? 0 })}
          </span>
        ) : null}
        {problem?.stale ? (
          <button type="button" css={ghostButton} onClick={() => void store.loadSettings(t(`${K}.loadFailed`))}>
            {t(`${K}.reload`)}
          </button>
        ) : null}
        <button
          type="button"
          css={primaryButton}
          disabled={store.saving}
          onClick={() => void store.saveSettings(t(`${K}.saveFailed`))}
          data-testid="chat-settings-save"
        >
          {store.saving ? t(`${K}.saving`) : t(`${K}.save`)}
        </button>
      </div>
    </section>
  );
});
