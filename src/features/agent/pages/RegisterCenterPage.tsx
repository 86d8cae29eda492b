/**
 * registerCenter (spec section 2; README "Agent center"): create a downline account directly
 * (member or agent, checked by the registration form engine's username and password rules; the
 * new account's upline is the agent) and manage invitation links (./InvitationLinks.tsx).
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { chip, primaryButton } from '../../../components/styles';
import { errorText, fieldBox, formBox, inputBase, labelText } from '../../../renderers/form/styles';
import type { CenterPageProps } from '../../../renderers/CenterPageRenderer';
import { useStores } from '../../../stores';
import { problemText } from '../../../stores/center/types';
import { Card, grid2, Notice } from '../../member-center/pages/shared/ui';
import { InvitationLinks } from './InvitationLinks';
import { fieldRule, keepsRule } from './registerRules';

/** A nickname's longest length (the registration rules' nickname field). */
const NICKNAME_MAX = 20;

type Values = { accountType: 'member' | 'agent'; username: string; password: string; confirm: string; nickname: string };
const EMPTY: Values = { accountType: 'member', username: '', password: '', confirm: '', nickname: '' };

const CreateDownline = observer(function CreateDownline() {
  const { t } = useTranslation();
  const { agent, auth } = useStores();
  const form = auth.form('register');
  const userRule = fieldRule(form, 'username');
  const passRule = fieldRule(form, 'password');
  const [v, setV] = useState<Values>(EMPTY);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'good' | 'bad'; text: string } | null>(null);

  const errors: Partial<Record<keyof Values, string>> = {};
  if (!keepsRule(v.username.trim(), userRule)) errors.username = t('agent.register.usernameInvalid', { min: userRule.min, max: userRule.max });
  if (!keepsRule(v.password, passRule)) errors.password = t('agent.register.passwordInvalid', { min: passRule.min, max: passRule.max });
  if (v.confirm !== v.password) errors.confirm = t('agent.register.passwordMismatch');
  if (v.nickname.trim().length > NICKNAME_MAX) errors.nickname = t('agent.register.nicknameInvalid', { max: NICKNAME_MAX });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (Object.keys(errors).length > 0 || busy) return;
    setBusy(true);
    setNotice(null);
    try {
      const nickname = v.nickname.trim();
      const created = await agent.createDownline({ username: v.username.trim(), password: v.password, accountType: v.accountType, ...(nickname ? { nickname } : {}) });
      setNotice({ tone: 'good', text: t('agent.register.created', { username: created.username }) });
      setV({ ...EMPTY, accountType: v.accountType });
      setTouched(false);
    } catch (err) {
      setNotice({ tone: 'bad', text: problemText(err, t('agent.common.loadFailed')) });
    } finally {
      setBusy(false);
    }
  };

  const field = (name: 'username' | 'password' | 'confirm' | 'nickname', label: string, type: string, hint?: string) => (
    <label css={fieldBox}>
      <span css={labelText}>{label}</span>
      <input
        css={inputBase}
        type={type}
        autoComplete={name === 'username' ? 'off' : type === 'password' ? 'new-password' : 'off'}
        value={v[name]}
        onChange={(e) => setV({ ...v, [name]: e.target.value })}
        aria-invalid={touched && !!errors[name]}
        data-testid={`create-${name}`}
      />
      {touched && errors[name] ? (
        <span css={errorText} role="alert">
          {errors[name]}
        </span>
      ) : hint ? (
        <span css={css`font-size: 12px; color: var(--c-muted);`}>{hint}</span>
      ) : null}
    </label>
  );

  return (
    <Card title={t('agent.register.createTitle')} hintText={t('agent.register.createHint')} testId="create-downline">
      {notice ? <Notice tone={notice.tone} testId={`create-${notice.tone === 'good' ? 'done' : 'failed'}`}>{notice.text}</Notice> : null}
      <form css={formBox} onSubmit={submit} noValidate>
        <div role="group" aria-label={t('agent.register.accountType')} css={css`display: flex; gap: 8px;`}>
          {(['member', 'agent'] as const).map((type) => (
            <button key={type} type="button" css={chip(v.accountType === type)} aria-pressed={v.accountType === type} onClick={() => setV({ ...v, accountType: type })}>
              {t(`agent.types.${type}`)}
            </button>
          ))}
        </div>
        {field('username', t('agent.register.username'), 'text', t('agent.register.usernameHint', { min: userRule.min, max: userRule.max }))}
        {field('password', t('agent.register.password'), 'password', t('agent.register.passwordHint', { min: passRule.min, max: passRule.max }))}
        {field('confirm', t('agent.register.confirmPassword'), 'password')}
        {field('nickname', t('agent.register.nickname'), 'text')}
        <button type="submit" css={primaryButton} disabled={busy} data-testid="create-submit">
          {t('agent.register.create')}
        </button>
      </form>
    </Card>
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
