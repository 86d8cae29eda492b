/**
 * Lobby controls (spec sections 2 and 3): vendor tabs from the registry category's vendors, the
 * filters NEW FAV ALL HOT RECENT, the sub-categories JP TG AC (slots), and the slots search box.
 */
import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import { chip } from '../../components/styles';
import type { MenuVendor } from '../../../contract/types';
import { LOBBY_FILTERS, LOBBY_SUBCATEGORIES, type LobbyClassify } from '../../stores/GamesStore';

export interface VendorTabsProps {
  vendors: readonly MenuVendor[];
  value: string | null;
  onChange: (vendor: string | null) => void;
}

export function VendorTabs({ vendors, value, onChange }: VendorTabsProps) {
  const { t } = useTranslation();
  if (vendors.length === 0) return null;
  const tab = (active: boolean) => css`
    display: flex;
    align-items: center;
    gap: 10px;
    height: 52px;
    padding: 0 14px;
    border-radius: var(--r-md);
    border: 1px solid ${active ? 'var(--c-primary)' : 'var(--c-border)'};
    background: ${active ? 'color-mix(in srgb, var(--c-primary) 14%, var(--c-surface))' : 'var(--c-surface)'};
    color: ${active ? 'var(--c-text)' : 'var(--c-muted)'};
    font-weight: 700;
    font-size: 13px;
    cursor: pointer;
    box-shadow: ${active ? 'var(--shadow-glow)' : 'none'};
    transition: all 0.15s ease;
    &:hover {
      border-color: var(--c-primary);
      color: var(--c-text);
    }
    img {
      width: 30px;
      height: 30px;
      border-radius: 8px;
    }
  `;
  return (
    <nav aria-label={t('games.vendorTabs')}>
      <ul
        css={css`
          display: grid;
          grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
          gap: 10px;
          list-style: none;
          margin: 0;
          padding: 0;
        `}
      >
        <li>
          <button
            type="button"
            css={tab(value === null)}
            aria-pressed={value === null}
            onClick={() => onChange(null)}
            style={{ width: '100%' }}
          >
            <Icon name="grid" size={22} />
            {t('games.allVendors')}
          </button>
        </li>
        {vendors.map((v) => (
          <li key={v.vassalage}>
            <button
              type="button"
              css={tab(value === v.vassalage)}
              aria-pressed={value === v.vassalage}
              onClick={() => onChange(v.vassalage)}
              style={{ width: '100%' }}
              data-vendor={v.vassalage}
            >
              <img src={v.logo || v.lagerIcon} alt="" width={30} height={30} />
              <span
                css={css`
                  white-space: nowrap;
                  overflow: hidden;
                  text-overflow: ellipsis;
                `}
              >
                {v.displayName}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface FilterBarProps {
  value: LobbyClassify;
  onChange: (value: LobbyClassify) => void;
  showSubCategories: boolean;
  /** Slots search (spec section 2): shown on /rng. */
  onSearch?: (keyword: string) => void;
  keyword?: string;
}

export function FilterBar({ value, onChange, showSubCategories, onSearch, keyword = '' }: FilterBarProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(keyword);
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    onSearch?.(text);
  };
  return (
    <div
      css={css`
        display: flex;
        align-items: center;
        justify-content: space-between;
        gap: 16px;
        flex-wrap: wrap;
      `}
    >
      <div
        css={css`
          display: flex;
          align-items: center;
          gap: 8px;
          flex-wrap: wrap;
        `}
      >
        <div
          role="group"
          aria-label={t('games.filterLabel')}
          css={css`
            display: flex;
            gap: 8px;
          `}
        >
          {LOBBY_FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              css={chip(value === f)}
              aria-pressed={value === f}
              onClick={() => onChange(f)}
              data-filter={f}
            >
              {f === 'FAV' ? (
                <Icon name="heart" size={14} />
              ) : f === 'HOT' ? (
                <Icon name="fire" size={14} />
              ) : f === 'RECENT' ? (
                <Icon name="clock" size={14} />
              ) : null}
              {t(`games.filters.${f}`)}
            </button>
          ))}
        </div>
        {showSubCategories ? (
          <>
            <span
              aria-hidden="true"
              css={css`
                width: 1px;
                height: 24px;
                background: var(--c-border);
                margin: 0 4px;
              `}
            />
            <div
              role="group"
              aria-label={t('games.subCategoryLabel')}
              css={css`
                display: flex;
                gap: 8px;
              `}
            >
              {LOBBY_SUBCATEGORIES.map((f) => (
                <button
                  key={f}
                  type="button"
                  css={chip(value === f)}
                  aria-pressed={value === f}
                  onClick={() => onChange(f)}
                  data-filter={f}
                >
                  {t(`games.filters.${f}`)}
                </button>
              ))}
            </div>
          </>
        ) : null}
      </div>
      {onSearch ? (
        <form
          role="search"
          onSubmit={handleSubmit}
          css={css`
            display: flex;
            align-items: center;
            gap: 0;
          `}
        >
          <label
            css={css`
              position: relative;
              display: flex;
              align-items: center;
            `}
          >
            <span className="visually-hidden">{t('games.search')}</span>
            <span
              css={css`
                position: absolute;
                left: 12px;
                color: var(--c-muted);
                display: inline-flex;
              `}
            >
              <Icon name="search" size={16} />
            </span>
            <input
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={t('games.searchPlaceholder')}
              css={css`
                width: 260px;
                height: 38px;
                padding: 0 14px 0 36px;
                border-radius: var(--r-pill) 0 0 var(--r-pill);
                border: 1px solid var(--c-border);
                border-right: 0;
                background: var(--c-surface);
                color: var(--c-text);
                font: inherit;
                &:focus {
                  outline: none;
                  border-color: var(--c-primary);
                }
              `}
            />
          </label>
          <button
            type="submit"
            css={css`
              height: 38px;
              padding: 0 16px;
              border: 0;
              border-radius: 0 var(--r-pill) var(--r-pill) 0;
              background: var(--g-primary);
              color: var(--c-on-primary);
              font-weight: 700;
              cursor: pointer;
            `}
          >
            {t('games.searchButton')}
          </button>
        </form>
      ) : null}
    </div>
  );
}
