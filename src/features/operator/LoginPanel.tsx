/**
 * The console's own sign-in (README "Operator console", "Staff and roles"): username and password
 * of this domain's merchant, then the second factor every staff member needs: the authenticator's
 * 6-digit code, or, the first time, the enrolment (QR code and key to add to an authenticator app,
 * confirmed by its first code).
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { QRCodeSVG } from 'qrcode.react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ghostButton, primaryButton } from '../../components/styles';
import type { OperatorStore } from '../../stores/OperatorStore';
import { card, cardTitle, input, muted } from './ui';

export const LoginPanel = observer(function LoginPanel({ store }: { store: OperatorStore }) {
  if (store.challenge) return <CodePanel store={store} />;
  return <PasswordPanel store={store} />;
});

const label = css`
  display: grid;
  gap: 6px;
  font-size: 13px;
  color: var(--c-muted);
`;
const formCard = [
  card,
  css`
    width: min(420px, 100%);
    margin: 8vh auto 0;
  `,
];
const heading = [
  cardTitle,
  css`
    font-size: 22px;
  `,
];
const alert = css`
  margin: 0;
  color: var(--c-danger);
  font-size: 13px;
`;

/** The second step: the code, or the enrolment of a second factor first. */
const CodePanel = observer(function CodePanel({ store }: { store: OperatorStore }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const challenge = store.challenge!;
  const enrol = challenge.step === 'enrol';
  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    await store.loginCode(code.trim());
    setCode('');
    if (store.identity) await store.load();
  };
  return (
    <form css={formCard} onSubmit={(e) => void handleSubmit(e)} data-testid="operator-login-code">
      <h1 css={heading}>{t(enrol ? 'operator.console.login.enrolTitle' : 'operator.console.login.codeTitle')}</h1>
      <p css={muted}>{t(enrol ? 'operator.console.login.enrolHint' : 'operator.console.login.codeHint')}</p>
      {enrol && challenge.uri ? (
        <div
          css={css`
            display: grid;
            justify-items: center;
            gap: 10px;
          `}
        >
          <div
            css={css`
              padding: 10px;
              border-radius: var(--r-md);
              background: var(--c-surface);
            `}
          >
            <QRCodeSVG value={challenge.uri} size={168} marginSize={1} data-testid="totp-qr" />
          </div>
          <span css={label}>{t('operator.console.login.secret')}</span>
          <code
            css={css`
              font-size: 14px;
              letter-spacing: 0.08em;
              word-break: break-all;
              text-align: center;
              color: var(--c-text);
              user-select: all;
            `}
            data-testid="totp-secret"
          >
            {(challenge.secret ?? '').replace(/(.{4})/g, '$1 ').trim()}
          </code>
        </div>
      ) : null}
      <label css={label}>
        {t('operator.console.login.code')}
        <input
          css={[
            input,
            css`
              letter-spacing: 0.3em;
              font-size: 18px;
            `,
          ]}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          required
          autoFocus
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        />
      </label>
      {store.failure ? (
        <p role="alert" css={alert}>
          {store.failure}
        </p>
      ) : null}
      <button type="submit" css={primaryButton} disabled={store.busy}>
        {t('operator.console.login.verify')}
      </button>
      <button type="button" css={ghostButton} onClick={() => store.cancelChallenge()}>
        {t('operator.console.login.back')}
      </button>
    </form>
  );
});

/** The first step: username and password. */
const PasswordPanel = observer(function PasswordPanel({ store }: { store: OperatorStore }) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    await store.login(username.trim(), password);
    setPassword('');
  };
  return (
    <form
      css={[
        card,
        css`
          width: min(400px, 100%);
          margin: 8vh auto 0;
        `,
      ]}
      onSubmit={(e) => void handleSubmit(e)}
      data-testid="operator-login"
    >
      <h1
        css={[
          cardTitle,
          css`
            font-size: 22px;
          `,
        ]}
      >
        {t('operator.console.login.title')}
      </h1>
      <p css={muted}>{t('operator.console.login.hint')}</p>
      <label css={label}>
        {t('operator.console.login.username')}
        <input
          css={input}
          name="username"
          autoComplete="username"
          required
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
      </label>
      <label css={label}>
        {t('operator.console.login.password')}
        <input
          css={input}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </label>
      {store.failure ? (
        <p
          role="alert"
          css={css`
            margin: 0;
            color: var(--c-danger);
            font-size: 13px;
          `}
        >
          {store.failure}
        </p>
      ) : null}
      <button type="submit" css={primaryButton} disabled={store.busy}>
        {t('operator.console.login.submit')}
      </button>
    </form>
  );
});
