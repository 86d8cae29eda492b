/**
 * The help center's content from the server (docs/site-pages.md; spec sections 2 and 7), shared by
 * the /helpCenter page and the /help modal: a search box filtering live (debounced, the server's
 * `q`), the sections (on the page: a left navigation) and their articles as an accordion. An
 * article with an anchor carries it as its element id, so `#term` opens and scrolls to the terms;
 * while searching, every match is open.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import { ghostButton } from '../../components/styles';
import { useStores } from '../../stores';
import { Prose, ProseSkeleton, skeleton, StateBox } from './parts';

/** Debounce of the search box, ms. */
export const HELP_SEARCH_DEBOUNCE_MS = 250;

/** The element id of a help article: its anchor, else `help-<id>`. */
export const helpElementId = (a: { id: string; anchor: string | null }) => a.anchor ?? `help-${a.id}`;

export const HelpContentView = observer(function HelpContentView({
  variant,
  anchor,
}: {
  variant: 'page' | 'modal';
  anchor: string | null;
}) {
  const { t, i18n } = useTranslation();
  const { sitePages } = useStores();
  const help = sitePages.help;
  const [text, setText] = useState(sitePages.query);
  const [open, setOpen] = useState<Set<string>>(new Set());
  const scrolledTo = useRef<string | null>(null);

  useEffect(() => {
    void sitePages.search(sitePages.query);
  }, [sitePages, i18n.language]);
  useEffect(() => {
    if (text === sitePages.query) return undefined;
    const timer = setTimeout(() => void sitePages.search(text), HELP_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, sitePages]);
  // #anchor: open that article and bring it into view once the content is there
  const sections = help.data?.sections ?? null;
  useEffect(() => {
    if (!anchor || !sections || scrolledTo.current === anchor) return;
    const target = sections.flatMap((s) => s.articles).find((a) => a.anchor === anchor || a.id === anchor);
    if (!target) return;
    scrolledTo.current = anchor;
    setOpen((prev) => new Set(prev).add(target.id));
    requestAnimationFrame(() => document.getElementById(helpElementId(target))?.scrollIntoView?.({ block: 'start' }));
  }, [anchor, sections]);

  const searching = sitePages.query.trim() !== '';
  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const count = sections?.reduce((n, s) => n + s.articles.length, 0) ?? 0;

  const search = (
    <div
      css={css`
        position: relative;
      `}
    >
      <span
        css={css`
          position: absolute;
          left: 14px;
          top: 50%;
          transform: translateY(-50%);
          color: var(--c-muted);
          display: inline-flex;
        `}
      >
        <Icon name="search" size={18} />
      </span>
      <input
        type="search"
        data-testid="help-search"
        aria-label={t('sitePages.help.search')}
        placeholder={t('sitePages.help.searchPlaceholder')}
        value={text}
        maxLength={100}
        onChange={(e) => setText(e.target.value)}
        css={css`
          width: 100%;
          height: ${variant === 'page' ? 48 : 42}px;
          padding: 0 14px 0 42px;
          border-radius: 999px;
          border: 1px solid var(--c-border);
          background: var(--c-surface);
          color: var(--c-text);
          font-size: 14px;
          outline: none;
          &:focus {
            border-color: var(--c-primary);
            box-shadow: 0 0 0 3px color-mix(in srgb, var(--c-primary) 20%, transparent);
          }
        `}
      />
    </div>
  );

  const body = (
    <div
      css={css`
        display: grid;
        gap: 20px;
        min-width: 0;
      `}
      aria-busy={help.loading}
      data-testid="help-sections"
    >
      {searching && sections ? (
        <p
          role="status"
          css={css`
            margin: 0;
            font-size: 13px;
            color: var(--c-muted);
          `}
        >
          {t('sitePages.help.results', { count })}
        </p>
      ) : null}
      {!sections && help.loading ? (
        <div
          css={css`
            display: grid;
            gap: 14px;
          `}
        >
          <div
            css={[
              skeleton,
              css`
                height: 22px;
                width: 30%;
              `,
            ]}
          />
          <ProseSkeleton lines={6} />
        </div>
      ) : null}
      {!sections && help.failed ? (
        <StateBox
          icon="close"
          title={help.errorText(t('sitePages.failed'))!}
          action={{ label: t('sitePages.list.retry'), onClick: () => help.reload() }}
          testId="help-failed"
        />
      ) : null}
      {sections && sections.length === 0 ? (
        <StateBox
          icon="search"
          title={t('sitePages.help.noResults', { query: sitePages.query })}
          text={t('sitePages.help.noResultsHint')}
          action={{ label: t('sitePages.help.clear'), onClick: () => setText('') }}
          testId="help-empty"
        />
      ) : null}
      {sections?.map((s) => (
        <section
          key={s.id}
          id={`section-${s.id}`}
          aria-labelledby={`help-section-${s.id}`}
          css={css`
            scroll-margin-top: 130px;
          `}
        >
          <h2
            id={`help-section-${s.id}`}
            css={css`
              margin: 0 0 10px;
              font-size: ${variant === 'page' ? 18 : 15}px;
              font-weight: 800;
            `}
          >
            {s.title}
          </h2>
          <ul
            css={css`
              margin: 0;
              padding: 0;
              list-style: none;
              display: grid;
              gap: 8px;
            `}
          >
            {s.articles.map((a) => {
              const expanded = searching || open.has(a.id);
              return (
                <li
                  key={a.id}
                  id={helpElementId(a)}
                  data-testid={`help-article-${a.id}`}
                  css={css`
                    scroll-margin-top: ${variant === 'page' ? 130 : 8}px;
                    border-radius: var(--r-md);
                    border: 1px solid
                      ${expanded ? 'color-mix(in srgb, var(--c-primary) 45%, var(--c-border))' : 'var(--c-border)'};
                    background: var(--c-surface);
                    overflow: hidden;
                  `}
                >
                  <button
                    type="button"
                    aria-expanded={expanded}
                    aria-controls={`help-body-${a.id}`}
                    onClick={() => toggle(a.id)}
                    css={css`
                      width: 100%;
                      display: flex;
                      align-items: center;
                      justify-content: space-between;
                      gap: 12px;
                      padding: 14px 16px;
                      border: 0;
                      background: none;
                      color: var(--c-text);
                      font-size: 14px;
                      font-weight: 700;
                      text-align: left;
                      cursor: pointer;
                      &:hover {
                        color: var(--c-primary);
                      }
                    `}
                  >
                    {a.title}
                    <span
                      css={css`
                        display: inline-flex;
                        transition: transform 0.15s ease;
                        transform: rotate(${expanded ? 180 : 0}deg);
                        color: var(--c-muted);
                      `}
                    >
                      <Icon name="chevronDown" size={18} />
                    </span>
                  </button>
                  {expanded ? (
                    <div
                      id={`help-body-${a.id}`}
                      css={css`
                        padding: 0 16px 14px;
                        font-size: 14px;
                      `}
                    >
                      <Prose html={a.body} />
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );

  if (variant === 'modal') {
    return (
      <div
        css={css`
          display: grid;
          gap: 18px;
        `}
      >
        {search}
        {body}
      </div>
    );
  }
  return (
    <div
      css={css`
        display: grid;
        grid-template-columns: 260px minmax(0, 1fr);
        gap: 24px;
        align-items: start;
      `}
    >
      <nav
        aria-label={t('sitePages.help.sections')}
        css={css`
          position: sticky;
          top: 130px;
          display: grid;
          gap: 4px;
          padding: 14px;
          border-radius: var(--r-lg);
          background: var(--c-surface);
          border: 1px solid var(--c-border);
        `}
      >
        <span
          css={css`
            padding: 4px 10px 8px;
            font-size: 12px;
            font-weight: 800;
            letter-spacing: 0.08em;
            text-transform: uppercase;
            color: var(--c-muted);
          `}
        >
          {t('sitePages.help.sections')}
        </span>
        {(sections ?? []).map((s) => (
          <a
            key={s.id}
            href={`#section-${s.id}`}
            onClick={(e) => (
              e.preventDefault(),
              document.getElementById(`section-${s.id}`)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' })
            )}
            css={[
              ghostButton,
              css`
                justify-content: space-between;
                display: flex;
                align-items: center;
                border: 0;
                height: 38px;
                padding: 0 10px;
                font-size: 14px;
                text-decoration: none;
              `,
            ]}
          >
            {s.title}
            <span
              css={css`
                font-size: 12px;
                color: var(--c-muted);
              `}
            >
              {s.articles.length}
            </span>
          </a>
        ))}
      </nav>
      <div
        css={css`
          display: grid;
          gap: 20px;
          min-width: 0;
        `}
      >
        {search}
        {body}
      </div>
    </div>
  );
});
