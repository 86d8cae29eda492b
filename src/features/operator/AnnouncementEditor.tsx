/**
 * Announcements of the content draft (README "Operator console"): the list (type, audience, agents only,
 * active, published time) in the document's order, which is the order the site shows them (the server stores it as
 * sort_order), with add (at the top), edit, delete and move up or down (saved or new items alike;
 * a move never changes a published time); the editor of one announcement with TW and EN title and
 * HTML content, each beside a preview sanitised as the site shows it. Refusals of a save show next
 * to their field.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chip, ghostButton } from '../../components/styles';
import type { AnnouncementExecution, ContentAnnouncement } from '../../../contract/types';
import type { ContentDraft } from '../../stores/OperatorStore';
import { SafeHtml } from '../../ui/SafeHtml';
import { FieldErrors, input, muted, Section, Switch } from './ui';
import { formatConsoleTime } from '../../shared/time';

const KINDS: readonly ContentAnnouncement['kind'][] = ['PL', 'PU'];
const AUDIENCES: readonly AnnouncementExecution[] = ['B', 'A', 'F'];
const small = css`
  height: 30px;
  padding: 0 10px;
  font-size: 12px;
`;
export const label = css`
  display: grid;
  gap: 6px;
  font-size: 13px;
  color: var(--c-muted);
`;
const textarea = css`
  ${input};
  height: auto;
  min-height: 110px;
  padding: 8px 10px;
  font-family: ui-monospace, monospace;
  font-size: 12px;
  line-height: 1.5;
  resize: vertical;
`;

function newAnnouncement(tw: string, en: string): ContentAnnouncement {
  return { kind: 'PL', execution: 'B', title: { tw, en }, content: { tw: '', en: '' }, active: true };
}

const Editor = observer(function Editor({ draft, index }: { draft: ContentDraft; index: number }) {
  const { t } = useTranslation();
  const c = (key: string) => t(`operator.console.content.${key}`);
  const a = draft.draft?.announcements[index];
  if (!a) return <p css={muted}>{c('select')}</p>;
  const at = `/announcements/${index}`;
  const set = (change: (x: ContentAnnouncement) => void) => draft.edit((d) => change(d.announcements[index]!));
  return (
    <div
      data-testid="announcement-editor"
      css={css`
        display: grid;
        gap: 14px;
      `}
    >
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          gap: 12px;
          align-items: end;
        `}
      >
        <label css={label}>
          {c('kind')}
          <select
            css={input}
            data-testid="announcement-kind"
            value={a.kind}
            onChange={(e) =>
              set((x) => {
                x.kind = e.target.value as ContentAnnouncement['kind'];
                if (x.kind !== 'PL') delete x.agentsOnly; // the agent center lists player announcements only
              })
            }
          >
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {c(`kinds.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <label css={label}>
          {c('audience')}
          <select
            css={input}
            data-testid="announcement-audience"
            disabled={a.agentsOnly ?? false}
            value={a.execution}
            onChange={(e) => set((x) => void (x.execution = e.target.value as AnnouncementExecution))}
          >
            {AUDIENCES.map((k) => (
              <option key={k} value={k}>
                {c(`audiences.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <Switch
          checked={a.active}
          label={c('active')}
          testId="announcement-active"
          onChange={(on) => set((x) => void (x.active = on))}
        />
      </div>
      {a.kind === 'PL' ? (
        <div
          css={css`
            display: grid;
            gap: 4px;
          `}
        >
          <Switch
            checked={a.agentsOnly ?? false}
            label={c('agentsOnly')}
            testId="announcement-agents-only"
            onChange={(on) => set((x) => void (x.agentsOnly = on))}
          />
          <p
            css={[
              muted,
              css`
                font-size: 12px;
              `,
            ]}
          >
            {c('agentsOnlyHint')}
          </p>
          <FieldErrors store={draft} pointer={`${at}/agentsOnly`} />
        </div>
      ) : null}
      {(['tw', 'en'] as const).map((lang) => (
        <div
          key={lang}
          css={css`
            display: grid;
            gap: 8px;
            padding-top: 12px;
            border-top: 1px solid var(--c-border);
          `}
        >
          <label css={label}>
            {c(lang === 'tw' ? 'titleTw' : 'titleEn')}
            <input
              css={input}
              data-testid={`announcement-title-${lang}`}
              aria-invalid={draft.errorsAt(`${at}/title/${lang}`).length > 0}
              maxLength={120}
              value={a.title[lang]}
              onChange={(e) => set((x) => void (x.title[lang] = e.target.value))}
            />
          </label>
          <FieldErrors store={draft} pointer={`${at}/title/${lang}`} />
          <div
            css={css`
              display: grid;
              grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
              gap: 10px;
              @media (max-width: 700px) {
                grid-template-columns: 1fr;
              }
            `}
          >
            <label css={label}>
              {c(lang === 'tw' ? 'contentTw' : 'contentEn')}
              <textarea
                css={textarea}
                data-testid={`announcement-content-${lang}`}
                aria-invalid={draft.errorsAt(`${at}/content/${lang}`).length > 0}
                value={a.content[lang]}
                onChange={(e) => set((x) => void (x.content[lang] = e.target.value))}
              />
            </label>
            <div css={label}>
              {c('preview')}
              <div
                data-testid={`announcement-preview-${lang}`}
                css={css`
                  min-height: 110px;
                  padding: 10px 12px;
                  border-radius: var(--r-md);
                  border: 1px dashed var(--c-border);
                  background: var(--c-bg);
                `}
              >
                {a.content[lang].trim() ? (
                  <SafeHtml html={a.content[lang]} />
                ) : (
                  <span css={muted}>{c('previewEmpty')}</span>
                )}
              </div>
            </div>
          </div>
          <FieldErrors store={draft} pointer={`${at}/content/${lang}`} />
        </div>
      ))}
      <FieldErrors store={draft} pointer={`${at}/id`} />
    </div>
  );
});

export const AnnouncementEditor = observer(function AnnouncementEditor({ draft }: { draft: ContentDraft }) {
  const { t, i18n } = useTranslation();
  const [selected, setSelected] = useState<number | null>(null);
  const list = draft.draft?.announcements ?? [];
  const c = (key: string) => t(`operator.console.content.${key}`);
  const lang = i18n.language === 'EN' ? 'en' : 'tw';
  const when = (iso?: string) => (iso ? formatConsoleTime(iso, i18n.language) : c('notPublished'));
  // a refused save opens the first announcement it names, so its errors show beside the fields
  const firstRefused = draft.errors.map((e) => /^\/announcements\/(\d+)\//.exec(e.pointer)).find((m) => m !== null);
  const refusedIndex = firstRefused ? Number(firstRefused[1]) : null;
  useEffect(() => {
    if (refusedIndex !== null)
      setSelected((current) =>
        current !== null && draft.errorsAt(`/announcements/${current}`).length > 0 ? current : refusedIndex,
      );
  }, [refusedIndex, draft]);
  const handleAdd = () => {
    draft.edit(
      (d) =>
        void d.announcements.unshift(
          newAnnouncement(
            t('operator.console.content.newAnnouncement', { lng: 'TW' }),
            t('operator.console.content.newAnnouncement', { lng: 'EN' }),
          ),
        ),
    );
    setSelected(0);
  };
  const handleRemove = (index: number) => {
    draft.edit((d) => void d.announcements.splice(index, 1));
    setSelected(null);
  };
  /** Swaps the announcements at positions `p` and `q` (neighbours); the one being edited stays selected. */
  const handleMove = (p: number, q: number) => {
    if (q < 0 || q >= list.length) return;
    draft.edit((d) => void d.announcements.splice(q, 0, ...d.announcements.splice(p, 1)));
    setSelected((current) => (current === p ? q : current === q ? p : current));
  };
  return (
    <Section title={c('announcements')} intro={c('announcementsIntro')} testId="announcements">
      <div
        css={css`
          display: grid;
          grid-template-columns: minmax(0, 1fr) minmax(0, 1.1fr);
          gap: 18px;
          align-items: start;
          @media (max-width: 1100px) {
            grid-template-columns: 1fr;
          }
        `}
      >
        <div
          css={css`
            display: grid;
            gap: 10px;
          `}
        >
          <button type="button" css={ghostButton} data-testid="add-announcement" onClick={handleAdd}>
            + {c('addAnnouncement')}
          </button>
          {list.length === 0 ? (
            <p css={muted}>{c('empty')}</p>
          ) : (
            <p
              css={[
                muted,
                css`
                  margin: 0;
                  font-size: 12px;
                `,
              ]}
            >
              {c('orderHint')}
            </p>
          )}
          <ol
            css={css`
              margin: 0;
              padding: 0;
              list-style: none;
              display: grid;
              gap: 8px;
              max-height: 640px;
              overflow: auto;
            `}
          >
            {list.map((a, index) => {
              const invalid = draft.errorsAt(`/announcements/${index}`).length > 0;
              return (
                <li
                  key={a.id ?? `new-${index}`}
                  data-testid={`announcement-row-${index}`}
                  css={css`
                    display: grid;
                    gap: 6px;
                    padding: 10px 12px;
                    border-radius: var(--r-md);
                    border: 1px solid
                      ${invalid ? 'var(--c-danger)' : selected === index ? 'var(--c-primary)' : 'var(--c-border)'};
                    background: var(--c-bg-elevated);
                    opacity: ${a.active ? 1 : 0.6};
                  `}
                >
                  <div
                    css={css`
                      display: flex;
                      flex-wrap: wrap;
                      gap: 6px;
                      align-items: center;
                    `}
                  >
                    <span
                      css={[
                        chip(a.kind === 'PL'),
                        small,
                        css`
                          display: inline-flex;
                          align-items: center;
                          height: 22px;
                        `,
                      ]}
                    >
                      {c(`kinds.${a.kind}`)}
                    </span>
                    <span
                      css={[
                        chip(false),
                        small,
                        css`
                          display: inline-flex;
                          align-items: center;
                          height: 22px;
                        `,
                      ]}
                    >
                      {a.agentsOnly ? c('agentsOnlyChip') : c(`audiences.${a.execution}`)}
                    </span>
                    <span
                      css={css`
                        font-size: 12px;
                        font-weight: 700;
                        color: ${a.active ? 'var(--c-success)' : 'var(--c-muted)'};
                      `}
                    >
                      {a.active ? c('active') : c('inactive')}
                    </span>
                    <span
                      css={[
                        muted,
                        css`
                          margin-left: auto;
                          font-size: 12px;
                        `,
                      ]}
                    >
                      {when(a.publishedAt)}
                    </span>
                  </div>
                  <strong
                    css={css`
                      font-size: 14px;
                      color: var(--c-text);
                      overflow-wrap: anywhere;
                    `}
                  >
                    {a.title[lang] || '—'}
                  </strong>
                  <div
                    css={css`
                      display: flex;
                      flex-wrap: wrap;
                      gap: 6px;
                    `}
                  >
                    <button type="button" css={[ghostButton, small]} onClick={() => setSelected(index)}>
                      {c('edit')}
                    </button>
                    <button
                      type="button"
                      css={[ghostButton, small]}
                      aria-label={`${c('moveUp')}: ${a.title[lang]}`}
                      disabled={index === 0}
                      onClick={() => handleMove(index, index - 1)}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      css={[ghostButton, small]}
                      aria-label={`${c('moveDown')}: ${a.title[lang]}`}
                      disabled={index === list.length - 1}
                      onClick={() => handleMove(index, index + 1)}
                    >
                      ↓
                    </button>
                    <button
                      type="button"
                      css={[
                        ghostButton,
                        small,
                        css`
                          color: var(--c-danger);
                        `,
                      ]}
                      onClick={() => handleRemove(index)}
                    >
                      {c('remove')}
                    </button>
                  </div>
                </li>
              );
            })}
          </ol>
        </div>
        <Editor draft={draft} index={selected ?? -1} />
      </div>
    </Section>
  );
});
