/** The console's own sign-in (README "Operator console"): operator username and password of this domain's merchant. */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton } from '../../components/styles';
import type { OperatorStore } from '../../stores/OperatorStore';
import { card, cardTitle, input, muted } from './ui';

export const LoginPanel = observer(function LoginPanel({ store }: { store: OperatorStore }) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    await store.login(username.trim(), password);
    await store.load();
  };
  const label = css`
    display: grid;
    gap: 6px;
    font-size: 13px;
    color: var(--c-muted);
  `;
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
