/** About us of the Site pages tab (docs/site-pages.md): TW and EN title and HTML content with a sanitised preview. */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { PagesDraft } from '../../../stores/operator/PagesConsoleStore';
import { Section } from '../ui';
import { K, LangHtml, LangText } from './fields';

export const AboutView = observer(function AboutView({ draft }: { draft: PagesDraft }) {
  const { t } = useTranslation();
  const about = draft.draft!.about;
  return (
    <Section title={t(`${K}.about.title`)} intro={t(`${K}.about.intro`)} testId="pages-about">
      <div
        css={css`
          display: grid;
          gap: 14px;
          margin-top: 12px;
        `}
      >
        <LangText
          draft={draft}
          pointer="/about/title"
          title={t(`${K}.about.titleField`)}
          value={about.title}
          maxLength={120}
          testId="about-title"
          onChange={(l, v) => draft.edit((d) => void (d.about.title[l] = v))}
        />
        <LangHtml
          draft={draft}
          pointer="/about/body"
          title={t(`${K}.about.body`)}
          value={about.body}
          testId="about-body"
          onChange={(l, v) => draft.edit((d) => void (d.about.body[l] = v))}
        />
      </div>
    </Section>
  );
});
