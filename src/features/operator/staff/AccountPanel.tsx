/**
 * "My account" of the console header (README "Staff and roles"): who is signed in, changing one's
 * password (with the current one; one's other sessions end), and one's own active sessions with
 * "end session". After an owner's password reset it is the only screen until a new password is set.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ghostButton, primaryButton } from '../../../components/styles';
import { useConsoleStores } from '../../../stores';
import { card, cardTitle, input, muted } from '../ui';
import { field, k, Notice, row, useStaffStore } from './common';
import { SessionTable } from './StaffPanel';

export const AccountPanel = observer(function AccountPanel({ onBack }: { onBack?: () => void }) {
  const { t } = useTranslation();
  const store = useConsoleStores();
  const staff = useStaffStore();
  useEffect(() => {
    void staff.loadAccount();
  }, [staff]);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (next !== confirm) return setNotice({ ok: false, text: t(k('account.mismatch')) });
    const refused = await staff.changePassword(current, next);
    if (refused) return setNotice({ ok: false, text: refused });
    setCurrent('');
    setNext('');
    setConfirm('');
    setNotice({ ok: true, text: t(k('account.saved')) });
    store.passwordChanged();
  };
  const me = store.identity;
  return (
    <section
      css={css`
        display: grid;
        gap: 16px;
      `}
      data-testid="operator-account"
    >
      <div css={card}>
        <div
          css={css`
            display: flex;
            align-items: center;
            gap: 12px;
          `}
        >
          <h2
            css={[
              cardTitle,
              css`
                flex: 1;
              `,
            ]}
          >
            {t(k('account.title'))}
          </h2>
          {onBack && !store.mustChangePassword ? (
            <button type="button" css={ghostButton} onClick={onBack} data-testid="account-back">
              {t(k('account.back'))}
            </button>
          ) : null}
        </div>
        {me ? <p css={muted}>{t(k('account.who'), { name: me.name, username: me.username })}</p> : null}
        {store.mustChangePassword ? (
          <div data-testid="password-change-required">
            <Notice ok={false} text={t(k('account.mustChange'))} />
          </div>
        ) : null}
        <form
          css={css`
            display: grid;
            gap: 10px;
            margin-top: 12px;
          `}
          onSubmit={(e) => void submit(e)}
          data-testid="account-password"
        >
          <h3
            css={css`
              margin: 0;
              font-size: 15px;
            `}
          >
            {t(k('account.password'))}
          </h3>
          <div css={row}>
            <label css={field}>
              {t(k('account.current'))}
              <input
                css={input}
                type="password"
                autoComplete="current-password"
                required
                value={current}
                onChange={(e) => setCurrent(e.target.value)}
              />
            </label>
            <label css={field}>
              {t(k('account.next'))}
              <input
                css={input}
                type="password"
                autoComplete="new-password"
                required
                value={next}
                onChange={(e) => setNext(e.target.value)}
              />
            </label>
            <label css={field}>
              {t(k('account.confirm'))}
              <input
                css={input}
                type="password"
                autoComplete="new-password"
                required
                value={confirm}
                onChange={(e) => setConfirm(e.target.value)}
              />
            </label>
          </div>
          <p css={muted}>{t(k('form.passwordHint'))}</p>
          <Notice ok={notice?.ok ?? true} text={notice?.text ?? null} />
          <div>
            <button type="submit" css={primaryButton} data-testid="account-password-save">
              {t(k('account.save'))}
            </button>
          </div>
        </form>
      </div>
      <div css={card}>
        <h2 css={cardTitle}>{t(k('account.sessions'))}</h2>
        <SessionTable
          sessions={staff.account?.sessions ?? null}
          loading={staff.loading}
          onRevoke={async (id) => {
            const own = staff.account?.sessions.find((s) => s.id === id)?.current;
            const refused = await staff.revokeMine(id);
            if (refused) return refused;
            if (own) store.logout();
            else await staff.loadAccount();
            return null;
          }}
        />
      </div>
    </section>
  );
});
