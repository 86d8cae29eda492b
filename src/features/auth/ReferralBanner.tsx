/**
 * The register dialog's note that a ?referralCode= (an agent's invitation or a member's referral
 * code, spec sections 1 and 2) passed the affiliate check and will be applied to the new account.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';

export function ReferralBanner({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <p
      data-testid="referral-code"
      css={css`
        margin: 0 0 12px;
        padding: 8px 12px;
        border-radius: var(--r-md);
        background: color-mix(in srgb, var(--c-success) 14%, transparent);
        color: var(--c-success);
        font-size: 13px;
        font-weight: 600;
      `}
    >
      {t('modals.auth.referralApplied', { code })}
    </p>
  );
}
