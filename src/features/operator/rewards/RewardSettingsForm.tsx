/**
 * The reward settings document as a form (docs/rewards.md "Settings"; schemas/api/rewards.json
 * rewardSettingsBody): turnover contributions per game category, first deposit and reload rules,
 * manual rebate, expiries, VIP levels (add / remove), referral, missions (add / edit / remove) and
 * the two weekly leaderboards. Every input writes one field path of the store's draft; the field a
 * refused save names is marked. Saved over the version it started from (a stale save offers a
 * reload).
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GAME_CATEGORIES,
  type DepositBonusRule,
  type GameCategory,
  type MissionSetting,
  type RewardSettingsBody,
} from '../../../../contract/types';
import { formatConsoleTime } from '../../../shared/time';
import { ghostButton, primaryButton } from '../../../components/styles';
import type { RewardSettingsModel } from '../../../stores/operator/RewardsConsoleStore';
import type { Instance } from 'mobx-state-tree';
import { input, muted, Section, Switch } from '../ui';

type Store = Instance<typeof RewardSettingsModel>;
const K = 'operator.console.rewards';

const fieldGrid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(170px, 1fr));
  gap: 12px 14px;
`;
const fieldLabel = css`
  display: grid;
  gap: 5px;
  font-size: 12px;
  color: var(--c-muted);
  & input,
  & select {
    width: 100%;
  }
`;
const tableWrap = css`
  overflow-x: auto;
  border: 1px solid var(--c-border);
  border-radius: var(--r-md);
`;
const gridTable = css`
  width: 100%;
  border-collapse: collapse;
  font-size: 12px;
  th {
    text-align: left;
    padding: 8px;
    color: var(--c-muted);
    font-weight: 700;
    white-space: nowrap;
    background: var(--c-hover);
  }
  td {
    padding: 6px 8px;
    border-top: 1px solid var(--c-border);
    vertical-align: middle;
  }
  input,
  select {
    height: 30px;
    width: 100%;
    min-width: 64px;
  }
`;
const twoCols = css`
  display: grid;
  min-width: 0;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  & > section {
    min-width: 0;
  }
  gap: 16px;
  @media (max-width: 900px) {
    grid-template-columns: 1fr;
  }
`;

/** A number field bound to `path`. */
const NumberField = observer(function NumberField({
  store,
  path,
  value,
  label,
  step = 1,
  min = 0,
  max,
  bare = false,
}: {
  store: Store;
  path: string;
  value: number;
  label: string;
  step?: number;
  min?: number;
  max?: number;
  bare?: boolean;
}) {
  const control = (
    <input
      type="number"
      css={input}
      value={Number.isFinite(value) ? value : ''}
      step={step}
      min={min}
      max={max}
      aria-label={bare ? label : undefined}
      aria-invalid={store.invalid(path) || undefined}
      data-field={path}
      onChange={(e) => store.set(path, e.target.value === '' ? 0 : Number(e.target.value))}
    />
  );
  return bare ? (
    control
  ) : (
    <label css={fieldLabel}>
      {label}
      {control}
    </label>
  );
});

/** A text field (money and names) bound to `path`. */
const TextField = observer(function TextField({
  store,
  path,
  value,
  label,
  bare = false,
  inputMode,
}: {
  store: Store;
  path: string;
  value: string;
  label: string;
  bare?: boolean;
  inputMode?: 'decimal' | 'text';
}) {
  const control = (
    <input
      type="text"
      css={input}
      value={value}
      inputMode={inputMode}
      aria-label={bare ? label : undefined}
      aria-invalid={store.invalid(path) || undefined}
      data-field={path}
      onChange={(e) => store.set(path, e.target.value)}
    />
  );
  return bare ? (
    control
  ) : (
    <label css={fieldLabel}>
      {label}
      {control}
    </label>
  );
});

/** One deposit bonus rule. */
const DepositRule = observer(function DepositRule({
  store,
  which,
  rule,
}: {
  store: Store;
  which: 'firstDeposit' | 'reload';
  rule: DepositBonusRule;
}) {
  const { t } = useTranslation();
  return (
    <div
      css={css`
        display: grid;
        gap: 12px;
      `}
      data-testid={`rewards-rule-${which}`}
    >
      <div
        css={css`
          display: flex;
          justify-content: space-between;
          align-items: center;
        `}
      >
        <strong
          css={css`
            font-size: 14px;
          `}
        >
          {t(`${K}.deposit.${which}`)}
        </strong>
        <Switch
          checked={rule.enabled}
          onChange={(on) => store.set(`${which}.enabled`, on)}
          label={t(`${K}.deposit.enabled`)}
          testId={`rewards-rule-${which}-enabled`}
        />
      </div>
      <div css={fieldGrid}>
        <NumberField
          store={store}
          path={`${which}.percent`}
          value={rule.percent}
          label={t(`${K}.deposit.percent`)}
          step={0.01}
          max={1000}
        />
        <TextField
          store={store}
          path={`${which}.maxBonus`}
          value={rule.maxBonus}
          label={t(`${K}.deposit.maxBonus`)}
          inputMode="decimal"
        />
        <TextField
          store={store}
          path={`${which}.minDeposit`}
          value={rule.minDeposit}
          label={t(`${K}.deposit.minDeposit`)}
          inputMode="decimal"
        />
        <NumberField
          store={store}
          path={`${which}.multiple`}
          value={rule.multiple}
          label={t(`${K}.deposit.multiple`)}
          step={0.01}
          max={100}
        />
        <label css={fieldLabel}>
          {t(`${K}.deposit.base`)}
          <select css={input} value={rule.base} onChange={(e) => store.set(`${which}.base`, e.target.value)}>
            <option value="bonus">{t(`${K}.deposit.baseBonus`)}</option>
            <option value="bonusDeposit">{t(`${K}.deposit.baseBonusDeposit`)}</option>
          </select>
        </label>
        <NumberField
          store={store}
          path={`${which}.expiryDays`}
          value={rule.expiryDays}
          label={t(`${K}.deposit.expiryDays`)}
          min={1}
          max={365}
        />
      </div>
    </div>
  );
});

const VipLevels = observer(function VipLevels({ store, vip }: { store: Store; vip: RewardSettingsBody['vip'] }) {
  const { t } = useTranslation();
  const remove = (i: number) =>
    store.change((d) => ({ ...d, vip: { ...d.vip, levels: d.vip.levels.filter((_, j) => j !== i) } }));
  const add = () =>
    store.change((d) => {
      const last = d.vip.levels[d.vip.levels.length - 1]!;
      const level = Math.max(...d.vip.levels.map((l) => l.level)) + 1;
      return {
        ...d,
        vip: {
          ...d.vip,
          levels: [
            ...d.vip.levels,
            { ...last, level, name: { TW: `VIP ${level}`, EN: `VIP ${level}` }, rebateRates: { ...last.rebateRates } },
          ],
        },
      };
    });
  return (
    <>
      <div
        css={css`
          display: flex;
          gap: 24px;
          align-items: end;
          flex-wrap: wrap;
        `}
      >
        <Switch
          checked={vip.enabled}
          onChange={(on) => store.set('vip.enabled', on)}
          label={t(`${K}.vip.enabled`)}
          testId="rewards-vip-enabled"
        />
        <div
          css={css`
            width: 200px;
          `}
        >
          <NumberField
            store={store}
            path="vip.giftMultiple"
            value={vip.giftMultiple}
            label={t(`${K}.vip.giftMultiple`)}
            step={0.01}
            max={100}
          />
        </div>
      </div>
      <div css={tableWrap}>
        <table css={gridTable} data-testid="rewards-vip-levels">
          <thead>
            <tr>
              <th>{t(`${K}.vip.level`)}</th>
              <th>{t(`${K}.vip.nameTw`)}</th>
              <th>{t(`${K}.vip.nameEn`)}</th>
              <th>{t(`${K}.vip.minValidBet`)}</th>
              <th>{t(`${K}.vip.minDeposits`)}</th>
              <th>{t(`${K}.vip.levelUpGift`)}</th>
              <th>{t(`${K}.vip.monthlyGift`)}</th>
              {GAME_CATEGORIES.map((c) => (
                <th key={c} title={t(`${K}.vip.rates`)}>
                  {t(`categories.${c}`)} %
                </th>
              ))}
              <th />
            </tr>
          </thead>
          <tbody>
            {vip.levels.map((l, i) => (
              <tr key={i}>
                <td
                  css={css`
                    width: 64px;
                  `}
                >
                  <NumberField
                    store={store}
                    path={`vip.levels.${i}.level`}
                    value={l.level}
                    label={t(`${K}.vip.level`)}
                    max={50}
                    bare
                  />
                </td>
                <td>
                  <TextField
                    store={store}
                    path={`vip.levels.${i}.name.TW`}
                    value={l.name.TW}
                    label={t(`${K}.vip.nameTw`)}
                    bare
                  />
                </td>
                <td>
                  <TextField
                    store={store}
                    path={`vip.levels.${i}.name.EN`}
                    value={l.name.EN}
                    label={t(`${K}.vip.nameEn`)}
                    bare
                  />
                </td>
                {(['minValidBet', 'minDeposits', 'levelUpGift', 'monthlyGift'] as const).map((f) => (
                  <td
                    key={f}
                    css={css`
                      min-width: 100px;
                    `}
                  >
                    <TextField
                      store={store}
                      path={`vip.levels.${i}.${f}`}
                      value={l[f]}
                      label={t(`${K}.vip.${f}`)}
                      inputMode="decimal"
                      bare
                    />
                  </td>
                ))}
                {GAME_CATEGORIES.map((c) => (
                  <td key={c}>
                    <TextField
                      store={store}
                      path={`vip.levels.${i}.rebateRates.${c}`}
                      value={l.rebateRates[c as GameCategory] ?? '0.00'}
                      label={`${t(`categories.${c}`)} %`}
                      inputMode="decimal"
                      bare
                    />
                  </td>
                ))}
                <td>
                  <button
                    type="button"
                    css={[
                      ghostButton,
                      css`
                        height: 30px;
                        padding: 0 10px;
                      `,
                    ]}
                    onClick={() => remove(i)}
                    disabled={vip.levels.length <= 1}
                    aria-label={`${t(`${K}.remove`)} ${l.level}`}
                  >
                    {t(`${K}.remove`)}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div>
        <button
          type="button"
          css={ghostButton}
          onClick={add}
          disabled={vip.levels.length >= 20}
          data-testid="rewards-vip-add"
        >
          + {t(`${K}.vip.add`)}
        </button>
      </div>
    </>
  );
});

const MISSION_KINDS: readonly MissionSetting['kind'][] = ['validBet', 'deposit', 'playDays', 'winRounds'];

const Missions = observer(function Missions({
  store,
  missions,
}: {
  store: Store;
  missions: readonly MissionSetting[];
}) {
  const { t } = useTranslation();
  const remove = (i: number) => store.change((d) => ({ ...d, missions: d.missions.filter((_, j) => j !== i) }));
  const add = () =>
    store.change((d) => {
      let n = d.missions.length + 1;
      while (d.missions.some((m) => m.id === `mission-${n}`)) n++;
      const mission: MissionSetting = {
        id: `mission-${n}`,
        enabled: true,
        period: 'daily',
        kind: 'validBet',
        category: null,
        target: '100.00',
        reward: '5.00',
        multiple: 1,
        title: { TW: '新任務', EN: 'New mission' },
      };
      return { ...d, missions: [...d.missions, mission] };
    });
  return (
    <>
      {missions.length === 0 ? <p css={muted}>{t(`${K}.missions.empty`)}</p> : null}
      {missions.length > 0 ? (
        <div css={tableWrap}>
          <table css={gridTable} data-testid="rewards-missions">
            <thead>
              <tr>
                {(
                  [
                    'id',
                    'enabled',
                    'period',
                    'kind',
                    'category',
                    'target',
                    'reward',
                    'multiple',
                    'titleTw',
                    'titleEn',
                  ] as const
                ).map((h) => (
                  <th key={h}>{t(`${K}.missions.${h}`)}</th>
                ))}
                <th />
              </tr>
            </thead>
            <tbody>
              {missions.map((m, i) => (
                <tr key={i} data-testid="rewards-mission-row">
                  <td
                    css={css`
                      min-width: 110px;
                    `}
                  >
                    <TextField
                      store={store}
                      path={`missions.${i}.id`}
                      value={m.id}
                      label={t(`${K}.missions.id`)}
                      bare
                    />
                  </td>
                  <td>
                    <input
                      type="checkbox"
                      checked={m.enabled}
                      aria-label={t(`${K}.missions.enabled`)}
                      onChange={(e) => store.set(`missions.${i}.enabled`, e.target.checked)}
                      css={css`
                        width: 18px !important;
                        min-width: 0 !important;
                      `}
                    />
                  </td>
                  <td>
                    <select
                      css={input}
                      value={m.period}
                      aria-label={t(`${K}.missions.period`)}
                      onChange={(e) => store.set(`missions.${i}.period`, e.target.value)}
                    >
                      <option value="daily">{t(`${K}.missions.daily`)}</option>
                      <option value="weekly">{t(`${K}.missions.weekly`)}</option>
                    </select>
                  </td>
                  <td
                    css={css`
                      min-width: 110px;
                    `}
                  >
                    <select
                      css={input}
                      value={m.kind}
                      aria-label={t(`${K}.missions.kind`)}
                      aria-invalid={store.invalid(`missions.${i}.kind`) || undefined}
                      onChange={(e) => store.set(`missions.${i}.kind`, e.target.value)}
                    >
                      {MISSION_KINDS.map((k) => (
                        <option key={k} value={k}>
                          {t(`${K}.missions.kinds.${k}`)}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td
                    css={css`
                      min-width: 110px;
                    `}
                  >
                    <select
                      css={input}
                      value={m.category ?? ''}
                      aria-label={t(`${K}.missions.category`)}
                      disabled={m.kind === 'deposit' || m.kind === 'playDays'}
                      onChange={(e) =>
                        store.set(`missions.${i}.category`, e.target.value === '' ? null : e.target.value)
                      }
                    >
                      <option value="">{t(`${K}.missions.anyCategory`)}</option>
                      {GAME_CATEGORIES.map((c) => (
                        <option key={c} value={c}>
                          {t(`categories.${c}`)}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td
                    css={css`
                      min-width: 90px;
                    `}
                  >
                    <TextField
                      store={store}
                      path={`missions.${i}.target`}
                      value={m.target}
                      label={t(`${K}.missions.target`)}
                      inputMode="decimal"
                      bare
                    />
                  </td>
                  <td
                    css={css`
                      min-width: 80px;
                    `}
                  >
                    <TextField
                      store={store}
                      path={`missions.${i}.reward`}
                      value={m.reward}
                      label={t(`${K}.missions.reward`)}
                      inputMode="decimal"
                      bare
                    />
                  </td>
                  <td
                    css={css`
                      width: 70px;
                    `}
                  >
                    <NumberField
                      store={store}
                      path={`missions.${i}.multiple`}
                      value={m.multiple}
                      label={t(`${K}.missions.multiple`)}
                      step={0.01}
                      max={100}
                      bare
                    />
                  </td>
                  <td
                    css={css`
                      min-width: 150px;
                    `}
                  >
                    <TextField
                      store={store}
                      path={`missions.${i}.title.TW`}
                      value={m.title.TW}
                      label={t(`${K}.missions.titleTw`)}
                      bare
                    />
                  </td>
                  <td
                    css={css`
                      min-width: 170px;
                    `}
                  >
                    <TextField
                      store={store}
                      path={`missions.${i}.title.EN`}
                      value={m.title.EN}
                      label={t(`${K}.missions.titleEn`)}
                      bare
                    />
                  </td>
                  <td>
                    <button
                      type="button"
                      css={[
                        ghostButton,
                        css`
                          height: 30px;
                          padding: 0 10px;
                        `,
                      ]}
                      onClick={() => remove(i)}
                      aria-label={`${t(`${K}.remove`)} ${m.id}`}
                    >
                      {t(`${K}.remove`)}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <div>
        <button
          type="button"
          css={ghostButton}
          onClick={add}
          disabled={missions.length >= 30}
          data-testid="rewards-mission-add"
        >
          + {t(`${K}.missions.add`)}
        </button>
      </div>
    </>
  );
});

/** A leaderboard: on/off, prizes by rank (edited as a comma-separated list), multiple. */
const Board = observer(function Board({
  store,
  which,
  board,
}: {
  store: Store;
  which: 'validBet' | 'biggestWin';
  board: RewardSettingsBody['leaderboards']['validBet'];
}) {
  const { t } = useTranslation();
  const path = `leaderboards.${which}`;
  const prizesInvalid =
    board.prizes.some((_, i) => store.invalid(`${path}.prizes.${i}`)) || store.invalid(`${path}.prizes`);
  return (
    <div
      css={css`
        display: grid;
        gap: 10px;
      `}
    >
      <div
        css={css`
          display: flex;
          justify-content: space-between;
          align-items: center;
        `}
      >
        <strong
          css={css`
            font-size: 14px;
          `}
        >
          {t(`${K}.leaderboards.${which}`)}
        </strong>
        <Switch
          checked={board.enabled}
          onChange={(on) => store.set(`${path}.enabled`, on)}
          label={t(`${K}.leaderboards.enabled`)}
        />
      </div>
      <label css={fieldLabel}>
        {t(`${K}.leaderboards.prizes`)}
        <textarea
          css={[
            input,
            css`
              height: 64px;
              padding: 8px 10px;
              resize: vertical;
            `,
          ]}
          value={board.prizes.join(', ')}
          aria-invalid={prizesInvalid || undefined}
          onChange={(e) =>
            store.set(
              `${path}.prizes`,
              e.target.value
                .split(/[,，\s]+/)
                .map((p) => p.trim())
                .filter(Boolean),
            )
          }
        />
      </label>
      <div
        css={css`
          width: 200px;
        `}
      >
        <NumberField
          store={store}
          path={`${path}.multiple`}
          value={board.multiple}
          label={t(`${K}.leaderboards.multiple`)}
          step={0.01}
          max={100}
        />
      </div>
    </div>
  );
});

/** The save bar: version, unsaved marker, the refusal (field or stale with reload), discard and save. */
const SaveRow = observer(function SaveRow({ store, onReload }: { store: Store; onReload(): void }) {
  const { t, i18n } = useTranslation();
  const saved = store.saved!;
  let message: ReactNode = null;
  if (store.problem) {
    message = (
      <span
        role="alert"
        css={css`
          color: var(--c-danger);
          font-weight: 600;
        `}
        data-testid="rewards-save-problem"
      >
        {store.problem.stale ? t(`${K}.stale`) : store.problem.message}
        {store.problem.stale ? (
          <button
            type="button"
            css={[
              ghostButton,
              css`
                margin-left: 10px;
                height: 30px;
              `,
            ]}
            onClick={onReload}
            data-testid="rewards-reload"
          >
            {t(`${K}.reload`)}
          </button>
        ) : null}
      </span>
    );
  } else if (store.savedNow) {
    message = (
      <span
        role="status"
        css={css`
          color: var(--c-success);
          font-weight: 600;
        `}
        data-testid="rewards-saved"
      >
        {t(`${K}.saved`)}
      </span>
    );
  } else if (store.dirty) {
    message = (
      <span
        css={css`
          color: var(--c-gold);
          font-weight: 600;
        `}
      >
        {t(`${K}.unsaved`)}
      </span>
    );
  }
  return (
    <div
      css={css`
        position: sticky;
        bottom: 0;
        z-index: 2;
        display: flex;
        align-items: center;
        gap: 14px;
        flex-wrap: wrap;
        padding: 12px 18px;
        border-radius: var(--r-lg);
        border: 1px solid var(--c-border);
        background: color-mix(in srgb, var(--c-surface) 94%, transparent);
        backdrop-filter: blur(6px);
        box-shadow: var(--shadow-card);
      `}
      data-testid="rewards-save-bar"
    >
      <span css={muted}>
        {saved.version === 0 ? t(`${K}.defaults`) : t(`${K}.version`, { version: saved.version })}
        {saved.updatedAt
          ? ` · ${t(`${K}.savedAt`, { at: formatConsoleTime(saved.updatedAt, i18n.language, 'second') })}`
          : ''}
      </span>
      <span
        css={css`
          flex: 1;
          font-size: 13px;
        `}
      >
        {message}
      </span>
      <button type="button" css={ghostButton} onClick={() => store.discard()} disabled={!store.dirty || store.saving}>
        {t(`${K}.discard`)}
      </button>
      <button
        type="button"
        css={primaryButton}
        onClick={() => void store.save(t(`${K}.saveFailed`))}
        disabled={!store.dirty || store.saving}
        data-testid="rewards-save"
      >
        {store.saving ? t(`${K}.saving`) : t(`${K}.save`)}
      </button>
    </div>
  );
});

export const RewardSettingsForm = observer(function RewardSettingsForm({ store }: { store: Store }) {
  const { t } = useTranslation();
  const d = store.draft;
  if (store.loadError)
    return (
      <div
        role="alert"
        css={css`
          display: grid;
          gap: 10px;
          justify-items: start;
        `}
      >
        <span>{store.loadError}</span>
        <button type="button" css={ghostButton} onClick={() => void store.load(t(`${K}.loadFailed`))}>
          {t(`${K}.retry`)}
        </button>
      </div>
    );
  if (!d || !store.saved)
    return (
      <p css={muted} aria-busy="true">
        {t(`${K}.loading`)}
      </p>
    );
  return (
    <div
      css={css`
        display: grid;
        grid-template-columns: minmax(0, 1fr);
        gap: 16px;
        min-width: 0;
        & > section {
          min-width: 0;
        }
      `}
      data-testid="rewards-settings"
    >
      <Section
        title={t(`${K}.contributions.title`)}
        intro={t(`${K}.contributions.intro`)}
        testId="rewards-contributions"
      >
        <div css={fieldGrid}>
          {GAME_CATEGORIES.map((c) => (
            <NumberField
              key={c}
              store={store}
              path={`contributions.${c}`}
              value={d.contributions[c as GameCategory] ?? 100}
              label={`${t(`categories.${c}`)} %`}
              max={100}
            />
          ))}
        </div>
      </Section>
      <Section
        title={`${t(`${K}.deposit.firstDeposit`)} · ${t(`${K}.deposit.reload`)}`}
        intro={t(`${K}.deposit.intro`)}
      >
        <div css={twoCols}>
          <DepositRule store={store} which="firstDeposit" rule={d.firstDeposit} />
          <DepositRule store={store} which="reload" rule={d.reload} />
        </div>
      </Section>
      <div css={twoCols}>
        <Section title={t(`${K}.rebate.title`)} intro={t(`${K}.rebate.intro`)}>
          <div css={fieldGrid}>
            <NumberField
              store={store}
              path="rebate.multiple"
              value={d.rebate.multiple}
              label={t(`${K}.rebate.multiple`)}
              step={0.01}
              max={100}
            />
            <TextField
              store={store}
              path="rebate.minClaim"
              value={d.rebate.minClaim}
              label={t(`${K}.rebate.minClaim`)}
              inputMode="decimal"
            />
          </div>
        </Section>
        <Section title={t(`${K}.expiry.title`)}>
          <div css={fieldGrid}>
            <NumberField
              store={store}
              path="rewardExpiryDays"
              value={d.rewardExpiryDays}
              label={t(`${K}.expiry.rewardExpiryDays`)}
              min={1}
              max={365}
            />
            <NumberField
              store={store}
              path="bonusExpiryDays"
              value={d.bonusExpiryDays}
              label={t(`${K}.expiry.bonusExpiryDays`)}
              min={1}
              max={365}
            />
          </div>
        </Section>
      </div>
      <Section title={t(`${K}.vip.title`)} intro={t(`${K}.vip.intro`)} testId="rewards-vip">
        <VipLevels store={store} vip={d.vip} />
      </Section>
      <Section title={t(`${K}.referral.title`)} intro={t(`${K}.referral.intro`)}>
        <div css={fieldGrid}>
          <TextField
            store={store}
            path="referral.rewardPerFriend"
            value={d.referral.rewardPerFriend}
            label={t(`${K}.referral.rewardPerFriend`)}
            inputMode="decimal"
          />
          <TextField
            store={store}
            path="referral.minFirstDeposit"
            value={d.referral.minFirstDeposit}
            label={t(`${K}.referral.minFirstDeposit`)}
            inputMode="decimal"
          />
          <TextField
            store={store}
            path="referral.minTurnover"
            value={d.referral.minTurnover}
            label={t(`${K}.referral.minTurnover`)}
            inputMode="decimal"
          />
          <NumberField
            store={store}
            path="referral.multiple"
            value={d.referral.multiple}
            label={t(`${K}.referral.multiple`)}
            step={0.01}
            max={100}
          />
        </div>
      </Section>
      <Section title={t(`${K}.missions.title`)} intro={t(`${K}.missions.intro`)} testId="rewards-missions-section">
        <Missions store={store} missions={d.missions} />
      </Section>
      <Section title={t(`${K}.leaderboards.title`)} intro={t(`${K}.leaderboards.intro`)}>
        <div css={twoCols}>
          <Board store={store} which="validBet" board={d.leaderboards.validBet} />
          <Board store={store} which="biggestWin" board={d.leaderboards.biggestWin} />
        </div>
      </Section>
      <SaveRow store={store} onReload={() => void store.load(t(`${K}.loadFailed`))} />
    </div>
  );
});
