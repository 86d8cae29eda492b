/**
 * The country dialing-code select drawn before a form's mobile field (spec section 3:
 * countryDialingCode goes with every mobile number). The mobile field leads each mobile form, so
 * the select sits right above it, in the field style of the forms.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { DIALING_CODES } from './dialingCodes';

const select = css`
  width: 100%;
  height: 44px;
  padding: 0 12px;
  border-radius: var(--r-md);
  border: 1px solid var(--c-border);
  background: var(--c-surface-2);
  color: var(--c-text);
  font-size: 14px;
`;

export function DialingCodeSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange(code: string): void;
}) {
  const { t } = useTranslation();
  return (
    <div
      css={css`
        display: flex;
        flex-direction: column;
        gap: 6px;
        margin-bottom: 14px;
      `}
      data-field="countryDialingCode"
    >
      <label
        htmlFor={id}
        css={css`
          font-size: 13px;
          font-weight: 600;
          color: var(--c-muted);
        `}
      >
        {t('auth.dialing.label')}
      </label>
      <select id={id} css={select} value={value} onChange={(e) => onChange(e.target.value)}>
        {DIALING_CODES.map((d) => (
          <option key={d.code} value={d.code}>
            {`+${d.code} ${t(`auth.dialing.countries.${d.country}`)}`}
          </option>
        ))}
      </select>
    </div>
  );
}
