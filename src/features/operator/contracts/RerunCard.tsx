/**
 * Rerun one period of one kind (docs/contracts.md "Exactly once", "Scheduler": operators can rerun
 * a period): the kind, a period of it, the reporting date (and hour, or hour and five-minute window)
 * make the period key shown before running; after a confirmation the server settles what is
 * missing and the SettleReport shows periods, contracts, settlements, transfers, paid and skipped
 * (a rerun pays nothing twice).
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { primaryButton } from '../../../components/styles';
import type { ContractKind, ContractPeriod, SettleReport } from '../../../../contract/types';
import type { ContractRerun } from '../../../stores/operator/ContractSettlementsStore';
import { Figure, figureGrid } from '../../../ui/reportUi';
import { label } from '../AnnouncementEditor';
import { input, muted, Section } from '../ui';
import { ConfirmDialog, fieldRow, formButton, KindOptions, NoticeLine, useContractTexts } from './shared';

const HOURS = Array.from({ length: 24 }, (_, h) => h);
const MINUTES = Array.from({ length: 12 }, (_, i) => i * 5);
const FIGURES = [
  'periods',
  'contracts',
  'settlements',
  'transfers',
  'paid',
  'skipped',
] as const satisfies readonly (keyof SettleReport)[];
const pad = (n: number) => String(n).padStart(2, '0');

/** The rerun form (period key built from kind, period, date and time), its confirmation and the SettleReport. */
export const RerunCard = observer(function RerunCard({ rerun }: { rerun: ContractRerun }) {
  const { c, kindName, amount } = useContractTexts();
  const [confirming, setConfirming] = useState(false);
  const key = rerun.periodKey;
  const result = rerun.result;
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (key) setConfirming(true);
    else void rerun.run();
  };
  const handleConfirm = () => {
    setConfirming(false);
    void rerun.run();
  };
  return (
    <Section title={c('rerun.title')} intro={c('rerun.intro')} testId="rerun-panel">
      <form
        css={css`
          display: grid;
          gap: 12px;
        `}
        onSubmit={handleSubmit}
        noValidate
      >
        <div css={fieldRow}>
          <label css={label}>
            {c('rerun.kind')}
            <select
              css={input}
              data-testid="rerun-kind"
              value={rerun.kind}
              onChange={(e) => rerun.setKind(e.target.value as ContractKind)}
            >
              <KindOptions />
            </select>
          </label>
          <label css={label}>
            {c('rerun.period')}
            <select
              css={input}
              data-testid="rerun-period"
              value={rerun.period}
              onChange={(e) => rerun.setPeriod(e.target.value as ContractPeriod)}
            >
              {rerun.periods.map((p) => (
                <option key={p} value={p}>
                  {c(`periods.${p}`)}
                </option>
              ))}
            </select>
          </label>
          <label css={label}>
            {c('rerun.date')}
            <input
              css={input}
              type="date"
              data-testid="rerun-date"
              value={rerun.date}
              onChange={(e) => rerun.setDate(e.target.value)}
            />
          </label>
          {rerun.period === 'hour' || rerun.period === 'fiveMinutes' ? (
            <label css={label}>
              {c('rerun.hour')}
              <select
                css={input}
                data-testid="rerun-hour"
                value={rerun.hour}
                onChange={(e) => rerun.setHour(Number(e.target.value))}
              >
                {HOURS.map((h) => (
                  <option key={h} value={h}>
                    {pad(h)}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {rerun.period === 'fiveMinutes' ? (
            <label css={label}>
              {c('rerun.minute')}
              <select
                css={input}
                data-testid="rerun-minute"
                value={rerun.minute - (rerun.minute % 5)}
                onChange={(e) => rerun.setMinute(Number(e.target.value))}
              >
                {MINUTES.map((m) => (
                  <option key={m} value={m}>
                    {pad(m)}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
        </div>
        <div
          css={[
            fieldRow,
            css`
              align-items: center;
            `,
          ]}
        >
          <span css={muted}>
            {c('rerun.key')}:{' '}
            <code
              data-testid="rerun-key"
              css={css`
                color: var(--c-text);
                font-weight: 700;
              `}
            >
              {key ?? c('rerun.keyMissing')}
            </code>
          </span>
          <button
            type="submit"
            css={[
              primaryButton,
              formButton,
              css`
                margin-left: auto;
              `,
            ]}
            disabled={rerun.running}
            data-testid="rerun-submit"
          >
            {rerun.running ? c('rerun.running') : c('rerun.run')}
          </button>
        </div>
      </form>
      <NoticeLine notice={rerun.notice} testId="rerun-notice" />
      {result ? (
        <div
          css={css`
            display: grid;
            gap: 10px;
          `}
          data-testid="rerun-report"
        >
          <strong
            css={css`
              font-size: 14px;
              color: var(--c-text);
            `}
          >
            {c('rerun.reportTitle', { kind: kindName(result.kind), periodKey: result.periodKey })}
          </strong>
          <div css={figureGrid}>
            {FIGURES.map((f) => (
              <Figure
                key={f}
                label={c(`rerun.report.${f}`)}
                value={f === 'paid' ? amount(result.report.paid) : String(result.report[f])}
                testId={`rerun-report-${f}`}
              />
            ))}
          </div>
          {result.report.settlements === 0 && result.report.transfers === 0 ? (
            <p css={muted} data-testid="rerun-nothing-new">
              {c('rerun.nothingNew')}
            </p>
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming && key !== null}
        title={c('rerun.confirmTitle')}
        confirmLabel={c('rerun.run')}
        busy={rerun.running}
        onConfirm={handleConfirm}
        onCancel={() => setConfirming(false)}
        testId="confirm-rerun"
      >
        <p
          css={css`
            margin: 0;
          `}
        >
          {c('rerun.confirmText', { kind: kindName(rerun.kind), periodKey: key ?? '' })}
        </p>
      </ConfirmDialog>
    </Section>
  );
});
