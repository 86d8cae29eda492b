/**
 * securityCenter, "My account" and the member center's default page (spec section
 * 2): the profile, the login password (the existing change-password form), the payment password,
 * mobile and e-mail binding, and bank cards.
 */
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../../stores';
import { ghostButton } from '../../../../components/styles';
import { Part } from '../../../../renderers/parts';
import type { CenterPageProps } from '../../../../renderers/CenterPageRenderer';
import { MoneyIcon } from '../../../../ui/moneyIcons';
import { formatTime } from '../../../../shared/time';
import { Card, definitionList, grid2, LoadState, StatusPill, stack } from '../../../../ui/kit';
import { useResource } from '../../../../ui/useResource';
import { AuthenticatorCard } from './AuthenticatorCard';
import { BankCardsCard } from './BankCardsCard';
import { BindCard } from './BindCard';
import { PaymentPasswordCard } from './PaymentPasswordCard';

export const SecurityCenterPage = observer(function SecurityCenterPage(props: CenterPageProps) {
  const { t, i18n } = useTranslation();
  const { security } = useStores().center;
  const profile = useResource(security.profile, () => security.loadProfile(), [], t('wallet.common.loadFailed'));
  const [changing, setChanging] = useState(false);
  const lang = i18n.language;
  const bound = (ok: boolean) => (
    <StatusPill tone={ok ? 'good' : 'neutral'}>
      {t(ok ? 'wallet.security.bound' : 'wallet.security.notBound')}
    </StatusPill>
  );

  return (
    <LoadState loading={profile.loading && !profile.data} error={profile.error} onRetry={profile.reload}>
      {() => {
        const p = profile.data!;
        return (
          <div css={stack}>
            <div css={grid2}>
              <Card title={t('wallet.security.profile')} icon={<MoneyIcon name="user" />} testId="profile">
                <dl css={definitionList}>
                  <dt>{t('wallet.security.username')}</dt>
                  <dd>{p.username}</dd>
                  <dt>{t('wallet.security.nickname')}</dt>
                  <dd>{p.nickname || t('wallet.security.notSet')}</dd>
                  <dt>{t('wallet.security.payeeName')}</dt>
                  <dd>{p.payeeName ?? t('wallet.security.notSet')}</dd>
                  <dt>{t('wallet.security.mobile')}</dt>
                  <dd>
                    {p.mobile ?? ''} {bound(p.mobileBound)}
                  </dd>
                  <dt>{t('wallet.security.email')}</dt>
                  <dd>
                    {p.email ?? ''} {bound(p.emailBound)}
                  </dd>
                  <dt>{t('wallet.security.memberSince')}</dt>
                  <dd>{formatTime(p.createdAt, lang)}</dd>
                  {p.lastLoginAt ? (
                    <>
                      <dt>{t('wallet.security.lastLogin')}</dt>
                      <dd>{formatTime(p.lastLoginAt, lang)}</dd>
                    </>
                  ) : null}
                </dl>
              </Card>
              <div css={stack}>
                <Card
                  title={t('wallet.security.changePassword')}
                  icon={<MoneyIcon name="shield" />}
                  hintText={t('wallet.security.changePasswordHint')}
                  testId="login-password"
                >
                  {changing ? (
                    <Part id="changePasswordForm" />
                  ) : (
                    <button
                      type="button"
                      css={ghostButton}
                      onClick={() => setChanging(true)}
                      data-testid="login-password-open"
                    >
                      {t('wallet.security.edit')}
                    </button>
                  )}
                </Card>
                <PaymentPasswordCard hasPaymentPassword={p.hasPaymentPassword} />
              </div>
            </div>
            <div css={grid2}>
              <BindCard kind="mobile" profile={p} />
              <BindCard kind="email" profile={p} />
            </div>
            <BankCardsCard hasPaymentPassword={p.hasPaymentPassword} onChanged={() => undefined} />
            <AuthenticatorCard />
            {/* responsible gaming (docs/responsible-gaming.md): limits, reality check, breaks */}
            <Card
              title={t('rg.securityCard')}
              icon={<MoneyIcon name="shield" />}
              hintText={t('rg.securityCardHint')}
              testId="rg-security-card"
            >
              <button
                type="button"
                css={ghostButton}
                onClick={() => props.openPage('responsibleGaming')}
                data-testid="rg-security-open"
              >
                {t('rg.securityCardOpen')}
              </button>
            </Card>
          </div>
        );
      }}
    </LoadState>
  );
});

export default SecurityCenterPage;
