/** Shown while a lazy area loads: a skeleton of a hero and a card grid. */
import { css, keyframes } from '@emotion/react';
import { useTranslation } from 'react-i18next';

const pulse = keyframes`0%, 100% { opacity: 0.55 } 50% { opacity: 1 }`;
const block = css`
  border-radius: var(--r-lg);
  background: var(--c-surface);
  border: 1px solid var(--c-border);
  animation: ${pulse} 1.4s ease-in-out infinite;
`;

export function PageFallback() {
  const { t } = useTranslation();
  return (
    <div
      aria-busy="true"
      css={css`
        display: flex;
        flex-direction: column;
        gap: 20px;
      `}
    >
      <span className="visually-hidden" role="status">
        {t('common.loading')}
      </span>
      <div
        css={[
          block,
          css`
            height: 120px;
          `,
        ]}
      />
      <div
        css={css`
          display: grid;
          grid-template-columns: repeat(5, 1fr);
          gap: 16px;
        `}
      >
        {Array.from({ length: 10 }, (_, i) => (
          <div
            key={i}
            css={[
              block,
              css`
                aspect-ratio: 3 / 4;
              `,
            ]}
          />
        ))}
      </div>
    </div>
  );
}
