/**
 * The one generic form renderer (README "How the pieces fit"; design card: forms come from the registry): draws
 * ANY {@link FormSchema} — fields in display order through the widget registry (ranked testers,
 * ./form/widgetRegistry.ts; a field no tester accepts shows the visible UnknownRenderer naming its
 * widget), labels, placeholders and messages through i18next
 * with their params, inline errors (aria-invalid, aria-describedby), input caps and counters,
 * validation on blur and on submit with the loaded validators, asynchronous server checks that
 * block submit (pending state on the button) and a submit button with a loading state. No form has
 * its own field markup: the flows (src/features/auth) pass values, conditions and callbacks.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton } from '../components/styles';
import {
  bindParameters,
  type FormField,
  type FormParameters,
  type FormSchema,
  type FormValidators,
} from '../../engine/forms';
import { counterText, errorText, fieldBox, formAlert, formBox, labelText, submitButton } from './form/styles';
import { useFormController, type AsyncChecker, type ShownError } from './form/useFormController';
import type { CaptchaExtra } from './form/widgets';
import { DEFAULT_WIDGETS, resolveWidget, type WidgetRegistry } from './form/widgetRegistry';
import { UnknownRenderer } from './UnknownRenderer';
import { SEND_CODE_THROTTLE_MS } from '../../contract/spec';

export type { AsyncChecker } from './form/useFormController';
export type { CaptchaExtra, WidgetComponent, WidgetProps } from './form/widgets';
export {
  fieldIs,
  NOT_APPLICABLE,
  rankWith,
  registerWidget,
  widgetIs,
  type WidgetEntry,
  type WidgetRegistry,
  type WidgetTester,
} from './form/widgetRegistry';

export interface FormRendererProps {
  form: FormSchema;
  validators: FormValidators;
  /**
   * Run-time values of the form's parameters (a registry money form's limits, options, balances:
   * engine/forms/parameters.ts); missing ones keep the form's defaults.
   */
  parameters?: Readonly<FormParameters>;
  /** Condition values of the form (e.g. captchaShown, agentPage); missing ones are false. */
  conditions?: Readonly<Record<string, boolean>>;
  initialValues?: Readonly<Record<string, unknown>>;
  /** Fields kept in the values but not drawn (e.g. an affiliate code applied from the URL). */
  hiddenFields?: readonly string[];
  asyncCheck?: AsyncChecker;
  captcha?: CaptchaExtra;
  /**
   * Sends an SMS code to the form's mobile number (called only when that field is valid);
   * resolves to the countdown in seconds, or rejects with the message to show.
   */
  sendCode?: (values: Readonly<Record<string, unknown>>) => Promise<number>;
  /** Submits the normalised values; resolves to a server message to show under the form. */
  onSubmit(values: Record<string, unknown>): Promise<string | null | void>;
  /** Drawn between the fields and the submit button (e.g. a forgot-password link). */
  children?: ReactNode;
  /**
   * A feature's widgets, tried with the built-in ones (./form/widgets.tsx DEFAULT_WIDGETS): the
   * best-ranked tester wins, these entries winning ties.
   */
  widgets?: WidgetRegistry;
}

function useCountdown() {
  const [left, setLeft] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearInterval(timer.current);
    },
    [],
  );
  const start = (seconds: number) => {
    if (timer.current) clearInterval(timer.current);
    setLeft(seconds);
    timer.current = setInterval(() => {
      setLeft((s) => {
        if (s <= 1 && timer.current) clearInterval(timer.current);
        return Math.max(0, s - 1);
      });
    }, 1000);
  };
  return { left, start };
}

export const FormRenderer = observer(function FormRenderer(props: FormRendererProps) {
  const { t } = useTranslation();
  const parametersKey = props.parameters ? JSON.stringify(props.parameters) : '';
  // Bound again only when the parameters' content changes, not their identity (pages pass literals).
  const form = useMemo(
    () => (props.form.parameters ? bindParameters(props.form, props.parameters) : props.form),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the parameters' content (parametersKey), not identity
    [props.form, parametersKey],
  );
  const conditions = props.conditions ?? {};
  const ctl = useFormController({
    form,
    validators: props.validators,
    conditions,
    initialValues: props.initialValues ?? {},
    asyncCheck: props.asyncCheck,
    onSubmit: props.onSubmit,
  });
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const lastSend = useRef(0);
  const hidden = new Set(props.hiddenFields ?? []);
  const shown = form.fields.filter(
    (f) => !hidden.has(f.name) && (!f.shownWhen || (conditions[f.shownWhen.condition] === true) === f.shownWhen.equals),
  );
  const mobileField = form.fields.find((f) => f.widget === 'tel');
  const message = (e: ShownError) => e.text ?? t(e.key ?? 'forms.messages.required', e.params ?? {});

  const send = async () => {
    if (!props.sendCode || sending || countdown.left > 0) return;
    if (mobileField && !ctl.checkField(mobileField.name)) return;
    const now = Date.now();
    if (now - lastSend.current < SEND_CODE_THROTTLE_MS) return;
    lastSend.current = now;
    setSending(true);
    try {
      countdown.start(await props.sendCode(ctl.values));
    } catch (err) {
      ctl.setFormError(err instanceof Error ? err.message : String(err));
    } finally {
      setSending(false);
    }
  };

  const widgets = useMemo(
    () => (props.widgets ? [...props.widgets, ...DEFAULT_WIDGETS] : DEFAULT_WIDGETS),
    [props.widgets],
  );

  const renderField = (field: FormField) => {
    const id = `${form.id}-${field.name}`;
    const Widget = resolveWidget(widgets, field, form);
    if (!Widget) {
      return (
        <div key={field.name} css={fieldBox}>
          <UnknownRenderer what="widget" name={String(field.widget)} />
        </div>
      );
    }
    const error = ctl.errorOf(field.name);
    const errorId = `${id}-error`;
    const value = ctl.values[field.name];
    const label = t(field.labelKey);
    return (
      <div key={field.name} css={fieldBox} data-field={field.name}>
        {field.widget === 'checkbox' ? null : (
          <label htmlFor={id} css={labelText}>
            {label}
          </label>
        )}
        <Widget
          field={field}
          id={id}
          value={value}
          label={label}
          placeholder={field.placeholderKey ? t(field.placeholderKey) : undefined}
          invalid={error !== null}
          describedBy={error ? errorId : undefined}
          onChange={(v) => ctl.setValue(field.name, v)}
          onBlur={() => ctl.blur(field.name)}
          captcha={field.widget === 'captcha' ? props.captcha : undefined}
          sendCode={
            field.widget === 'smsCode' && props.sendCode
              ? { send: () => void send(), secondsLeft: countdown.left, sending }
              : undefined
          }
        />
        {field.showCounter && field.maxLength !== undefined ? (
          <span css={counterText} data-testid={`${field.name}-counter`}>
            {typeof value === 'string' ? value.length : 0}/{field.maxLength}
          </span>
        ) : null}
        {error ? (
          <p id={errorId} css={errorText} role="alert">
            {message(error)}
          </p>
        ) : null}
      </div>
    );
  };

  const checking = ctl.pending.size > 0 && ctl.submitting;
  return (
    <form
      css={formBox}
      noValidate
      data-form={form.id}
      onSubmit={(e) => {
        e.preventDefault();
        void ctl.submit();
      }}
    >
      {shown.map(renderField)}
      {props.children}
      {ctl.formError ? (
        <p css={formAlert} role="alert" data-testid="form-error">
          {ctl.formError}
        </p>
      ) : null}
      <button
        type="submit"
        css={[primaryButton, submitButton]}
        disabled={ctl.submitting}
        aria-busy={ctl.submitting}
        data-testid={`${form.id}-submit`}
      >
        {checking ? t('forms.messages.checking') : ctl.submitting ? t('forms.actions.submitting') : t(form.submitKey)}
      </button>
    </form>
  );
});
