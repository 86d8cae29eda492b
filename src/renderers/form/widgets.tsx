/**
 * The FormRenderer's built-in widgets: one component per {@link WidgetKind} (a
 * `Record<WidgetKind, …>`, so a new kind does not compile until it has a widget), registered in
 * DEFAULT_WIDGETS (./widgetRegistry.ts) at rank 1 on their kind (a feature adds its own entries). Widgets draw only the control; the label, error line and counter are the renderer's.
 */
import { useTranslation } from 'react-i18next';
import type { FormField, WidgetKind } from '../../../engine/forms';
import { captchaImage, checkboxRow, inputBase, row, sideButton, textareaInput } from './styles';

/** Captcha image and refresh (login after a captchaRequired failure, registration, feedback). */
export interface CaptchaExtra {
  src: string | null;
  refresh(): void;
}

/** The SMS code's send button state, managed by the renderer (validation, throttle, countdown). */
export interface SendCodeExtra {
  send(): void;
  secondsLeft: number;
  sending: boolean;
}

export interface WidgetProps {
  field: FormField;
  id: string;
  value: unknown;
  label: string;
  placeholder?: string;
  invalid: boolean;
  describedBy?: string;
  onChange(value: unknown): void;
  onBlur(): void;
  captcha?: CaptchaExtra;
  sendCode?: SendCodeExtra;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

function inputProps(p: WidgetProps) {
  return {
    id: p.id,
    name: p.field.name,
    value: text(p.value),
    placeholder: p.placeholder,
    autoComplete: p.field.autocomplete,
    maxLength: p.field.maxLength,
    'aria-invalid': p.invalid,
    'aria-describedby': p.describedBy,
    'aria-required': p.field.required,
    onChange: (e: { target: { value: string } }) => p.onChange(e.target.value),
    onBlur: () => p.onBlur(),
  };
}

const typed = (type: string, inputMode?: 'numeric' | 'tel' | 'email' | 'text') =>
  function TypedInput(p: WidgetProps) {
    return <input type={type} inputMode={inputMode} css={inputBase} {...inputProps(p)} />;
  };

function SelectWidget(p: WidgetProps) {
  const { t } = useTranslation();
  return (
    <select
      id={p.id}
      name={p.field.name}
      css={inputBase}
      value={text(p.value)}
      aria-invalid={p.invalid}
      aria-describedby={p.describedBy}
      aria-required={p.field.required}
      onChange={(e) => p.onChange(e.target.value)}
      onBlur={p.onBlur}
    >
      <option value="">{p.placeholder ?? ''}</option>
      {(p.field.options ?? []).map((o) => (
        <option key={o.value} value={o.value}>
          {t(o.labelKey)}
        </option>
      ))}
    </select>
  );
}

function CheckboxWidget(p: WidgetProps) {
  return (
    <label css={checkboxRow} htmlFor={p.id}>
      <input
        id={p.id}
        type="checkbox"
        name={p.field.name}
        checked={p.value === true}
        aria-invalid={p.invalid}
        aria-describedby={p.describedBy}
        onChange={(e) => p.onChange(e.target.checked)}
        onBlur={p.onBlur}
      />
      <span>{p.label}</span>
    </label>
  );
}

function TextareaWidget(p: WidgetProps) {
  return <textarea css={textareaInput} {...inputProps(p)} />;
}

function CaptchaWidget(p: WidgetProps) {
  const { t } = useTranslation();
  return (
    <div css={row}>
      <input type="text" inputMode="numeric" css={inputBase} {...inputProps(p)} />
      <button
        type="button"
        css={captchaImage}
        onClick={() => p.captcha?.refresh()}
        aria-label={t('forms.actions.refreshCaptcha')}
        data-testid="captcha-refresh"
      >
        {p.captcha?.src ? (
          <img src={p.captcha.src} alt={t('forms.actions.captchaImage')} data-testid="captcha-image" />
        ) : (
          <span>{t('forms.actions.loadCaptcha')}</span>
        )}
      </button>
    </div>
  );
}

function SmsCodeWidget(p: WidgetProps) {
  const { t } = useTranslation();
  const s = p.sendCode;
  return (
    <div css={row}>
      <input type="text" inputMode="numeric" css={inputBase} {...inputProps(p)} />
      {s ? (
        <button
          type="button"
          css={sideButton}
          onClick={() => s.send()}
          disabled={s.sending || s.secondsLeft > 0}
          data-testid="send-code"
        >
          {s.secondsLeft > 0 ? t('forms.actions.resendIn', { seconds: s.secondsLeft }) : t('forms.actions.sendCode')}
        </button>
      ) : null}
    </div>
  );
}

/**
 * Files (a `file` field): picks files and adds them to the value, a list of browser Files (the
 * engine checks their count, types and sizes: engine/forms/formAjv.ts), each listed with a remove
 * button.
 */
function FileWidget(p: WidgetProps) {
  const { t } = useTranslation();
  const files = Array.isArray(p.value) ? (p.value as File[]) : [];
  return (
    <div>
      <input
        id={p.id}
        type="file"
        multiple
        name={p.field.name}
        aria-invalid={p.invalid}
        aria-describedby={p.describedBy}
        onChange={(e) => {
          const picked = Array.from(e.target.files ?? []);
          e.target.value = '';
          if (picked.length > 0) p.onChange([...files, ...picked]);
          p.onBlur();
        }}
      />
      {files.map((f, i) => (
        <div key={`${f.name}-${i}`} css={row}>
          <span>{f.name}</span>
          <button
            type="button"
            css={sideButton}
            onClick={() => p.onChange(files.filter((_, j) => j !== i))}
            aria-label={t('forms.actions.removeFile', { name: f.name })}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}

/** A widget: draws the control of one field. */
export type WidgetComponent = (p: WidgetProps) => React.ReactElement;

/** One widget per kind (spec section 5 fields). */
export const WIDGETS: Record<WidgetKind, WidgetComponent> = {
  text: typed('text'),
  password: typed('password'),
  email: typed('email', 'email'),
  tel: typed('tel', 'tel'),
  select: SelectWidget,
  checkbox: CheckboxWidget,
  textarea: TextareaWidget,
  captcha: CaptchaWidget,
  smsCode: SmsCodeWidget,
  date: typed('text', 'numeric'),
  file: FileWidget,
};
