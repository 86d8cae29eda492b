/**
 * Help center modal (spec section 2: /help opens it; #term scrolls to the terms). `anchor` is
 * 'term' for the terms and 'about' for about us.
 */
import { css } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import { Modal } from '../../components/Modal';

const TOPICS = ['account', 'deposit', 'withdraw', 'games'] as const;
const TERMS = ['p1', 'p2', 'p3', 'p4'] as const;
const TOPIC_ICONS: Record<(typeof TOPICS)[number], string> = { account: 'user', deposit: 'wallet', withdraw: 'download', games: 'grid' };

export function HelpModal({ anchor, onClose }: { anchor: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const termsRef = useRef<HTMLElement>(null);
  const aboutRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const target = anchor === 'term' ? termsRef.current : anchor === 'about' ? aboutRef.current : null;
    target?.scrollIntoView?.({ block: 'start' });
  }, [anchor]);
  return (
    <Modal open size="lg" title={t('modals.help.title')} onClose={onClose} testId="help-modal">
      <section ref={aboutRef} id="about" aria-labelledby="help-topics">
        <h3 id="help-topics" css={css`font-size: 15px; margin-bottom: 12px; color: var(--c-muted);`}>
          {t('modals.help.topics')}
        </h3>
        <div css={css`display: grid; grid-template-columns: repeat(2, 1fr); gap: 12px;`}>
          {TOPICS.map((k) => (
            <article key={k} css={css`padding: 14px 16px; border-radius: var(--r-md); background: var(--c-surface-2); border: 1px solid var(--c-border);`}>
              <h4 css={css`display: flex; align-items: center; gap: 8px; font-size: 15px; margin-bottom: 6px; color: var(--c-primary);`}>
                <Icon name={TOPIC_ICONS[k]} size={18} />
                {t(`help.topics.${k}.title`)}
              </h4>
              <p css={css`margin: 0; font-size: 13px; color: var(--c-muted); line-height: 1.6;`}>{t(`help.topics.${k}.body`)}</p>
            </article>
          ))}
        </div>
      </section>
      <section ref={termsRef} id="term" aria-labelledby="help-terms" css={css`margin-top: 22px; scroll-margin-top: 8px;`}>
        <h3 id="help-terms" css={css`font-size: 16px; margin-bottom: 10px;`}>
          {t('modals.help.termsTitle')}
        </h3>
        <ol css={css`margin: 0; padding-left: 20px; display: flex; flex-direction: column; gap: 8px; color: var(--c-text); line-height: 1.7;`}>
          {TERMS.map((k) => (
            <li key={k}>{t(`help.terms.${k}`)}</li>
          ))}
        </ol>
      </section>
    </Modal>
  );
}
