/**
 * The roles editor of the Staff tab (README "Staff and roles"): the merchant's roles (built-in
 * ones named in the console language, custom ones by their name) with how many staff hold each;
 * the chosen role's permissions as a checkbox grid grouped by area, each with its label and a
 * one-line description; add a custom role; delete an unused custom role. The owner role's "Manage
 * staff and roles" cannot be unticked (the server refuses it too).
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorPermission } from '../../../../contract/types';
import { chip, ghostButton, primaryButton } from '../../../components/styles';
import { card, cardTitle, input, muted } from '../ui';
import { field, k, Notice, PERMISSION_AREAS, permKey, roleName, row, useStaffStore } from './common';

export const RolesEditor = observer(function RolesEditor() {
  const { t } = useTranslation();
  const store = useStaffStore();
  const roles = store.roles;
  const loading = store.loading;
  const [chosen, setChosen] = useState<number | 'new' | null>(null);
  /** The edited permissions and name (null: the role's own, not changed yet). */
  const [draft, setDraft] = useState<{ perms: Set<OperatorPermission>; name: string } | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const role = roles?.find((r) => r.id === chosen) ?? (chosen === 'new' ? null : roles?.[0]) ?? null;
  const current = chosen === 'new' ? 'new' : (role?.id ?? null);
  const perms = draft?.perms ?? new Set<OperatorPermission>(current === 'new' ? [] : (role?.permissions ?? []));
  const name = draft?.name ?? (current === 'new' ? '' : (role?.name ?? ''));
  const choose = (id: number | 'new') => {
    setChosen(id);
    setDraft(null);
    setNotice(null);
  };
  const setPerms = (next: Set<OperatorPermission>) => setDraft({ perms: next, name });
  const setName = (next: string) => setDraft({ perms, name: next });
  const save = async () => {
    const body = { name, permissions: [...perms] };
    const answer = await store.saveRole(
      current === 'new' ? null : (role?.id ?? null),
      current !== 'new' && role?.builtin ? { permissions: body.permissions } : body,
    );
    if (typeof answer === 'string') return setNotice({ ok: false, text: answer });
    setChosen(answer.id);
    setDraft(null);
    setNotice({
      ok: true,
      text: t(k(current === 'new' ? 'roles.created' : 'roles.saved'), { name: roleName(t, answer) }),
    });
  };
  const remove = async () => {
    if (!role) return;
    const refused = await store.deleteRole(role.id);
    if (refused) return setNotice({ ok: false, text: refused });
    setNotice({ ok: true, text: t(k('roles.deleted'), { name: role.name }) });
    choose(roles?.[0]?.id ?? 'new');
  };
  const isOwner = current !== 'new' && role?.code === 'owner';
  return (
    <div css={card} data-testid="roles-editor">
      <h2 css={cardTitle}>{t(k('roles.title'))}</h2>
      <p css={muted}>{t(k('roles.intro'))}</p>
      {loading && !roles ? <p css={muted}>{t(k('loading'))}</p> : null}
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          gap: 8px;
          margin: 12px 0;
        `}
        role="tablist"
        aria-label={t(k('roles.title'))}
      >
        {(roles ?? []).map((r) => (
          <button
            key={r.id}
            type="button"
            role="tab"
            aria-selected={current === r.id}
            css={chip(current === r.id)}
            onClick={() => choose(r.id)}
            data-testid={`role-${r.builtin ? r.code : r.name}`}
          >
            {roleName(t, r)} · {t(k('roles.staffCount'), { count: r.staff })}
          </button>
        ))}
        <button
          type="button"
          role="tab"
          aria-selected={current === 'new'}
          css={chip(current === 'new')}
          onClick={() => choose('new')}
          data-testid="role-new"
        >
          + {t(k('roles.add'))}
        </button>
      </div>
      <Notice ok={notice?.ok ?? true} text={notice?.text ?? null} />
      {current === 'new' || (role && !role.builtin) ? (
        <label
          css={[
            field,
            css`
              max-width: 320px;
              margin: 10px 0;
            `,
          ]}
        >
          {t(k('roles.name'))}
          <input css={input} value={name} onChange={(e) => setName(e.target.value)} data-testid="role-name" />
        </label>
      ) : null}
      {isOwner ? <p css={muted}>{t(k('roles.ownerKeeps'))}</p> : null}
      <div
        css={css`
          display: grid;
          grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
          gap: 12px;
          margin: 12px 0;
        `}
      >
        {PERMISSION_AREAS.map(({ area, permissions }) => (
          <fieldset
            key={area}
            css={css`
              margin: 0;
              padding: 10px 12px;
              border: 1px solid var(--c-border);
              border-radius: var(--r-md);
              display: grid;
              align-content: start;
              gap: 8px;
            `}
          >
            <legend
              css={css`
                padding: 0 6px;
                font-weight: 700;
                font-size: 13px;
              `}
            >
              {t(k(`areas.${area}`))}
            </legend>
            {permissions.map((p) => {
              const locked = isOwner && p === 'staff.manage';
              return (
                <label
                  key={p}
                  css={css`
                    display: grid;
                    grid-template-columns: auto 1fr;
                    gap: 2px 8px;
                    align-items: start;
                    font-size: 13px;
                    cursor: ${locked ? 'not-allowed' : 'pointer'};
                  `}
                >
                  <input
                    type="checkbox"
                    checked={perms.has(p)}
                    disabled={locked}
                    onChange={(e) => {
                      const next = new Set(perms);
                      if (e.target.checked) next.add(p);
                      else next.delete(p);
                      setPerms(next);
                    }}
                    data-testid={`perm-${p}`}
                  />
                  <span>{t(`${permKey(p)}.label`)}</span>
                  <span />
                  <span
                    css={[
                      muted,
                      css`
                        font-size: 12px;
                      `,
                    ]}
                  >
                    {t(`${permKey(p)}.desc`)}
                  </span>
                </label>
              );
            })}
          </fieldset>
        ))}
      </div>
      <div css={row}>
        <button type="button" css={primaryButton} onClick={() => void save()} data-testid="role-save">
          {t(k(current === 'new' ? 'roles.create' : 'roles.save'))}
        </button>
        {role && !role.builtin && current !== 'new' ? (
          <button
            type="button"
            css={ghostButton}
            disabled={role.staff > 0}
            title={role.staff > 0 ? t(k('roles.inUse')) : undefined}
            onClick={() => void remove()}
            data-testid="role-delete"
          >
            {t(k('roles.delete'))}
          </button>
        ) : null}
      </div>
    </div>
  );
});
