/**
 * Banners of the content draft (README "Operator console"), per group (home carousel w_home, video banners
 * w_promotion): image preview with upload (PNG, JPEG or WebP, at most 2 MB; checked again by the
 * server), TW and EN title and subtitle, what a click does and its target, active, order (move up
 * and down within the group), add and delete. Refusals of a save show next to their field.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ghostButton } from '../../components/styles';
import type { BannerGroup, ContentBanner } from '../../../contract/types';
import type { ContentDraft } from '../../stores/OperatorStore';
import { label } from './AnnouncementEditor';
import { FieldErrors, input, muted, Section, Switch } from './ui';

const GROUPS: readonly BannerGroup[] = ['w_home', 'w_promotion'];
const LINKAGE_TYPES: Record<BannerGroup, readonly ContentBanner['linkageType'][]> = {
  w_home: ['NONE', 'ROUTE', 'URL'],
  w_promotion: ['NONE', 'ROUTE', 'URL', 'VIDEO'],
};
const small = css`
  height: 30px;
  padding: 0 10px;
  font-size: 12px;
`;

/** The image a banner shows: its upload, else the generated artwork (known once it has an id). */
const imageOf = (b: ContentBanner, lang: 'TW' | 'EN') =>
  b.imageUrl ?? (b.id ? `/media/banners/${b.id}/${lang}.svg` : null);

const BannerCard = observer(function BannerCard({
  draft,
  index,
  first,
  last,
  onMove,
}: {
  draft: ContentDraft;
  index: number;
  first: boolean;
  last: boolean;
  onMove: (direction: -1 | 1) => void;
}) {
  const { t, i18n } = useTranslation();
  const c = (key: string) => t(`operator.console.content.${key}`);
  const b = draft.draft!.banners[index]!;
  const at = `/banners/${index}`;
  const set = (change: (x: ContentBanner) => void) => draft.edit((d) => change(d.banners[index]!));
  const image = imageOf(b, i18n.language === 'EN' ? 'EN' : 'TW');
  const handleFile = (file: File | undefined) => {
    if (file) void draft.uploadBannerImage(index, file);
  };
  return (
    <li
      data-testid={`banner-${b.groupName}-${index}`}
      css={css`
        display: grid;
        grid-template-columns: minmax(220px, 320px) minmax(0, 1fr);
        gap: 16px;
        padding: 14px;
        border-radius: var(--r-md);
        border: 1px solid ${draft.errorsAt(at).length > 0 ? 'var(--c-danger)' : 'var(--c-border)'};
        background: var(--c-bg-elevated);
        opacity: ${b.active ? 1 : 0.65};
        @media (max-width: 800px) {
          grid-template-columns: 1fr;
        }
      `}
    >
      <div
        css={css`
          display: grid;
          gap: 8px;
          align-content: start;
        `}
      >
        <div
          css={css`
            aspect-ratio: 1920 / 520;
            border-radius: var(--r-md);
            overflow: hidden;
            background: var(--g-primary);
            display: grid;
            place-items: center;
          `}
        >
          {image ? (
            <img
              src={image}
              alt={b.title[i18n.language === 'EN' ? 'en' : 'tw']}
              css={css`
                width: 100%;
                height: 100%;
                object-fit: cover;
                display: block;
              `}
            />
          ) : (
            <span
              css={css`
                color: var(--c-on-primary);
                font-weight: 700;
                font-size: 13px;
              `}
            >
              {c('generated')}
            </span>
          )}
        </div>
        <label
          css={[
            ghostButton,
            small,
            css`
              display: inline-flex;
              align-items: center;
              justify-content: center;
              cursor: pointer;
            `,
          ]}
        >
          {draft.uploading === index ? c('uploading') : c('upload')}
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp"
            data-testid={`banner-upload-${index}`}
            css={css`
              position: absolute;
              width: 1px;
              height: 1px;
              opacity: 0;
            `}
            onChange={(e) => handleFile(e.target.files?.[0])}
          />
        </label>
        {b.imageUrl ? (
          <button type="button" css={[ghostButton, small]} onClick={() => set((x) => void (x.imageUrl = null))}>
            {c('useGenerated')}
          </button>
        ) : null}
        <p
          css={[
            muted,
            css`
              font-size: 12px;
            `,
          ]}
        >
          {c('uploadHint')}
        </p>
        <FieldErrors store={draft} pointer={`${at}/imageUrl`} />
      </div>
      <div
        css={css`
          display: grid;
          gap: 10px;
          align-content: start;
        `}
      >
        <div
          css={css`
            display: grid;
            grid-template-columns: repeat(2, minmax(0, 1fr));
            gap: 10px;
            @media (max-width: 600px) {
              grid-template-columns: 1fr;
            }
          `}
        >
          {(['tw', 'en'] as const).map((lang) => (
            <div
              key={lang}
              css={css`
                display: grid;
                gap: 8px;
              `}
            >
              <label css={label}>
                {c(lang === 'tw' ? 'titleTw' : 'titleEn')}
                <input
                  css={input}
                  data-testid={`banner-title-${lang}-${index}`}
                  maxLength={120}
                  aria-invalid={draft.errorsAt(`${at}/title/${lang}`).length > 0}
                  value={b.title[lang]}
                  onChange={(e) => set((x) => void (x.title[lang] = e.target.value))}
                />
              </label>
              <FieldErrors store={draft} pointer={`${at}/title/${lang}`} />
              <label css={label}>
                {c(lang === 'tw' ? 'subtitleTw' : 'subtitleEn')}
                <input
                  css={input}
                  maxLength={200}
                  value={b.subtitle[lang]}
                  onChange={(e) => set((x) => void (x.subtitle[lang] = e.target.value))}
                />
              </label>
            </div>
          ))}
        </div>
        <div
          css={css`
            display: grid;
            grid-template-columns: 170px minmax(0, 1fr);
            gap: 10px;
            @media (max-width: 600px) {
              grid-template-columns: 1fr;
            }
          `}
        >
          <label css={label}>
            {c('linkageType')}
            <select
              css={input}
              data-testid={`banner-linkage-type-${index}`}
              value={b.linkageType}
              onChange={(e) =>
                set(
                  (x) =>
                    void (
                      (x.linkageType = e.target.value as ContentBanner['linkageType']),
                      e.target.value === 'NONE' && (x.linkage = '')
                    ),
                )
              }
            >
              {LINKAGE_TYPES[b.groupName]
                .concat(LINKAGE_TYPES[b.groupName].includes(b.linkageType) ? [] : [b.linkageType])
                .map((type) => (
                  <option key={type} value={type}>
                    {c(`linkageTypes.${type}`)}
                  </option>
                ))}
            </select>
          </label>
          <label css={label}>
            {c('linkage')}
            <input
              css={[
                input,
                css`
                  font-family: ui-monospace, monospace;
                `,
              ]}
              data-testid={`banner-linkage-${index}`}
              disabled={b.linkageType === 'NONE'}
              placeholder={c(`linkageHint.${b.linkageType}`)}
              aria-invalid={draft.errorsAt(`${at}/linkage`).length > 0}
              value={b.linkage}
              onChange={(e) => set((x) => void (x.linkage = e.target.value))}
            />
          </label>
        </div>
        <FieldErrors store={draft} pointer={`${at}/linkage`} />
        <FieldErrors store={draft} pointer={`${at}/groupName`} />
        <FieldErrors store={draft} pointer={`${at}/id`} />
        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            gap: 8px;
            align-items: center;
          `}
        >
          <Switch
            checked={b.active}
            label={c('active')}
            testId={`banner-active-${index}`}
            onChange={(on) => set((x) => void (x.active = on))}
          />
          <span
            css={css`
              margin-left: auto;
              display: flex;
              gap: 6px;
            `}
          >
            <button
              type="button"
              css={[ghostButton, small]}
              aria-label={`${c('moveUp')}: ${b.title.en}`}
              disabled={first}
              onClick={() => onMove(-1)}
            >
              ↑ {c('moveUp')}
            </button>
            <button
              type="button"
              css={[ghostButton, small]}
              aria-label={`${c('moveDown')}: ${b.title.en}`}
              disabled={last}
              onClick={() => onMove(1)}
            >
              ↓ {c('moveDown')}
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
              onClick={() => draft.edit((d) => void d.banners.splice(index, 1))}
            >
              {c('remove')}
            </button>
          </span>
        </div>
      </div>
    </li>
  );
});

export const BannerEditor = observer(function BannerEditor({ draft }: { draft: ContentDraft }) {
  const { t } = useTranslation();
  const c = (key: string) => t(`operator.console.content.${key}`);
  const banners = draft.draft?.banners ?? [];
  /** Swaps banner `index` with its neighbour in the same group (the group's order is the array order). */
  const handleMove = (indexes: number[], position: number, direction: -1 | 1) => {
    const [x, y] = [indexes[position], indexes[position + direction]];
    if (x === undefined || y === undefined) return;
    draft.edit((d) => void ([d.banners[x], d.banners[y]] = [d.banners[y]!, d.banners[x]!]));
  };
  const handleAdd = (group: BannerGroup) =>
    draft.edit(
      (d) =>
        void d.banners.push({
          groupName: group,
          title: {
            tw: t('operator.console.content.newBanner', { lng: 'TW' }),
            en: t('operator.console.content.newBanner', { lng: 'EN' }),
          },
          subtitle: { tw: '', en: '' },
          imageUrl: null,
          linkageType: 'NONE',
          linkage: '',
          active: true,
        }),
    );
  return (
    <Section title={c('banners')} testId="banners">
      {GROUPS.map((group) => {
        const indexes = banners.flatMap((b, i) => (b.groupName === group ? [i] : []));
        return (
          <div
            key={group}
            data-testid={`banner-group-${group}`}
            css={css`
              display: grid;
              gap: 10px;
            `}
          >
            <div
              css={css`
                display: flex;
                align-items: center;
                gap: 10px;
              `}
            >
              <h3
                css={css`
                  margin: 0;
                  font-size: 14px;
                  font-weight: 800;
                  color: var(--c-text);
                `}
              >
                {c(`groups.${group}`)}
              </h3>
              <button
                type="button"
                css={[
                  ghostButton,
                  small,
                  css`
                    margin-left: auto;
                  `,
                ]}
                data-testid={`add-banner-${group}`}
                onClick={() => handleAdd(group)}
              >
                + {c('addBanner')}
              </button>
            </div>
            {indexes.length === 0 ? <p css={muted}>{c('empty')}</p> : null}
            <ol
              css={css`
                margin: 0;
                padding: 0;
                list-style: none;
                display: grid;
                gap: 10px;
              `}
            >
              {indexes.map((index, position) => (
                <BannerCard
                  key={banners[index]!.id ?? `new-${index}`}
                  draft={draft}
                  index={index}
                  first={position === 0}
                  last={position === indexes.length - 1}
                  onMove={(direction) => handleMove(indexes, position, direction)}
                />
              ))}
            </ol>
          </div>
        );
      })}
    </Section>
  );
});
