/**
 * The drawer of one vendor integration (README "Vendor integrations"): its details (code,
 * catalogue vendors, address, key fingerprint, the window's figures), the vendor's maintenance
 * switch behind a confirmation, its games with per-game maintenance (./VendorGames.tsx), the key
 * rotation (confirm, then the new key shown once with a copy button: ./KeyCard.tsx), the address
 * form and the change log (./VendorAudit.tsx). A side panel with role dialog: Escape or the close
 * button closes it, focus stays inside.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusTrap, useScrollLock } from '../../../components/Modal';
import { isTopDialog } from '../../../components/Modal/useFocusTrap';
import { ghostButton, primaryButton } from '../../../components/styles';
import { useConsoleStores } from '../../../stores';
import { formatConsoleTime } from '../../../shared/time';
import { LoadFailed, Notice, Pill, StatusPill } from '../../../ui/kit';
import { card, cardTitle, input, muted, Switch } from '../ui';
import { ConfirmDialog } from './ConfirmDialog';
import { formatRate, STATUS_TONE } from './format';
import { KeyCard } from './KeyCard';
import { VendorAudit } from './VendorAudit';
import { VendorGames } from './VendorGames';

const k = (key: string) => `operator.console.vendors.${key}`;

/** The drawer over the vendor store's open integration (`selected`). */
export const VendorDrawer = observer(function VendorDrawer() {
  const { t, i18n } = useTranslation();
  const store = useConsoleStores().vendors;
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [confirm, setConfirm] = useState<null | boolean>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [urlInvalid, setUrlInvalid] = useState(false);
  useScrollLock(true);
  useFocusTrap(ref, true);
  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      // only when no dialog is open above the drawer (a confirmation, the new key)
      if (event.key === 'Escape' && ref.current && isTopDialog(ref.current)) store.close();
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [store]);
  const v = store.detail?.integration ?? store.list?.find((x) => x.code === store.selected) ?? null;
  const lang = i18n.language;
  const when = (iso: string | null) => (iso ? formatConsoleTime(iso, lang) : '');
  const name = v ? v.name.replace(/ \(sandbox\)$/, '') : (store.selected ?? '');
  const urlValue = url ?? (v ? (v.sandbox ? 'in-house' : v.baseUrl) : '');
  const handleUrlSubmit = async () => {
    const next = urlValue.trim();
    // the server's rule (http or https, no user, query or fragment); `in-house` gives a sandbox integration back to the sandbox
    const valid = (next === 'in-house' && v?.code !== 'BGS') || /^https?:\/\/[^\s/?#@]+[^\s?#]*$/i.test(next);
    setUrlInvalid(!valid);
    if (!valid) return;
    if (await store.changeUrl(next)) setUrl(null);
  };
  return (
    <div
      css={css`
        position: fixed;
        inset: 0;
        z-index: 900;
        display: flex;
        justify-content: flex-end;
        background: var(--c-overlay);
      `}
    >
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="operator-vendor-drawer"
        css={css`
          width: min(720px, 100%);
          height: 100%;
          overflow-y: auto;
          background: var(--c-bg);
          color: var(--c-text);
          border-left: 1px solid var(--c-border);
          box-shadow: var(--shadow-raised);
          padding: 20px;
          display: grid;
          align-content: start;
          gap: 16px;
        `}
      >
        <header
          css={css`
            display: flex;
            align-items: center;
            gap: 12px;
          `}
        >
          <div
            css={css`
              flex: 1;
            `}
          >
            <h2
              id={titleId}
              css={css`
                margin: 0;
                font-size: 20px;
                font-weight: 800;
                display: flex;
                align-items: center;
                gap: 10px;
              `}
            >
              {name}
              {v ? <StatusPill tone={STATUS_TONE[v.status]}>{t(k(`status.${v.status}`))}</StatusPill> : null}
              {v?.sandbox ? (
                <Pill colour="var(--c-primary)" small>
                  {t(k('sandbox'))}
                </Pill>
              ) : null}
            </h2>
            <p css={muted}>{store.selected}</p>
          </div>
          <button type="button" css={ghostButton} onClick={() => store.close()} data-testid="operator-vendor-close">
            {t(k('drawer.close'))}
          </button>
        </header>
        {store.actionDone ? (
          <Notice tone="good" testId="operator-vendor-done">
            {t(k(`done.${store.actionDone}`))}
          </Notice>
        ) : null}
        {store.actionError !== null ? (
          <Notice tone="bad" testId="operator-vendor-action-error">
            {store.actionError || t(k('actionFailed'))}
          </Notice>
        ) : null}
        {store.detailError !== null ? (
          <LoadFailed
            message={store.detailError || t(k('drawer.loadFailed'))}
            onRetry={() => void store.reloadDetail()}
          />
        ) : null}
        {!v ? <p css={muted}>{t(k('loading'))}</p> : null}
        {v ? (
          <>
            <div css={card}>
              <h3 css={cardTitle}>{t(k('drawer.details'))}</h3>
              <dl
                css={css`
                  display: grid;
                  grid-template-columns: 160px 1fr;
                  gap: 8px 16px;
                  margin: 0;
                  font-size: 13px;
                  dt {
                    color: var(--c-muted);
                  }
                  dd {
                    margin: 0;
                    font-weight: 600;
                    overflow-wrap: anywhere;
                  }
                `}
              >
                <dt>{t(k('drawer.code'))}</dt>
                <dd>{v.code}</dd>
                <dt>{t(k('drawer.vendors'))}</dt>
                <dd>{v.vendors.map((x) => (lang === 'TW' ? x.nameTw : x.nameEn)).join('、')}</dd>
                <dt>{t(k('drawer.address'))}</dt>
                <dd data-testid="operator-vendor-address">
                  {v.sandbox ? t(k('drawer.sandboxAddress'), { url: v.baseUrl }) : v.baseUrl}
                </dd>
                <dt>{t(k('drawer.key'))}</dt>
                <dd>
                  {t(k('drawer.keyFingerprint'), { fingerprint: v.keyFingerprint })}
                  <div css={muted}>
                    {v.keyRotatedAt
                      ? t(k('drawer.keyRotatedAt'), { at: when(v.keyRotatedAt) })
                      : t(k('drawer.keyNeverRotated'))}
                  </div>
                  {v.previousKeyUntil ? (
                    <div css={muted}>{t(k('drawer.previousKeyUntil'), { at: when(v.previousKeyUntil) })}</div>
                  ) : null}
                </dd>
                <dt>{t(k('drawer.window'), { minutes: store.windowMinutes })}</dt>
                <dd>
                  {v.calls > 0
                    ? `${t(k('calls'), { count: v.calls })} · ${formatRate(v.errorRate, lang)} · ${t(k('ms'), { value: v.meanMs ?? 0 })} / ${t(k('ms'), { value: v.p95Ms ?? 0 })}`
                    : t(k('never'))}
                </dd>
              </dl>
            </div>
            <div css={card}>
              <h3 css={cardTitle}>{t(k('maintenance.title'))}</h3>
              <Switch
                checked={v.maintenance}
                disabled={store.busy}
                label={t(k('maintenance.vendorSwitch'))}
                onChange={(on) => setConfirm(on)}
                testId="operator-vendor-maintenance"
              />
              <p css={muted}>{t(k(v.maintenance ? 'maintenance.onHint' : 'maintenance.offHint'))}</p>
            </div>
            <div css={card}>
              <VendorGames store={store} />
            </div>
            <KeyCard store={store} name={name} sandbox={v.sandbox} />
            <div css={card}>
              <h3 css={cardTitle}>{t(k('url.title'))}</h3>
              <form
                onSubmit={(e) => {
                  e.preventDefault();
                  void handleUrlSubmit();
                }}
                css={css`
                  display: grid;
                  gap: 8px;
                `}
              >
                <label css={muted} htmlFor={`${titleId}-url`}>
                  {t(k('url.label'))}
                </label>
                <div
                  css={css`
                    display: flex;
                    gap: 10px;
                  `}
                >
                  <input
                    id={`${titleId}-url`}
                    css={input}
                    value={urlValue}
                    aria-invalid={urlInvalid}
                    onChange={(e) => {
                      setUrl(e.target.value);
                      setUrlInvalid(false);
                    }}
                    data-testid="operator-vendor-url"
                  />
                  <button
                    type="submit"
                    css={primaryButton}
                    disabled={store.busy}
                    data-testid="operator-vendor-url-save"
                  >
                    {t(k('url.save'))}
                  </button>
                </div>
                {urlInvalid ? (
                  <p
                    role="alert"
                    css={[
                      muted,
                      css`
                        color: var(--c-danger);
                      `,
                    ]}
                  >
                    {t(k('url.invalid'))}
                  </p>
                ) : null}
                <p css={muted}>
                  {t(k('url.hint'))} {v.code !== 'BGS' ? t(k('url.sandboxHint')) : null}
                </p>
              </form>
            </div>
            <div css={card}>
              <VendorAudit entries={store.detail?.audit ?? []} />
            </div>
          </>
        ) : null}
      </div>
      {v ? (
        <ConfirmDialog
          open={confirm !== null}
          title={t(k(confirm ? 'maintenance.confirmOnTitle' : 'maintenance.confirmOffTitle'), { name })}
          message={t(k(confirm ? 'maintenance.confirmOn' : 'maintenance.confirmOff'), { count: v.gameCount })}
          busy={store.busy}
          onCancel={() => setConfirm(null)}
          onConfirm={() => void store.setMaintenance(confirm === true).then(() => setConfirm(null))}
          testId="operator-vendor-maintenance-dialog"
        />
      ) : null}
    </div>
  );
});
