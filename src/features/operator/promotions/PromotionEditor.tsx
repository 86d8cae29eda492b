/**
 * The console's promotion editor (docs/promotions.md "Operator console", "Kinds and rules",
 * "Raffles"): basics (kind, category, sort), TW and EN texts side by side with the terms HTML and
 * its sanitised preview, the image (upload through the console's upload endpoint or an https
 * address), the schedule (date-time pickers), the audience as VIP level chips, the rule (trigger,
 * game category, target, reward type and amount or percent and max, turnover multiple) and for a
 * raffle its prizes, ticket rates, most tickets and draw time. Save (draft or changes over the
 * version), publish and end with a confirmation; refusals show next to the field they name.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_CATEGORIES, type PromotionBody, type PromotionCategorySetting } from '../../../../contract/types';
import { formatConsoleTime } from '../../../shared/time';
import { chip, ghostButton, primaryButton } from '../../../components/styles';
import { problemText } from '../../../stores/problems';
import {
  promotionPhase,
  promotionsApiOf,
  TRIGGERS_OF,
  withKind,
  type PromotionsConsoleStore,
} from '../../../stores/operator/PromotionsConsoleStore';
import { SafeHtml } from '../../../ui/SafeHtml';
import { Notice, StatusPill } from '../../../ui/kit';
import { card, cardTitle, input, muted } from '../ui';
import { ConfirmDialog, Field, fromLocalInput, toLocalInput } from './parts';

const K = 'operator.console.promotions';
const E = `${K}.editor`;
const KINDS: readonly PromotionBody['kind'][] = ['automatic', 'signUp', 'apply', 'raffle'];
const LANGS = ['TW', 'EN'] as const;

const grid = (columns: number) => css`
  display: grid;
  grid-template-columns: repeat(${columns}, minmax(0, 1fr));
  gap: 14px;
  @media (max-width: 1000px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
const textarea = css`
  ${input};
  height: auto;
  min-height: 72px;
  padding: 8px 10px;
  resize: vertical;
  line-height: 1.5;
`;
const code = css`
  ${textarea};
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: 12px;
  min-height: 120px;
`;
const sectionCard = css`
  ${card};
  gap: 16px;
`;
const langHead = css`
  margin: 0;
  font-size: 12px;
  font-weight: 800;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: var(--c-primary);
`;

/** The editor over `store.editor`; `vipLevels` the merchant's ladder; `categories` the configured categories; `onDone` after a save, publish or end (the list reloads). */
export const PromotionEditor = observer(function PromotionEditor({
  store,
  vipLevels,
  categories,
  onDone,
}: {
  store: PromotionsConsoleStore;
  vipLevels: { level: number; name: { TW: string; EN: string } }[];
  categories: PromotionCategorySetting[];
  onDone(): void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'EN' ? 'EN' : 'TW';
  const ed = store.editor;
  const [confirm, setConfirm] = useState<'publish' | 'end' | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const top = useRef<HTMLDivElement>(null);
  const fallback = t(`${K}.saveFailed`);
  useEffect(() => {
    if (ed.problem && !ed.problem.field) top.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [ed.problem]);
  const d = ed.draft;
  if (ed.loading || !d) {
    return (
      <section css={sectionCard} aria-busy="true" data-testid="promo-editor-loading">
        <p css={muted}>{ed.problem ? ed.problem.message : t(`${K}.loading`)}</p>
        <button type="button" css={ghostButton} onClick={() => ed.close()}>
          {t(`${E}.close`)}
        </button>
      </section>
    );
  }
  const saved = ed.saved;
  const locked = ed.ruleLocked;
  const readOnly = ed.readOnly;
  const phase = saved ? promotionPhase(saved, new Date()) : 'draft';
  const err = (path: string) => ed.errorAt(path);
  const text = (path: string, value: string, max: number, multiline = false, testId?: string) =>
    multiline ? (
      <textarea
        css={textarea}
        value={value}
        maxLength={max}
        disabled={readOnly}
        aria-invalid={!!err(path)}
        onChange={(e) => ed.set(path, e.target.value)}
        data-testid={testId}
      />
    ) : (
      <input
        css={input}
        value={value}
        maxLength={max}
        disabled={readOnly}
        aria-invalid={!!err(path)}
        onChange={(e) => ed.set(path, e.target.value)}
        data-testid={testId}
      />
    );
  const moneyInput = (path: string, value: string | null, disabled: boolean, testId?: string) => (
    <input
      css={input}
      inputMode="decimal"
      value={value ?? ''}
      disabled={disabled || readOnly}
      aria-invalid={!!err(path)}
      onChange={(e) => ed.set(path, e.target.value.trim())}
      data-testid={testId}
    />
  );
  const numberInput = (path: string, value: number, disabled: boolean, step = '1', testId?: string) => (
    <input
      css={input}
      type="number"
      min={0}
      step={step}
      value={Number.isFinite(value) ? value : 0}
      disabled={disabled || readOnly}
      aria-invalid={!!err(path)}
      onChange={(e) => ed.set(path, e.target.value === '' ? 0 : Number(e.target.value))}
      data-testid={testId}
    />
  );
  const dateInput = (path: string, value: string | null, disabled: boolean, nullable: boolean, testId?: string) => (
    <input
      css={input}
      type="datetime-local"
      value={toLocalInput(value)}
      disabled={disabled || readOnly}
      aria-invalid={!!err(path)}
      onChange={(e) => {
        const iso = fromLocalInput(e.target.value);
        if (iso || nullable) ed.set(path, iso);
      }}
      data-testid={testId}
    />
  );
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    try {
      const { url } = await promotionsApiOf(store).upload(file);
      ed.set('image', url);
    } catch (e) {
      setUploadError(problemText(e, fallback));
    } finally {
      setUploading(false);
    }
  };
  const act = async (what: 'save' | 'publish' | 'end') => {
    const ok =
      what === 'save'
        ? await ed.save(fallback)
        : what === 'publish'
          ? await ed.publish(fallback)
          : await ed.end(fallback);
    setConfirm(null);
    if (ok) onDone();
  };
  const raffle = d.raffle;
  const percent = d.rule.reward.type === 'percent';
  return (
    <div
      ref={top}
      css={css`
        display: grid;
        gap: 16px;
        min-width: 0;
      `}
      data-testid="promo-editor"
    >
      <div
        css={css`
          display: flex;
          gap: 12px;
          align-items: center;
          justify-content: space-between;
          flex-wrap: wrap;
        `}
      >
        <div
          css={css`
            display: flex;
            gap: 12px;
            align-items: center;
          `}
        >
          <button
            type="button"
            css={[
              ghostButton,
              css`
                height: 34px;
                padding: 0 14px;
              `,
            ]}
            onClick={() => ed.close()}
            data-testid="promo-editor-close"
          >
            ← {t(`${E}.close`)}
          </button>
          <h2
            css={[
              cardTitle,
              css`
                font-size: 20px;
              `,
            ]}
          >
            {saved ? t(`${E}.editTitle`, { id: saved.id }) : t(`${E}.newTitle`)}
          </h2>
          <StatusPill
            tone={phase === 'running' ? 'good' : phase === 'scheduled' ? 'wait' : phase === 'ended' ? 'bad' : 'neutral'}
          >
            <span data-testid="promo-editor-phase" data-phase={phase}>
              {t(`${K}.phase.${phase}`)}
            </span>
          </StatusPill>
          {saved ? <span css={muted}>v{saved.version}</span> : null}
          {ed.dirty && !readOnly ? (
            <span
              css={[
                muted,
                css`
                  color: var(--c-gold);
                `,
              ]}
            >
              ● {t(`${E}.unsaved`)}
            </span>
          ) : null}
        </div>
        <div
          css={css`
            display: flex;
            gap: 10px;
          `}
        >
          {!readOnly ? (
            <button
              type="button"
              css={primaryButton}
              disabled={ed.busy || (!!saved && !ed.dirty)}
              onClick={() => void act('save')}
              data-testid="promo-save"
            >
              {ed.busy ? t(`${E}.saving`) : saved ? t(`${E}.saveChanges`) : t(`${E}.save`)}
            </button>
          ) : null}
          {saved?.status === 'draft' ? (
            <button
              type="button"
              css={ghostButton}
              disabled={ed.busy || ed.dirty}
              title={ed.dirty ? t(`${E}.saveFirst`) : undefined}
              onClick={() => setConfirm('publish')}
              data-testid="promo-publish"
            >
              {t(`${E}.publish`)}
            </button>
          ) : null}
          {saved?.status === 'published' ? (
            <button
              type="button"
              css={[
                ghostButton,
                css`
                  color: var(--c-danger);
                  border-color: color-mix(in srgb, var(--c-danger) 50%, transparent);
                `,
              ]}
              disabled={ed.busy}
              onClick={() => setConfirm('end')}
              data-testid="promo-end"
            >
              {t(`${E}.end`)}
            </button>
          ) : null}
        </div>
      </div>
      {ed.problem ? (
        <Notice tone="bad" testId="promo-editor-problem">
          {ed.problem.message}
          {ed.problem.stale && saved ? (
            <>
              {' '}
              <button
                type="button"
                css={[
                  ghostButton,
                  css`
                    height: 28px;
                    padding: 0 12px;
                    margin-left: 8px;
                  `,
                ]}
                onClick={() => void ed.openExisting(saved.id, fallback)}
              >
                {t(`${E}.reload`)}
              </button>
            </>
          ) : null}
        </Notice>
      ) : null}
      {ed.done ? (
        <Notice tone="good" testId="promo-editor-done">
          {t(`${E}.${ed.done}`)}
        </Notice>
      ) : null}
      {readOnly ? (
        <Notice tone="info">{t(`${E}.readOnly`)}</Notice>
      ) : locked ? (
        <Notice tone="info">{t(`${E}.locked`)}</Notice>
      ) : null}

      <section css={sectionCard}>
        <h3 css={cardTitle}>{t(`${E}.basics`)}</h3>
        <div
          role="radiogroup"
          aria-label={t(`${E}.kind`)}
          css={css`
            display: grid;
            grid-template-columns: repeat(4, minmax(0, 1fr));
            gap: 10px;
            @media (max-width: 1000px) {
              grid-template-columns: repeat(2, 1fr);
            }
          `}
        >
          {KINDS.map((k) => (
            <button
              key={k}
              type="button"
              role="radio"
              aria-checked={d.kind === k}
              disabled={locked || readOnly}
              onClick={() => ed.change((b) => withKind(b, k))}
              data-testid={`promo-kind-${k}`}
              css={css`
                text-align: left;
                padding: 12px 14px;
                border-radius: var(--r-md);
                border: 1px solid ${d.kind === k ? 'var(--c-primary)' : 'var(--c-border)'};
                background: ${d.kind === k ? 'color-mix(in srgb, var(--c-primary) 10%, transparent)' : 'var(--c-bg-elevated)'};
                color: var(--c-text);
                cursor: pointer;
                display: grid;
                gap: 4px;
                &:disabled {
                  cursor: not-allowed;
                  opacity: ${d.kind === k ? 1 : 0.5};
                }
              `}
            >
              <strong
                css={css`
                  font-size: 14px;
                `}
              >
                {t(`${K}.kinds.${k}`)}
              </strong>
              <span
                css={css`
                  font-size: 11px;
                  color: var(--c-muted);
                  line-height: 1.4;
                `}
              >
                {t(`${K}.kindHints.${k}`)}
              </span>
            </button>
          ))}
        </div>
        <div css={grid(3)}>
          <Field label={t(`${E}.category`)} error={err('category')}>
            <select
              css={input}
              value={d.category}
              disabled={readOnly}
              aria-invalid={!!err('category')}
              onChange={(e) => ed.set('category', e.target.value)}
              data-testid="promo-category"
            >
              {categories.some((c) => c.code === d.category) ? null : <option value={d.category}>{d.category}</option>}
              {categories.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name[lang]}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t(`${E}.sort`)} hint={t(`${E}.sortHint`)} error={err('sort')}>
            {numberInput('sort', d.sort, false)}
          </Field>
          {saved?.serverSeedHash ? (
            <Field
              label={t(`${E}.seedHash`)}
              hint={
                saved.drawnAt
                  ? t(`${E}.drawnAt`, { at: formatConsoleTime(saved.drawnAt, i18n.language, 'second') })
                  : undefined
              }
            >
              <code
                css={css`
                  font-size: 11px;
                  word-break: break-all;
                  color: var(--c-text);
                `}
                data-testid="promo-seed-hash"
              >
                {saved.serverSeedHash}
              </code>
            </Field>
          ) : null}
        </div>
      </section>

      <section css={sectionCard}>
        <h3 css={cardTitle}>{t(`${E}.texts`)}</h3>
        <div css={grid(2)}>
          {LANGS.map((l) => (
            <div
              key={l}
              css={css`
                display: grid;
                gap: 12px;
                align-content: start;
                min-width: 0;
              `}
            >
              <p css={langHead}>{t(`${E}.${l === 'TW' ? 'tw' : 'en'}`)}</p>
              <Field label={t(`${E}.title`)} error={err(`title.${l}`)}>
                {text(`title.${l}`, d.title[l], 80, false, `promo-title-${l}`)}
              </Field>
              <Field label={t(`${E}.summary`)} error={err(`summary.${l}`)}>
                {text(`summary.${l}`, d.summary[l], 300, true, `promo-summary-${l}`)}
              </Field>
              <Field label={t(`${E}.terms`)} hint={t(`${E}.termsHint`)} error={err(`termsHtml.${l}`)}>
                <textarea
                  css={code}
                  value={d.termsHtml[l]}
                  maxLength={20000}
                  disabled={readOnly}
                  aria-invalid={!!err(`termsHtml.${l}`)}
                  onChange={(e) => ed.set(`termsHtml.${l}`, e.target.value)}
                  data-testid={`promo-terms-${l}`}
                />
              </Field>
              <div
                css={css`
                  display: grid;
                  gap: 6px;
                `}
              >
                <span
                  css={[
                    muted,
                    css`
                      font-size: 12px;
                      font-weight: 700;
                    `,
                  ]}
                >
                  {t(`${E}.preview`)}
                </span>
                <div
                  css={css`
                    border: 1px dashed var(--c-border);
                    border-radius: var(--r-md);
                    padding: 12px 14px;
                    max-height: 220px;
                    overflow: auto;
                    background: var(--c-bg);
                  `}
                  data-testid={`promo-terms-preview-${l}`}
                >
                  <SafeHtml html={d.termsHtml[l]} />
                </div>
              </div>
            </div>
          ))}
        </div>
        <div css={grid(2)}>
          <Field group label={t(`${E}.image`)} hint={t(`${E}.imageHint`)} error={err('image') ?? uploadError}>
            <div
              css={css`
                display: flex;
                gap: 12px;
                align-items: center;
                flex-wrap: wrap;
              `}
            >
              {d.image ? (
                <img
                  src={d.image}
                  alt=""
                  css={css`
                    width: 200px;
                    height: 100px;
                    object-fit: cover;
                    border-radius: var(--r-md);
                    border: 1px solid var(--c-border);
                  `}
                  data-testid="promo-image-preview"
                />
              ) : (
                <div
                  css={css`
                    width: 200px;
                    height: 100px;
                    border-radius: var(--r-md);
                    border: 1px dashed var(--c-border);
                    display: grid;
                    place-items: center;
                    color: var(--c-muted);
                    font-size: 12px;
                  `}
                >
                  {t(`${E}.noImage`)}
                </div>
              )}
              {!readOnly ? (
                <div
                  css={css`
                    display: grid;
                    gap: 8px;
                  `}
                >
                  <span
                    css={[
                      ghostButton,
                      css`
                        position: relative;
                        height: 34px;
                        padding: 0 14px;
                        font-size: 13px;
                        cursor: pointer;
                      `,
                    ]}
                  >
                    {uploading ? t(`${E}.uploading`) : t(`${E}.upload`)}
                    <input
                      type="file"
                      accept="image/png,image/jpeg,image/webp"
                      aria-label={t(`${E}.upload`)}
                      css={css`
                        position: absolute;
                        inset: 0;
                        opacity: 0;
                        cursor: pointer;
                      `}
                      onChange={(e) => void upload(e.target.files?.[0])}
                      data-testid="promo-image-upload"
                    />
                  </span>
                  {d.image ? (
                    <button
                      type="button"
                      css={[
                        ghostButton,
                        css`
                          height: 30px;
                          padding: 0 12px;
                          font-size: 12px;
                        `,
                      ]}
                      onClick={() => ed.set('image', null)}
                    >
                      {t(`${E}.removeImage`)}
                    </button>
                  ) : null}
                </div>
              ) : null}
            </div>
          </Field>
          <Field label={t(`${E}.imageUrl`)}>
            <input
              css={input}
              value={d.image ?? ''}
              maxLength={300}
              disabled={readOnly}
              placeholder="https://"
              onChange={(e) => ed.set('image', e.target.value.trim() === '' ? null : e.target.value.trim())}
              data-testid="promo-image-url"
            />
          </Field>
        </div>
      </section>

      <section css={sectionCard}>
        <h3 css={cardTitle}>{t(`${E}.schedule`)}</h3>
        <div css={grid(3)}>
          <Field label={t(`${E}.startsAt`)} error={err('startsAt')}>
            {dateInput('startsAt', d.startsAt, false, false, 'promo-starts')}
          </Field>
          <Field label={t(`${E}.endsAt`)} error={err('endsAt')}>
            {dateInput('endsAt', d.endsAt, false, false, 'promo-ends')}
          </Field>
          {d.kind !== 'automatic' ? (
            <Field
              label={t(`${E}.signUpEndsAt`)}
              hint={d.signUpEndsAt ? undefined : t(`${E}.signUpNone`)}
              error={err('signUpEndsAt')}
            >
              {dateInput('signUpEndsAt', d.signUpEndsAt, false, true, 'promo-signup-ends')}
            </Field>
          ) : null}
        </div>
        <div
          css={css`
            display: grid;
            gap: 8px;
          `}
        >
          <span
            css={[
              muted,
              css`
                font-size: 12px;
                font-weight: 700;
              `,
            ]}
          >
            {t(`${E}.audience`)}
          </span>
          <div
            role="group"
            aria-label={t(`${E}.audience`)}
            css={css`
              display: flex;
              gap: 8px;
              flex-wrap: wrap;
            `}
          >
            <button
              type="button"
              css={chip(d.vipLevels.length === 0)}
              aria-pressed={d.vipLevels.length === 0}
              disabled={readOnly}
              onClick={() => ed.set('vipLevels', [])}
              data-testid="promo-vip-all"
            >
              {t(`${E}.allLevels`)}
            </button>
            {vipLevels.map((v) => {
              const on = d.vipLevels.includes(v.level);
              return (
                <button
                  key={v.level}
                  type="button"
                  css={chip(on)}
                  aria-pressed={on}
                  disabled={readOnly}
                  onClick={() =>
                    ed.set(
                      'vipLevels',
                      on ? d.vipLevels.filter((x) => x !== v.level) : [...d.vipLevels, v.level].sort((a, b) => a - b),
                    )
                  }
                  data-testid={`promo-vip-${v.level}`}
                >
                  VIP {v.level} · {v.name[lang]}
                </button>
              );
            })}
          </div>
          <span
            css={[
              muted,
              css`
                font-size: 11px;
              `,
            ]}
          >
            {t(`${E}.audienceHint`)}
          </span>
          {err('vipLevels') ? (
            <span
              role="alert"
              css={css`
                color: var(--c-danger);
                font-size: 12px;
                font-weight: 600;
              `}
            >
              {err('vipLevels')}
            </span>
          ) : null}
        </div>
      </section>

      <section css={sectionCard}>
        <h3 css={cardTitle}>{t(`${E}.rule`)}</h3>
        <div css={grid(3)}>
          <Field label={t(`${E}.trigger`)} error={err('rule.trigger')}>
            <select
              css={input}
              value={d.rule.trigger}
              disabled={locked || readOnly || TRIGGERS_OF[d.kind].length === 1}
              onChange={(e) =>
                ed.change((b) => ({
                  ...b,
                  rule: {
                    ...b.rule,
                    trigger: e.target.value as PromotionBody['rule']['trigger'],
                    category: e.target.value === 'validBet' ? b.rule.category : null,
                  },
                }))
              }
              data-testid="promo-trigger"
            >
              {TRIGGERS_OF[d.kind].map((tr) => (
                <option key={tr} value={tr}>
                  {t(`${K}.triggers.${tr}`)}
                </option>
              ))}
            </select>
          </Field>
          {d.rule.trigger === 'validBet' ? (
            <Field label={t(`${E}.gameCategory`)} error={err('rule.category')}>
              <select
                css={input}
                value={d.rule.category ?? ''}
                disabled={locked || readOnly}
                onChange={(e) => ed.set('rule.category', e.target.value || null)}
                data-testid="promo-rule-category"
              >
                <option value="">{t(`${E}.anyCategory`)}</option>
                {GAME_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {t(`categories.${c}`)}
                  </option>
                ))}
              </select>
            </Field>
          ) : null}
          {d.rule.trigger !== 'none' ? (
            <Field label={t(`${E}.target`)} hint={t(`${E}.targetHint`)} error={err('rule.target')}>
              {moneyInput('rule.target', d.rule.target, locked, 'promo-target')}
            </Field>
          ) : null}
        </div>
        {d.kind !== 'raffle' ? (
          <div css={grid(4)}>
            <Field label={t(`${E}.rewardType`)}>
              <select
                css={input}
                value={d.rule.reward.type}
                disabled={locked || readOnly}
                onChange={(e) => ed.set('rule.reward.type', e.target.value)}
                data-testid="promo-reward-type"
              >
                <option value="fixed">{t(`${K}.rewardTypes.fixed`)}</option>
                <option value="percent">{t(`${K}.rewardTypes.percent`)}</option>
              </select>
            </Field>
            {percent ? (
              <>
                <Field label={`${t(`${E}.percent`)} (%)`} error={err('rule.reward.percent')}>
                  {numberInput('rule.reward.percent', d.rule.reward.percent, locked, '0.01', 'promo-percent')}
                </Field>
                <Field label={t(`${E}.max`)} hint={t(`${E}.maxHint`)} error={err('rule.reward.max')}>
                  {moneyInput('rule.reward.max', d.rule.reward.max, locked, 'promo-max')}
                </Field>
              </>
            ) : (
              <Field label={t(`${E}.amount`)} error={err('rule.reward.amount')}>
                {moneyInput('rule.reward.amount', d.rule.reward.amount, locked, 'promo-amount')}
              </Field>
            )}
            <Field label={t(`${E}.multiple`)} hint={t(`${E}.multipleHint`)} error={err('rule.multiple')}>
              {numberInput('rule.multiple', d.rule.multiple, locked, '0.01', 'promo-multiple')}
            </Field>
          </div>
        ) : (
          <div css={grid(4)}>
            <Field label={t(`${E}.multiple`)} hint={t(`${E}.multipleHint`)} error={err('rule.multiple')}>
              {numberInput('rule.multiple', d.rule.multiple, locked, '0.01', 'promo-multiple')}
            </Field>
          </div>
        )}
      </section>

      {raffle ? (
        <section css={sectionCard} data-testid="promo-raffle">
          <h3 css={cardTitle}>{t(`${E}.raffle`)}</h3>
          {err('raffle') &&
          !err('raffle.drawAt') &&
          !err('raffle.prizes') &&
          !err('raffle.ticketPerValidBet') &&
          !err('raffle.ticketPerDeposit') ? (
            <span
              role="alert"
              css={css`
                color: var(--c-danger);
                font-size: 12px;
                font-weight: 600;
              `}
            >
              {err('raffle')}
            </span>
          ) : null}
          <div css={grid(4)}>
            <Field
              label={t(`${E}.ticketPerValidBet`)}
              hint={raffle.ticketPerValidBet === null ? t(`${E}.off`) : undefined}
              error={err('raffle.ticketPerValidBet')}
            >
              <input
                css={input}
                inputMode="decimal"
                value={raffle.ticketPerValidBet ?? ''}
                disabled={locked || readOnly}
                aria-invalid={!!err('raffle.ticketPerValidBet')}
                onChange={(e) =>
                  ed.set('raffle.ticketPerValidBet', e.target.value.trim() === '' ? null : e.target.value.trim())
                }
                data-testid="promo-ticket-bet"
              />
            </Field>
            <Field
              label={t(`${E}.ticketPerDeposit`)}
              hint={raffle.ticketPerDeposit === null ? t(`${E}.off`) : undefined}
              error={err('raffle.ticketPerDeposit')}
            >
              <input
                css={input}
                inputMode="decimal"
                value={raffle.ticketPerDeposit ?? ''}
                disabled={locked || readOnly}
                onChange={(e) =>
                  ed.set('raffle.ticketPerDeposit', e.target.value.trim() === '' ? null : e.target.value.trim())
                }
                data-testid="promo-ticket-deposit"
              />
            </Field>
            <Field label={t(`${E}.maxTickets`)} error={err('raffle.maxTickets')}>
              {numberInput('raffle.maxTickets', raffle.maxTickets, locked)}
            </Field>
            <Field label={t(`${E}.drawAt`)} hint={t(`${E}.drawHint`)} error={err('raffle.drawAt')}>
              {dateInput('raffle.drawAt', raffle.drawAt, locked, false, 'promo-draw-at')}
            </Field>
          </div>
          <div
            css={css`
              display: grid;
              gap: 8px;
            `}
          >
            <span
              css={[
                muted,
                css`
                  font-size: 12px;
                  font-weight: 700;
                `,
              ]}
            >
              {t(`${E}.prizes`)}
            </span>
            {raffle.prizes.map((p, i) => (
              <div
                key={i}
                css={css`
                  display: grid;
                  grid-template-columns: 36px minmax(0, 1.4fr) minmax(0, 1.4fr) minmax(0, 1fr) 90px auto;
                  gap: 10px;
                  align-items: end;
                `}
                data-testid="promo-prize"
              >
                <strong
                  css={css`
                    height: 36px;
                    display: grid;
                    place-items: center;
                    border-radius: 50%;
                    background: color-mix(in srgb, var(--c-gold) 18%, transparent);
                    color: var(--c-gold);
                  `}
                >
                  {i + 1}
                </strong>
                <Field label={`${t(`${E}.prizeName`)} TW`} error={err(`raffle.prizes.${i}.name`)}>
                  <input
                    css={input}
                    value={p.name.TW}
                    maxLength={60}
                    disabled={locked || readOnly}
                    onChange={(e) => ed.set(`raffle.prizes.${i}.name.TW`, e.target.value)}
                  />
                </Field>
                <Field label={`${t(`${E}.prizeName`)} EN`}>
                  <input
                    css={input}
                    value={p.name.EN}
                    maxLength={60}
                    disabled={locked || readOnly}
                    onChange={(e) => ed.set(`raffle.prizes.${i}.name.EN`, e.target.value)}
                  />
                </Field>
                <Field label={t(`${E}.prizeAmount`)} error={err(`raffle.prizes.${i}.amount`)}>
                  {moneyInput(`raffle.prizes.${i}.amount`, p.amount, locked)}
                </Field>
                <Field label={t(`${E}.prizeCount`)}>{numberInput(`raffle.prizes.${i}.count`, p.count, locked)}</Field>
                <button
                  type="button"
                  aria-label={t(`${E}.removePrize`)}
                  title={t(`${E}.removePrize`)}
                  css={[
                    ghostButton,
                    css`
                      height: 36px;
                      width: 36px;
                      padding: 0;
                    `,
                  ]}
                  disabled={locked || readOnly || raffle.prizes.length <= 1}
                  onClick={() =>
                    ed.change((b) => ({
                      ...b,
                      raffle: b.raffle ? { ...b.raffle, prizes: b.raffle.prizes.filter((_, j) => j !== i) } : null,
                    }))
                  }
                >
                  ×
                </button>
              </div>
            ))}
            {!locked && !readOnly && raffle.prizes.length < 20 ? (
              <button
                type="button"
                css={[
                  ghostButton,
                  css`
                    justify-self: start;
                    height: 34px;
                    font-size: 13px;
                  `,
                ]}
                onClick={() =>
                  ed.change((b) => ({
                    ...b,
                    raffle: b.raffle
                      ? {
                          ...b.raffle,
                          prizes: [
                            ...b.raffle.prizes,
                            {
                              name: {
                                TW: `${b.raffle.prizes.length + 1}獎`,
                                EN: `Prize ${b.raffle.prizes.length + 1}`,
                              },
                              amount: '100.00',
                              count: 1,
                            },
                          ],
                        }
                      : null,
                  }))
                }
                data-testid="promo-add-prize"
              >
                + {t(`${E}.addPrize`)}
              </button>
            ) : null}
          </div>
        </section>
      ) : null}

      <ConfirmDialog
        open={confirm === 'publish'}
        title={t(`${E}.confirmPublishTitle`)}
        text={t(`${E}.confirmPublish`)}
        busy={ed.busy}
        onClose={() => setConfirm(null)}
        onConfirm={() => void act('publish')}
        testId="promo-confirm-publish"
      />
      <ConfirmDialog
        open={confirm === 'end'}
        title={t(`${E}.confirmEndTitle`)}
        text={t(`${E}.confirmEnd`)}
        busy={ed.busy}
        onClose={() => setConfirm(null)}
        onConfirm={() => void act('end')}
        testId="promo-confirm-end"
      />
    </div>
  );
});
