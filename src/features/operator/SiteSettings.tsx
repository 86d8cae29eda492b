/**
 * Site settings of the draft (README "Operator console"): maintenance on/off with its expected end, region
 * restriction, the agent contract settings and the customer service contacts, each with its errors
 * next to it.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ghostButton } from '../../components/styles';
import type { ContractSettings, CustomerServiceType } from '../../../contract/types';
import type { OperatorStore } from '../../stores/OperatorStore';
import { FieldErrors, input, muted, Section, Switch } from './ui';

const CONTRACT_KEYS = [
  'dailysalreqtype',
  'divtypereq',
  'contracthoursalreq',
  'realtimesalreqtype',
] as const satisfies readonly (keyof ContractSettings)[];
const CS_TYPES: readonly CustomerServiceType[] = ['LIVECHAT', 'FACEBOOK', 'TELEGRAM', 'WHATSAPP'];

/** ISO 8601 (UTC) <-> the value of a datetime-local input (local time). */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? ''
    : new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString().replace(/\.\d{3}Z$/, 'Z') : null);

const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
  gap: 20px;
  align-items: start;
`;

export const SiteSettings = observer(function SiteSettings({ store }: { store: OperatorStore }) {
  const { t } = useTranslation();
  const draft = store.draft;
  if (!draft) return null;
  const s = (key: string) => t(`operator.console.site.${key}`);
  const status = draft.systemStatus;
  return (
    <div css={grid}>
      <Section title={s('maintenance')} testId="maintenance-settings">
        <Switch
          checked={status.maintenance}
          label={s('maintenanceOn')}
          testId="maintenance-toggle"
          onChange={(on) => store.edit((d) => void (d.systemStatus.maintenance = on))}
        />
        <label
          css={css`
            display: grid;
            gap: 6px;
            font-size: 13px;
            color: var(--c-muted);
          `}
        >
          {s('maintenanceEnd')}
          <input
            css={input}
            type="datetime-local"
            data-testid="maintenance-end"
            value={toLocalInput(status.maintenanceEnd)}
            onChange={(e) => store.edit((d) => void (d.systemStatus.maintenanceEnd = fromLocalInput(e.target.value)))}
          />
        </label>
        <FieldErrors store={store} pointer="/systemStatus/maintenance" />
        <FieldErrors store={store} pointer="/systemStatus/maintenanceEnd" />
      </Section>
      <Section title={s('region')} testId="region-settings">
        <Switch
          checked={status.regionRestriction}
          label={s('regionOn')}
          testId="region-toggle"
          onChange={(on) => store.edit((d) => void (d.systemStatus.regionRestriction = on))}
        />
        <FieldErrors store={store} pointer="/systemStatus/regionRestriction" />
      </Section>
      <Section title={s('contract')} intro={s('contractHint')} testId="contract-settings">
        {CONTRACT_KEYS.map((key) => (
          <div key={key}>
            <Switch
              checked={draft.contractSettings[key] !== 0}
              label={s(key)}
              testId={`contract-${key}`}
              onChange={(on) => store.edit((d) => void (d.contractSettings[key] = on ? 1 : 0))}
            />
            <FieldErrors store={store} pointer={`/contractSettings/${key}`} />
          </div>
        ))}
      </Section>
      <Section title={s('service')} testId="service-settings" wide>
        {draft.permission.customerService.map((c, i) => (
          <div
            key={i}
            css={css`
              display: grid;
              grid-template-columns: 130px minmax(0, 1fr) minmax(0, 1.6fr) auto;
              gap: 8px;
              padding-bottom: 12px;
              border-bottom: 1px solid var(--c-border);
              @media (max-width: 900px) {
                grid-template-columns: 130px 1fr;
              }
            `}
          >
            <select
              css={input}
              aria-label={s('serviceType')}
              value={c.csType}
              onChange={(e) =>
                store.edit(
                  (d) => void (d.permission.customerService[i]!.csType = e.target.value as CustomerServiceType),
                )
              }
            >
              {CS_TYPES.map((type) => (
                <option key={type} value={type}>
                  {s(`serviceTypes.${type}`)}
                </option>
              ))}
            </select>
            <input
              css={input}
              aria-label={s('serviceTitle')}
              placeholder={s('serviceTitle')}
              value={c.title}
              onChange={(e) => store.edit((d) => void (d.permission.customerService[i]!.title = e.target.value))}
            />
            <input
              css={[
                input,
                css`
                  font-family: ui-monospace, monospace;
                `,
              ]}
              aria-label={s('servicePath')}
              data-testid={`service-path-${i}`}
              aria-invalid={store.errorsAt(`/permission/customerService/${i}`).length > 0}
              value={c.path}
              onChange={(e) => store.edit((d) => void (d.permission.customerService[i]!.path = e.target.value))}
            />
            <button
              type="button"
              css={[
                ghostButton,
                css`
                  height: 32px;
                  font-size: 12px;
                `,
              ]}
              onClick={() => store.edit((d) => void d.permission.customerService.splice(i, 1))}
            >
              {s('remove')}
            </button>
            <div
              css={css`
                grid-column: 1 / -1;
              `}
            >
              <FieldErrors store={store} pointer={`/permission/customerService/${i}`} />
            </div>
          </div>
        ))}
        <FieldErrors store={store} pointer="/permission/customerService" exact />
        {draft.permission.customerService.length === 0 ? <p css={muted}>—</p> : null}
        <button
          type="button"
          css={ghostButton}
          onClick={() =>
            store.edit(
              (d) => void d.permission.customerService.push({ csType: 'LIVECHAT', title: '', path: 'https://' }),
            )
          }
        >
          {s('addService')}
        </button>
      </Section>
    </div>
  );
});
