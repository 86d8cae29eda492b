/**
 * Where a form goes inside the login, register and feedback dialogs. ./slots.ts registers the real
 * forms (built by the engine's FormRenderer) with {@link registerFormSlot}; until a form is
 * registered for an id, the slot shows the method's summary and a customer service link so the
 * dialog stays useful.
 */
import { css } from '@emotion/react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import { useMenuAction } from '../../renderers/menuActions';

/** Form ids: login tabs, register tabs and feedback (spec section 2, modals). */
export type FormSlotId =
  | 'login.username'
  | 'login.sms'
  | 'register.register'
  | 'register.registerMobile'
  | 'feedback'
  | 'forgotPassword'
  | 'changePassword';

export interface FormSlotProps {
  id: FormSlotId;
  /** Query parameters of the route, e.g. referralCode on /register. */
  params?: Record<string, string>;
}

const slots = new Map<FormSlotId, ComponentType<FormSlotProps>>();

/** Registers the component that renders a form id (README "Sign-in extras"). */
export function registerFormSlot(id: FormSlotId, component: ComponentType<FormSlotProps>): void {
  slots.set(id, component);
}

const METHOD_KEYS: Record<FormSlotId, string> = {
  'login.username': 'modals.auth.username',
  'login.sms': 'modals.auth.sms',
  'register.register': 'modals.auth.register',
  'register.registerMobile': 'modals.auth.registerMobile',
  feedback: 'modals.feedback.title',
  forgotPassword: 'modals.auth.forgotPassword',
  changePassword: 'modals.password.title',
};

export function FormSlot(props: FormSlotProps) {
  const { t } = useTranslation();
  const perform = useMenuAction();
  const Registered = slots.get(props.id);
  if (Registered) return <Registered {...props} />;
  const method = t(METHOD_KEYS[props.id]);
  const hint =
    props.id === 'feedback'
      ? t('modals.feedback.intro')
      : props.id === 'forgotPassword' || props.id === 'changePassword'
        ? t('modals.password.intro')
        : props.id.startsWith('login.')
          ? t('modals.formSlot.loginHint', { method })
          : t('modals.formSlot.registerHint', { method });
  return (
    <div
      data-form-slot={props.id}
      css={css`
        display: flex;
        flex-direction: column;
        align-items: center;
        gap: 12px;
        padding: 22px 18px;
        border-radius: var(--r-md);
        border: 1px dashed var(--c-border);
        background: var(--c-surface-2);
        text-align: center;
      `}
    >
      <span
        css={css`
          display: inline-flex;
          align-items: center;
          justify-content: center;
          width: 48px;
          height: 48px;
          border-radius: 50%;
          background: color-mix(in srgb, var(--c-primary) 16%, transparent);
          color: var(--c-primary);
        `}
      >
        <Icon name={props.id === 'feedback' ? 'feedback' : 'lock'} size={22} />
      </span>
      <p
        css={css`
          margin: 0;
          font-weight: 600;
        `}
      >
        {hint}
      </p>
      <span
        css={css`
          display: inline-flex;
          align-items: center;
          gap: 6px;
          font-size: 12px;
          color: var(--c-success);
        `}
      >
        <Icon name="shield" size={14} />
        {t('modals.formSlot.secure')}
      </span>
      <button
        type="button"
        onClick={() => perform({ kind: 'customerService', csType: 'LIVECHAT' })}
        css={css`
          border: 0;
          background: none;
          color: var(--c-primary);
          font-weight: 600;
          cursor: pointer;
          text-decoration: underline;
        `}
      >
        {t('pages.contactService')}
      </button>
    </div>
  );
}
