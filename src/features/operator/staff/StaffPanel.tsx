/**
 * The console's Staff tab (README "Staff and roles"; permission staff.manage): the merchant's staff
 * (username, name, role, state, last sign-in, second factor), adding one (username, name, role,
 * initial password), disable / enable, password reset, role change and their active sessions with
 * "end session"; below, the roles editor (./RolesEditor.tsx). The server enforces every rule (the
 * last owner, no self-disable) and answers localised refusals, shown as they come.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffMemberView, StaffSession } from '../../../../contract/types';
import { Modal } from '../../../components/Modal';
import { ghostButton, primaryButton } from '../../../components/styles';
import { formatConsoleTime } from '../../../shared/time';
import { useConsoleStores } from '../../../stores';
import { table } from '../../../ui/kit';
import { card, cardTitle, input, muted } from '../ui';
import { field, k, Notice, roleName, row, small, useStaffStore } from './common';
import { RolesEditor } from './RolesEditor';

const badge = (tone: 'ok' | 'warn' | 'off') => css`
  display: inline-block;
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 600;
  white-space: nowrap;
  color: ${tone === 'ok' ? 'var(--c-success)' : tone === 'warn' ? 'var(--c-warning)' : 'var(--c-muted)'};
  background: color-mix(
    in srgb,
    ${tone === 'ok' ? 'var(--c-success)' : tone === 'warn' ? 'var(--c-warning)' : 'var(--c-muted)'} 14%,
    transparent
  );
`;

export const StaffPanel = observer(function StaffPanel() {
  const { t, i18n } = useTranslation();
  const store = useStaffStore();
  const me = useConsoleStores().identity;
  useEffect(() => {
    void store.loadStaff();
  }, [store]);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [adding, setAdding] = useState(false);
  const [resetting, setResetting] = useState<StaffMemberView | null>(null);
  const sessionsOf = store.staff?.find((s) => s.id === store.sessionsOf) ?? null;
  const when = (iso: string | null) => (iso ? formatConsoleTime(iso, i18n.language) : t(k('never')));
  const act = async (work: Promise<string | null>, ok: string) => {
    const refused = await work;
    setNotice(refused ? { ok: false, text: refused } : { ok: true, text: ok });
  };
  const list = store.staff ?? [];
  const roles = store.roles ?? [];
  return (
    <section
      css={css`
        display: grid;
        gap: 16px;
      `}
      data-testid="operator-staff"
    >
      <div css={card}>
        <div
          css={css`
            display: flex;
            align-items: center;
            gap: 12px;
            flex-wrap: wrap;
          `}
        >
          <div
            css={css`
              flex: 1;
              min-width: 240px;
            `}
          >
            <h2 css={cardTitle}>{t(k('title'))}</h2>
            <p css={muted}>{t(k('intro'))}</p>
          </div>
          <button type="button" css={primaryButton} onClick={() => setAdding(!adding)} data-testid="staff-add">
            {t(k('add'))}
          </button>
        </div>
        <Notice ok={notice?.ok ?? true} text={notice?.text ?? null} />
        {adding ? (
          <AddStaff
            roles={roles}
            onCancel={() => setAdding(false)}
            onAdd={async (body) => {
              const refused = await store.createStaff(body);
              if (!refused) {
                setNotice({ ok: true, text: t(k('created'), { username: body.username.trim().toLowerCase() }) });
                setAdding(false);
              }
              return refused;
            }}
          />
        ) : null}
        {store.loading && !store.staff ? <p css={muted}>{t(k('loading'))}</p> : null}
        {store.error ? <Notice ok={false} text={store.error} /> : null}
        {store.staff && !list.length ? <p css={muted}>{t(k('empty'))}</p> : null}
        {list.length ? (
          <div
            css={css`
              overflow-x: auto;
            `}
          >
            <table css={table} data-testid="staff-table">
              <thead>
                <tr>
                  <th>{t(k('col.username'))}</th>
                  <th>{t(k('col.name'))}</th>
                  <th>{t(k('col.role'))}</th>
                  <th>{t(k('col.state'))}</th>
                  <th>{t(k('col.lastSignIn'))}</th>
                  <th>{t(k('col.totp'))}</th>
                  <th>{t(k('col.actions'))}</th>
                </tr>
              </thead>
              <tbody>
                {list.map((s) => (
                  <tr key={s.id} data-testid={`staff-row-${s.username}`}>
                    <td>
                      <b>{s.username}</b>
                      {s.id === me?.id ? <span css={muted}> ({t(k('you'))})</span> : null}
                    </td>
                    <td>{s.name}</td>
                    <td>
                      <select
                        css={[
                          input,
                          css`
                            height: 32px;
                            min-width: 130px;
                          `,
                        ]}
                        aria-label={t(k('changeRole'), { username: s.username })}
                        value={s.role.id}
                        onChange={(e) =>
                          void act(
                            store.setRole(s.id, Number(e.target.value)),
                            t(k('roleChanged'), { username: s.username }),
                          )
                        }
                        data-testid={`staff-role-${s.username}`}
                      >
                        {roles.map((r) => (
                          <option key={r.id} value={r.id}>
                            {roleName(t, r)}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td>
                      <span
                        css={css`
                          display: inline-flex;
                          gap: 4px;
                          flex-wrap: wrap;
                        `}
                      >
                        <span css={badge(s.active ? 'ok' : 'off')}>
                          {t(k(s.active ? 'state.active' : 'state.disabled'))}
                        </span>
                        {s.locked ? <span css={badge('warn')}>{t(k('state.locked'))}</span> : null}
                        {s.mustChangePassword ? <span css={badge('warn')}>{t(k('state.mustChange'))}</span> : null}
                      </span>
                    </td>
                    <td data-nowrap>{when(s.lastSignInAt)}</td>
                    <td>
                      <span css={badge(s.totp ? 'ok' : 'off')}>{t(k(s.totp ? 'totp.yes' : 'totp.no'))}</span>
                    </td>
                    <td>
                      <span
                        css={css`
                          display: inline-flex;
                          gap: 6px;
                          flex-wrap: wrap;
                        `}
                      >
                        <button
                          type="button"
                          css={[ghostButton, small]}
                          onClick={() =>
                            void act(
                              store.setActive(s.id, !s.active),
                              t(k(s.active ? 'disabled' : 'enabled'), { username: s.username }),
                            )
                          }
                          data-testid={`staff-toggle-${s.username}`}
                        >
                          {t(k(s.active ? 'disable' : 'enable'))}
                        </button>
                        <button
                          type="button"
                          css={[ghostButton, small]}
                          onClick={() => setResetting(s)}
                          data-testid={`staff-reset-${s.username}`}
                        >
                          {t(k('resetPassword'))}
                        </button>
                        <button
                          type="button"
                          css={[ghostButton, small]}
                          onClick={() => {
                            store.showSessions(store.sessionsOf === s.id ? null : s.id);
                            void store.loadSessions();
                          }}
                          data-testid={`staff-sessions-${s.username}`}
                        >
                          {t(k('sessions'))} ({s.sessions})
                        </button>
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        {sessionsOf ? (
          <SessionsOf key={sessionsOf.id} member={sessionsOf} onClose={() => store.showSessions(null)} />
        ) : null}
      </div>
      <ResetPasswordDialog
        key={resetting?.id ?? 'closed'}
        member={resetting}
        onClose={() => setResetting(null)}
        onReset={async (member, password) => {
          const refused = await store.resetPassword(member.id, password);
          if (!refused) {
            setResetting(null);
            setNotice({ ok: true, text: t(k('resetDone'), { username: member.username }) });
          }
          return refused;
        }}
      />
      <RolesEditor />
    </section>
  );
});

function AddStaff({
  roles,
  onAdd,
  onCancel,
}: {
  roles: { id: number; code: string; name: string }[];
  onAdd: (body: { username: string; name: string; roleId: number; password: string }) => Promise<string | null>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [name, setName] = useState('');
  const [roleId, setRoleId] = useState<number>(roles.find((r) => r.code === 'service')?.id ?? roles[0]?.id ?? 0);
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(await onAdd({ username, name, roleId, password }));
  };
  return (
    <form
      css={css`
        display: grid;
        gap: 10px;
        margin: 14px 0;
        padding: 14px;
        border: 1px solid var(--c-border);
        border-radius: var(--r-md);
      `}
      onSubmit={(e) => void submit(e)}
      data-testid="staff-form"
    >
      <div css={row}>
        <label css={field}>
          {t(k('form.username'))}
          <input css={input} required value={username} onChange={(e) => setUsername(e.target.value)} name="username" />
        </label>
        <label css={field}>
          {t(k('form.name'))}
          <input css={input} required value={name} onChange={(e) => setName(e.target.value)} name="name" />
        </label>
        <label css={field}>
          {t(k('form.role'))}
          <select css={input} value={roleId} onChange={(e) => setRoleId(Number(e.target.value))} name="role">
            {roles.map((r) => (
              <option key={r.id} value={r.id}>
                {roleName(t, r)}
              </option>
            ))}
          </select>
        </label>
        <label css={field}>
          {t(k('form.password'))}
          <input
            css={input}
            required
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            name="password"
          />
        </label>
      </div>
      <p css={muted}>{t(k('form.passwordHint'))}</p>
      <Notice ok={false} text={failure} />
      <div css={row}>
        <button type="submit" css={primaryButton} data-testid="staff-form-submit">
          {t(k('form.submit'))}
        </button>
        <button type="button" css={ghostButton} onClick={onCancel}>
          {t(k('form.cancel'))}
        </button>
      </div>
    </form>
  );
}

/** A staff member's active sessions with "end session" (owner view). */
const SessionsOf = observer(function SessionsOf({ member, onClose }: { member: StaffMemberView; onClose: () => void }) {
  const { t } = useTranslation();
  const store = useStaffStore();
  return (
    <div
      css={css`
        margin-top: 14px;
        padding: 14px;
        border: 1px solid var(--c-border);
        border-radius: var(--r-md);
        display: grid;
        gap: 10px;
      `}
      data-testid="staff-sessions"
    >
      <div
        css={css`
          display: flex;
          align-items: center;
          gap: 10px;
        `}
      >
        <h3
          css={css`
            margin: 0;
            flex: 1;
            font-size: 15px;
          `}
        >
          {t(k('sessionsOf'), { username: member.username })}
        </h3>
        <button type="button" css={[ghostButton, small]} onClick={onClose}>
          {t(k('close'))}
        </button>
      </div>
      <SessionTable sessions={store.sessions} loading={store.loading} onRevoke={(id) => store.revokeSession(id)} />
    </div>
  );
});

/** Sessions (created, last seen, IP, browser) with "end session" on each. */
export function SessionTable({
  sessions,
  loading,
  onRevoke,
}: {
  sessions: StaffSession[] | null;
  loading: boolean;
  onRevoke: (id: number) => Promise<string | null>;
}) {
  const { t, i18n } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const when = (iso: string) => formatConsoleTime(iso, i18n.language);
  if (loading && !sessions) return <p css={muted}>{t(k('loading'))}</p>;
  if (!sessions?.length) return <p css={muted}>{t(k('noSessions'))}</p>;
  return (
    <div
      css={css`
        overflow-x: auto;
      `}
    >
      <Notice ok={false} text={failure} />
      <table css={table}>
        <thead>
          <tr>
            <th>{t(k('session.created'))}</th>
            <th>{t(k('session.lastSeen'))}</th>
            <th>{t(k('session.ip'))}</th>
            <th>{t(k('session.agent'))}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {sessions.map((s) => (
            <tr key={s.id} data-testid="session-row">
              <td data-nowrap>{when(s.createdAt)}</td>
              <td data-nowrap>{when(s.lastSeenAt)}</td>
              <td data-nowrap>{s.ip}</td>
              <td
                css={css`
                  max-width: 320px;
                  overflow: hidden;
                  text-overflow: ellipsis;
                  white-space: nowrap;
                `}
                title={s.userAgent}
              >
                {s.userAgent || '—'}
              </td>
              <td data-nowrap>
                {s.current ? <span css={muted}>{t(k('session.current'))}</span> : null}{' '}
                <button
                  type="button"
                  css={[ghostButton, small]}
                  onClick={() => void onRevoke(s.id).then(setFailure)}
                  data-testid="session-revoke"
                >
                  {t(k('revoke'))}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The owner's password reset of one staff member (README "Staff and roles"): a new initial password
 * (the server's password rule; the member must change it at their next sign-in). `onReset` answers
 * the server's localised refusal, or null once reset. Keyed by the member, so each opening starts empty.
 */
function ResetPasswordDialog({
  member,
  onReset,
  onClose,
}: {
  member: StaffMemberView | null;
  onReset: (member: StaffMemberView, password: string) => Promise<string | null>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!member) return;
    setBusy(true);
    setFailure(await onReset(member, password));
    setBusy(false);
  };
  return (
    <Modal
      open={member !== null}
      title={t(k('resetTitle'), { username: member?.username ?? '' })}
      onClose={onClose}
      size="sm"
      testId="staff-reset-dialog"
    >
      <form
        css={css`
          display: grid;
          gap: 12px;
        `}
        onSubmit={(e) => void submit(e)}
      >
        <label css={field}>
          {t(k('resetPrompt'), { username: member?.username ?? '' })}
          <input
            css={input}
            required
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            name="new-password"
            data-testid="staff-reset-password"
          />
        </label>
        <p css={muted}>{t(k('resetHint'))}</p>
        <Notice ok={false} text={failure} />
        <div
          css={css`
            display: flex;
            justify-content: flex-end;
            gap: 10px;
          `}
        >
          <button type="button" css={ghostButton} onClick={onClose} disabled={busy}>
            {t(k('form.cancel'))}
          </button>
          <button type="submit" css={primaryButton} disabled={busy} data-testid="staff-reset-submit">
            {t(k('resetPassword'))}
          </button>
        </div>
      </form>
    </Modal>
  );
}
