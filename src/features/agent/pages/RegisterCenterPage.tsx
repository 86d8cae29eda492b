/**
 * registerCenter (spec section 2; README "Agent center"): create a downline account directly
 * (member or agent; the new account's upline is the agent) and manage invitation links
 * (./InvitationLinks.tsx). The creation is the engine form `downlineCreate` of the merchant's form
 * bundle (engine/forms/registerForms.ts downlineCreateForm: the register tab's username and
 * password rules, the confirmation, a nickname of at most NICKNAME_MAX characters), checked with
 * the bundle's validators; this page draws it and shows the engine's messages, and the server
 * checks the submission again.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { normaliseValues, validateForm, type FieldError, type FormSchema } from '../../../../engine/forms';
import { chip, primaryButton } from '../../../components/styles';
import { errorText, fieldBox, formBox, inputBase, labelText } from '../../../renderers/form/styles';
import type { CenterPageProps } from '../../../renderers/CenterPageRenderer';
import { errorOfField } from '../../../renderers/form/featureForms';
import { useStores } from '../../../stores';
import { problemText } from '../../../stores/center/types';
import { Card, grid2, Notice } from '../../../ui/kit';
import { Skeleton } from '../../../ui/reportUi';
import { InvitationLinks } from './InvitationLinks';
import { fieldRule } from './registerRules';

/** The values of the form `downlineCreate`, by field name. */
type Values = {
  accountType: 'member' | 'agent';
  username: string;
  password: string;
  confirmPassword: string;
  nickname: string;
};
const EMPTY: Values = { accountType: 'member', username: '', password: '', confirmPassword: '', nickname: '' };

/** The text fields in display order with the test id each input has always had. */
const TEXT_FIELDS: readonly { name: Exclude<keyof Values, 'accountType'>; testId: string; type: string }[] = [
  { name: 'username', testId: 'create-username', type: 'text' },
  { name: 'password', testId: 'create-password', type: 'password' },
  { name: 'confirmPassword', testId: 'create-confirm', type: 'password' },
  { name: 'nickname', testId: 'create-nickname', type: 'text' },
];

const CreateDownline = observer(function CreateDownline() {
  const { t } = useTranslation();
  const { auth } = useStores();
  useEffect(() => {
    void auth.loadForms();
  }, [auth]);
  const form = auth.form('downlineCreate');
  const validators = auth.validators;
  let body;
  if (auth.formsState === 'error')
    body = (
      <Notice tone="bad" testId="create-unavailable">
        {t('forms.flow.unavailable')}
      </Notice>
    );
  else if (auth.formsState !== 'ready' || !validators) body = <Skeleton rows={4} />;
  else if (!form)
    body = (
      <Notice tone="bad" testId="create-unavailable">
        {t('forms.messages.formUnavailable')}
      </Notice>
    );
  else body = <CreateDownlineForm form={form} check={(values) => validateForm(form, values, validators)} />;
  return (
    <Card title={t('agent.register.createTitle')} hintText={t('agent.register.createHint')} testId="create-downline">
      {body}
    </Card>
  );
});

/**
 * The downline creation drawn from `form` (its fields' labels, caps and options); `check` is the
 * engine's validateForm with the bundle's validators.
 */
const CreateDownlineForm = observer(function CreateDownlineForm({
  form,
  check,
}: {
  form: FormSchema;
  check(values: Values): FieldError[];
}) {
  const { t } = useTranslation();
  const { agent } = useStores();
  const userRule = fieldRule(form, 'username');
  const passRule = fieldRule(form, 'password');
  const [v, setV] = useState<Values>(EMPTY);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'good' | 'bad'; text: string } | null>(null);
  const errors = check(v);
  const accountType = form.fields.find((f) => f.name === 'accountType');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (errors.length > 0 || busy) return;
    setBusy(true);
    setNotice(null);
    try {
      // the values as the engine checked them: trimmed where the field trims, an empty nickname left out
      const data = normaliseValues(form, v) as Partial<Record<keyof Values, string>>;
      const created = await agent.createDownline({
        username: data.username ?? '',
        password: data.password ?? '',
        accountType: v.accountType,
        ...(data.nickname ? { nickname: data.nickname } : {}),
      });
      setNotice({ tone: 'good', text: t('agent.register.created', { username: created.username }) });
      setV({ ...EMPTY, accountType: v.accountType });
      setTouched(false);
    } catch (err) {
      setNotice({ tone: 'bad', text: problemText(err, t('agent.common.loadFailed')) });
    } finally {
      setBusy(false);
    }
  };

  const hints: Partial<Record<keyof Values, string>> = {
    username: t('agent.register.usernameHint', { min: userRule.min, max: userRule.max }),
    password: t('agent.register.passwordHint', { min: passRule.min, max: passRule.max }),
  };
  const input = ({ name, testId, type }: (typeof TEXT_FIELDS)[number]) => {
    const field = form.fields.find((f) => f.name === name);
    if (!field) return null;
    const problem = touched ? errorOfField(errors, name) : null;
    const hint = hints[name];
    return (
      <label key={name} css={fieldBox}>
        <span css={labelText}>{t(field.labelKey)}</span>
        <input
          css={inputBase}
          type={type}
          autoComplete={field.autocomplete}
          maxLength={field.maxLength}
          value={v[name]}
          onChange={(e) => setV({ ...v, [name]: e.target.value })}
          aria-invalid={!!problem}
          data-testid={testId}
        />
        {problem ? (
          <span css={errorText} role="alert">
            {t(problem.key, problem.params)}
          </span>
        ) : hint ? (
          <span
            css={css`
              font-size: 12px;
              color: var(--c-muted);
            `}
          >
            {hint}
          </span>
        ) : null}
      </label>
    );
  };

  return (
    <>
      {notice ? (
        <Notice tone={notice.tone} testId={`create-${notice.tone === 'good' ? 'done' : 'failed'}`}>
          {notice.text}
        </Notice>
      ) : null}
      <form css={formBox} onSubmit={submit} noValidate>
        <div
          role="group"
          aria-label={t(accountType?.labelKey ?? 'agent.register.accountType')}
          css={css`
            display: flex;
            gap: 8px;
          `}
        >
          {(accountType?.options ?? []).map((option) => (
            <button
              key={option.value}
              type="button"
              css={chip(v.accountType === option.value)}
              aria-pressed={v.accountType === option.value}
              onClick={() => setV({ ...v, accountType: option.value as Values['accountType'] })}
            >
              {t(option.labelKey)}
            </button>
          ))}
        </div>
        {TEXT_FIELDS.map(input)}
        <button type="submit" css={primaryButton} disabled={busy} data-testid="create-submit">
          {t(form.submitKey)}
        </button>
      </form>
    </>
  );
});

/** The registerCenter page: the create-a-downline card beside the invitation links card. */
export const RegisterCenterPage = observer(function RegisterCenterPage(_props: CenterPageProps) {
  return (
    <div css={grid2} data-testid="agent-register-center">
      <CreateDownline />
      <InvitationLinks />
    </div>
  );
});

export default RegisterCenterPage;
