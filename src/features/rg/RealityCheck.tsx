/**
 * The reality check dialog and the "you are logged out" notice of responsible gaming
 * (docs/responsible-gaming.md), mounted once in the app shell (src/features/layout/AppLayout.tsx),
 * so it shows over every page of the site and over the seamless game page, which the shell draws.
 * While a real member is logged in, the rg store's clock (from the session's login time) is asked
 * every 5 seconds whether a check is due; the dialog shows the minutes played and the bets,
 * winnings and net result of the session, with Continue and Log out.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatAmount, signOf } from '../../../contract/money';
import { Modal } from '../../components/Modal';
import { ghostButton, primaryButton } from '../../components/styles';
import { useStores } from '../../stores';
import { formatTime } from '../../shared/time';

const TICK_MS = 5000;

export const RealityCheck = observer(function RealityCheck() {
  const { t, i18n } = useTranslation();
  const { rg, session } = useStores();
  const navigate = useNavigate();
  const lang = i18n.language;
  const active = session.isLoggedIn && !session.isTrial && !session.isAgent;

  useEffect(() => {
    if (!active) {
      rg.stopRealityCheck();
      return;
    }
    void rg.startRealityCheck();
    const timer = setInterval(() => {
      const now = Date.now();
      if (rg.isDue(now)) void rg.showCheck(now);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [active, rg]);

  const check = rg.check;
  const gone = rg.loggedOutBy;
  return (
    <>
      {check ? (
        <Modal
          open
          size="sm"
          title={t('rg.check.title')}
          onClose={() => rg.dismissCheck()}
          testId="rg-reality-check"
          footer={
            <>
              <button
                type="button"
                css={ghostButton}
                onClick={() => {
                  rg.logOutFromCheck();
                  void navigate('/');
                }}
                data-testid="rg-check-logout"
              >
                {t('rg.check.logout')}
              </button>
              <button
                type="button"
                css={primaryButton}
                onClick={() => rg.dismissCheck()}
                data-testid="rg-check-continue"
              >
                {t('rg.check.continue')}
              </button>
            </>
          }
        >
          <p
            css={css`
              margin: 0 0 14px;
            `}
            data-testid="rg-check-minutes"
          >
            {t('rg.check.played', { minutes: check.minutes })}
          </p>
          <dl
            css={css`
              display: grid;
              grid-template-columns: repeat(3, 1fr);
              gap: 8px;
              margin: 0;
              dt {
                font-size: 12px;
                color: var(--c-muted);
              }
              dd {
                margin: 2px 0 0;
                font-size: 16px;
                font-weight: 800;
                font-variant-numeric: tabular-nums;
              }
            `}
          >
            <div>
              <dt>{t('rg.check.bets')}</dt>
              <dd>{formatAmount(check.bets, lang)}</dd>
            </div>
            <div>
              <dt>{t('rg.check.payouts')}</dt>
              <dd>{formatAmount(check.payouts, lang)}</dd>
            </div>
            <div>
              <dt>{t('rg.check.net')}</dt>
              <dd
                css={css`
                  color: ${signOf(check.net) < 0 ? 'var(--c-danger)' : signOf(check.net) > 0 ? 'var(--c-success)' : 'inherit'};
                `}
                data-testid="rg-check-net"
              >
                {formatAmount(check.net, lang)}
              </dd>
            </div>
          </dl>
        </Modal>
      ) : null}
      {gone ? (
        <Modal
          open
          size="sm"
          title={t('rg.loggedOut.title')}
          onClose={() => rg.acknowledgeLogout()}
          testId="rg-logged-out"
          footer={
            <button
              type="button"
              css={primaryButton}
              onClick={() => {
                rg.acknowledgeLogout();
                void navigate('/');
              }}
            >
              {t('rg.loggedOut.ok')}
            </button>
          }
        >
          <p
            css={css`
              margin: 0;
            `}
          >
            {gone.until
              ? t('rg.loggedOut.until', { at: formatTime(gone.until, lang, undefined, 'minute') })
              : t('rg.loggedOut.closed')}
          </p>
        </Modal>
      ) : null}
    </>
  );
});
