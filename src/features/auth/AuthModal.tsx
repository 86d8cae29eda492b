/**
 * Login and register dialogs (spec section 2): tabs from the registry's features, the form area
 * from {@link FormSlot} (./slots.ts fills it), a switch between login and register, and the forgot
 * password link on login. /register keeps ?referralCode for the register form (./RegisterForm.tsx checks it).
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import { PANELS } from '../../theme/palettes';
import { Modal } from '../../components/Modal';
import { Tabs, tabPanelProps, useTabsId } from '../../components/Tabs';
import { useStores } from '../../stores';
import { authTabsOf } from '../../../engine/forms';
import { BrandMark } from '../../ui/BrandMark';
import { FormSlot } from './FormSlot';
import { FreeTrialButton } from './FreeTrialButton';
import { SocialLogin } from './SocialLogin';
import './slots';

const linkButton = css`
  border: 0;
  background: none;
  padding: 0;
  color: var(--c-primary);
  font-weight: 700;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
`;

/** The dialog's brand panel: the merchant's mark and headline above the reasons to join. */
const Perks = observer(function Perks() {
  const { t } = useTranslation();
  const { config } = useStores();
  const name = config.permission?.merchantName ?? t('common.appName');
  const perks = [
    { icon: 'gift', key: 'bonus' },
    { icon: 'wallet', key: 'fast' },
    { icon: 'shield', key: 'secure' },
  ];
  return (
    <aside
      css={css`
        display: flex;
        flex-direction: column;
        justify-content: space-between;
        gap: 14px;
        padding: 24px;
        border-radius: var(--r-md);
        background: ${PANELS.authAside};
        color: var(--c-on-vivid);
        min-height: 100%;
      `}
    >
      <div
        css={css`
          display: flex;
          flex-direction: column;
          gap: 14px;
        `}
      >
        <BrandMark name={name} />
        <p
          css={css`
            margin: 0;
            font-size: 20px;
            font-weight: 800;
            line-height: 1.35;
          `}
        >
          {t('modals.auth.perks.headline')}
        </p>
      </div>
      <div
        css={css`
          display: flex;
          flex-direction: column;
          gap: 14px;
        `}
      >
        <h3
          css={css`
            font-size: 18px;
            color: var(--c-on-vivid-accent);
          `}
        >
          {t('modals.auth.perks.title')}
        </h3>
        <ul
          css={css`
            list-style: none;
            margin: 0;
            padding: 0;
            display: flex;
            flex-direction: column;
            gap: 12px;
          `}
        >
          {perks.map((p) => (
            <li
              key={p.key}
              css={css`
                display: flex;
                align-items: center;
                gap: 10px;
                font-size: 13px;
              `}
            >
              <span
                css={css`
                  display: inline-flex;
                  padding: 7px;
                  border-radius: 10px;
                  background: color-mix(in srgb, var(--c-on-vivid) 12%, transparent);
                  color: var(--c-on-vivid-accent);
                `}
              >
                <Icon name={p.icon} size={16} />
              </span>
              {t(`modals.auth.perks.${p.key}`)}
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
});

type LoginTab = 'username' | 'sms';
type RegisterTab = 'register' | 'registerMobile';
/** The login slot of each login form of the engine's tabs (FormSlot ids `login.username`, `login.sms`). */
const LOGIN_SLOT: Readonly<Record<string, LoginTab>> = { login: 'username', loginSms: 'sms' };

export const AuthModal = observer(function AuthModal({
  mode,
  params,
}: {
  mode: 'login' | 'register';
  params: Record<string, string>;
}) {
  const { t } = useTranslation();
  const { ui, config } = useStores();
  const baseId = useTabsId();
  // the tabs are the engine's (engine/forms/registry.ts authTabsOf, the registry's authTabs)
  const auth = config.registry?.authTabs ?? authTabsOf(config.features);
  const lTabs = auth.tabs.login.flatMap((id) => (LOGIN_SLOT[id] ? [LOGIN_SLOT[id]] : []));
  const rTabs = auth.tabs.register as RegisterTab[];
  const defaultRegisterTab = auth.defaultTab.register as RegisterTab | null;
  const [chosenLoginTab, setLoginTab] = useState<LoginTab>('username');
  const [chosenRegisterTab, setRegisterTab] = useState<RegisterTab | null>(defaultRegisterTab);
  // A tab switched off while the modal is open (live configuration, README "Operator console") falls back to a tab still offered.
  const loginTab: LoginTab = lTabs.includes(chosenLoginTab) ? chosenLoginTab : (lTabs[0] ?? 'username');
  const registerTab = chosenRegisterTab && rTabs.includes(chosenRegisterTab) ? chosenRegisterTab : defaultRegisterTab;
  const isLogin = mode === 'login';
  const tabs = isLogin
    ? lTabs.map((id) => ({ id: id as string, label: t(`modals.auth.${id}`) }))
    : rTabs.map((id) => ({ id: id as string, label: t(`modals.auth.${id}`) }));
  const current = isLogin ? loginTab : (registerTab ?? '');
  return (
    <Modal
      open
      size="lg"
      title={isLogin ? t('modals.auth.loginTitle') : t('modals.auth.registerTitle')}
      onClose={() => ui.closeModal()}
      testId={`${mode}-modal`}
    >
      <div
        css={css`
          display: grid;
          grid-template-columns: 260px 1fr;
          gap: 22px;
          min-height: 300px;
        `}
      >
        <Perks />
        <div
          css={css`
            display: flex;
            flex-direction: column;
            gap: 16px;
          `}
        >
          {tabs.length > 1 ? (
            <Tabs
              items={tabs}
              value={current}
              label={t('modals.auth.tabs')}
              baseId={baseId}
              onChange={(id) => (isLogin ? setLoginTab(id as LoginTab) : setRegisterTab(id as RegisterTab))}
            />
          ) : null}
          <div {...(tabs.length > 1 ? tabPanelProps(baseId, current) : {})}>
            {isLogin ? (
              <FormSlot id={`login.${loginTab}`} params={params} />
            ) : registerTab ? (
              <FormSlot id={`register.${registerTab}`} params={params} />
            ) : null}
          </div>
          {isLogin ? <SocialLogin /> : null}
          {isLogin ? <FreeTrialButton variant="modal" /> : null}
          <div
            css={css`
              display: flex;
              align-items: center;
              justify-content: space-between;
              font-size: 13px;
              color: var(--c-muted);
              margin-top: auto;
            `}
          >
            <span>
              {isLogin ? t('modals.auth.noAccount') : t('modals.auth.hasAccount')}{' '}
              <button
                type="button"
                css={linkButton}
                onClick={() => ui.openModal(isLogin ? 'register' : 'login', params)}
              >
                {isLogin ? t('modals.auth.switchToRegister') : t('modals.auth.switchToLogin')}
              </button>
            </span>
            {isLogin ? (
              <button type="button" css={linkButton} onClick={() => ui.openModal('forgotPassword')}>
                {t('modals.auth.forgotPassword')}
              </button>
            ) : null}
          </div>
        </div>
      </div>
    </Modal>
  );
});
