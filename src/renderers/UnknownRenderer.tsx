/**
 * Says visibly what a renderer could not render (STYLE.md: never render nothing silently), e.g. an
 * unknown menu id or an action kind the dispatcher does not know.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';

const box = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 4px 10px;
  border: 1px dashed var(--c-danger, #d33);
  border-radius: var(--r-sm, 6px);
  color: var(--c-danger, #d33);
  font-size: 12px;
`;

export interface UnknownRendererProps {
  /** What kind of thing was not understood, e.g. 'menu' or 'menu action'. */
  what: string;
  /** Its name, e.g. the unknown menu id. */
  name: string;
}

/** Draws a visible notice naming what could not be rendered. */
export function UnknownRenderer({ what, name }: UnknownRendererProps) {
  const { t } = useTranslation();
  return (
    <span role="note" data-unknown={what} css={box}>
      {t('renderer.unknown', { what, name, defaultValue: 'Cannot render {{what}} "{{name}}"' })}
    </span>
  );
}
