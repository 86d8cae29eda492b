/**
 * Registration rules per field (README "Operator console"): enabled, required, pattern kind, accepted
 * pattern, min and max length, each with its errors next to it, and a live preview of the
 * registration form the draft produces, built by the engine's form registry and drawn by the
 * site's FormRenderer (read-only: no validators are compiled in the browser for a draft).
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formRegistryOfSiteConfig, type FormId, type FormValidate } from '../../../engine/forms';
import { PATTERN_KIND_IDS } from '../../../engine/patterns/kinds';
import { REGISTRATION_FIELDS, type RegistrationField, type RegistrationFieldRule } from '../../../contract/types';
import { FormRenderer } from '../../renderers/FormRenderer';
import { chip } from '../../components/styles';
import type { OperatorStore } from '../../stores/OperatorStore';
import { FieldErrors, input, muted, Section } from './ui';

const cell = css`
  padding: 8px 6px;
  vertical-align: top;
  border-bottom: 1px solid var(--c-border);
`;

const RuleRow = observer(function RuleRow({
  store,
  field,
  rule,
}: {
  store: OperatorStore;
  field: RegistrationField;
  rule: RegistrationFieldRule;
}) {
  const { t, i18n } = useTranslation();
  const at = `/registrationRules/${field}`;
  const label = t(`operator.console.registration.fields.${field}`);
  const set = <K extends keyof RegistrationFieldRule>(key: K, value: RegistrationFieldRule[K]) =>
    store.edit((draft) => {
      const target = draft.registrationRules[field];
      if (target) target[key] = value;
    });
  const invalid = (key: string) => store.errorsAt(`${at}/${key}`).length > 0;
  const num = (key: 'minLength' | 'maxLength') => (
    <td css={cell}>
      <input
        css={[
          input,
          css`
            width: 64px;
          `,
        ]}
        type="number"
        aria-label={`${label} ${t(`operator.console.registration.${key}`)}`}
        data-testid={`rule-${field}-${key}`}
        aria-invalid={invalid(key)}
        value={rule[key]}
        onChange={(e) => set(key, e.target.value === '' ? Number.NaN : Number(e.target.value))}
      />
      <FieldErrors store={store} pointer={`${at}/${key}`} />
    </td>
  );
  return (
    <tr>
      <th
        scope="row"
        css={[
          cell,
          css`
            text-align: left;
            font-weight: 700;
            white-space: nowrap;
          `,
        ]}
      >
        {label}
        <FieldErrors store={store} pointer={`${at}/required`} />
      </th>
      <td css={cell}>
        <input
          type="checkbox"
          aria-label={`${label} ${t('operator.console.registration.enabled')}`}
          data-testid={`rule-${field}-enabled`}
          checked={rule.enabled}
          onChange={(e) => set('enabled', e.target.checked)}
        />
      </td>
      <td css={cell}>
        <input
          type="checkbox"
          aria-label={`${label} ${t('operator.console.registration.required')}`}
          data-testid={`rule-${field}-required`}
          checked={rule.required}
          onChange={(e) => set('required', e.target.checked)}
        />
      </td>
      <td css={cell}>
        <select
          css={[
            input,
            css`
              width: 190px;
            `,
          ]}
          aria-label={`${label} ${t('operator.console.registration.patternId')}`}
          data-testid={`rule-${field}-patternId`}
          aria-invalid={invalid('patternId')}
          value={rule.patternId}
          onChange={(e) => set('patternId', e.target.value)}
        >
          {[...new Set([rule.patternId, ...PATTERN_KIND_IDS])].map((id) => (
            <option key={id} value={id}>
              {i18n.exists(`operator.console.registration.patternNames.${id}`)
                ? t(`operator.console.registration.patternNames.${id}`)
                : id}
            </option>
          ))}
        </select>
        <FieldErrors store={store} pointer={`${at}/patternId`} />
      </td>
      <td css={cell}>
        <input
          css={[
            input,
            css`
              width: 100%;
              min-width: 200px;
              font-family: ui-monospace, monospace;
            `,
          ]}
          aria-label={`${label} ${t('operator.console.registration.acceptedPattern')}`}
          data-testid={`rule-${field}-acceptedPattern`}
          aria-invalid={invalid('acceptedPattern')}
          value={rule.acceptedPattern}
          onChange={(e) => set('acceptedPattern', e.target.value)}
        />
        <FieldErrors store={store} pointer={`${at}/acceptedPattern`} />
      </td>
      {num('minLength')}
      {num('maxLength')}
    </tr>
  );
});

/**
 * The preview's validator: the preview is inert (nothing can be typed or submitted), so no value
 * is ever checked; the draft's rules themselves are checked by the server when saved. The browser
 * cannot compile a validator for a draft (the CSP forbids generated code).
 */
const inertPreview: FormValidate = Object.assign(() => true, { errors: null });

/** The registration form the draft produces, drawn by the site's FormRenderer (inert). */
const Preview = observer(function Preview({ store }: { store: OperatorStore }) {
  const { t } = useTranslation();
  const draft = store.draft;
  const registry = useMemo(() => {
    if (!draft) return null;
    try {
      return formRegistryOfSiteConfig(draft);
    } catch {
      return null; // a pattern that does not compile: the errors say why after a save attempt
    }
  }, [draft]);
  const tabs = registry?.tabs.register ?? [];
  const [chosen, setChosen] = useState<FormId | null>(null);
  const tab = chosen && tabs.includes(chosen) ? chosen : (registry?.defaultTab.register ?? null);
  const form = tab ? registry?.forms[tab] : undefined;
  return (
    <Section
      title={t('operator.console.registration.preview')}
      intro={t('operator.console.registration.previewNote')}
      testId="registration-preview"
    >
      <div
        css={css`
          display: flex;
          gap: 8px;
          flex-wrap: wrap;
        `}
        role="group"
      >
        {tabs.map((id) => (
          <button
            key={id}
            type="button"
            css={chip(id === tab)}
            aria-pressed={id === tab}
            data-testid={`preview-tab-${id}`}
            onClick={() => setChosen(id)}
          >
            {t(`operator.console.registration.previewTab.${id}`)}
          </button>
        ))}
      </div>
      {form ? (
        <div
          inert
          css={css`
            pointer-events: none;
            max-width: 460px;
          `}
        >
          <FormRenderer
            key={`${tab}:${JSON.stringify(form.fields.map((f) => [f.name, f.required]))}`}
            form={form}
            validators={{ [form.id]: inertPreview }}
            onSubmit={async () => null}
          />
        </div>
      ) : (
        <p css={muted}>{t('operator.console.registration.previewNone')}</p>
      )}
    </Section>
  );
});

export const RegistrationEditor = observer(function RegistrationEditor({ store }: { store: OperatorStore }) {
  const { t } = useTranslation();
  const rules: Partial<Record<RegistrationField, RegistrationFieldRule>> = store.draft?.registrationRules ?? {};
  const fields = REGISTRATION_FIELDS.filter((f) => rules[f]);
  return (
    <div
      css={css`
        display: grid;
        grid-template-columns: minmax(0, 1fr) 340px;
        gap: 20px;
        align-items: start;
        @media (max-width: 1560px) {
          grid-template-columns: 1fr;
        }
      `}
    >
      <Section
        title={t('operator.console.tabs.registration')}
        intro={t('operator.console.registration.intro')}
        testId="registration-rules"
      >
        <div
          css={css`
            overflow-x: auto;
          `}
        >
          <table
            css={css`
              width: 100%;
              border-collapse: collapse;
              font-size: 13px;
              color: var(--c-text);
            `}
          >
            <thead>
              <tr
                css={css`
                  text-align: left;
                  color: var(--c-muted);
                `}
              >
                {(
                  ['field', 'enabled', 'required', 'patternId', 'acceptedPattern', 'minLength', 'maxLength'] as const
                ).map((k) => (
                  <th
                    key={k}
                    scope="col"
                    css={[
                      cell,
                      css`
                        font-weight: 600;
                        white-space: nowrap;
                      `,
                    ]}
                  >
                    {t(`operator.console.registration.${k}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {fields.map((f) => (
                <RuleRow key={f} store={store} field={f} rule={rules[f]!} />
              ))}
            </tbody>
          </table>
        </div>
      </Section>
      <Preview store={store} />
    </div>
  );
});
