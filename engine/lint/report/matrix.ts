/**
 * The config matrix (README "QA tooling"; `npm run config:matrix`): what each sample turns on, side by
 * side, computed by the engine itself: interpret() for features and menus, the form registry for
 * tabs and fields, systemStateOf for the system state. Nothing here re-derives a rule; it only
 * lays the engine's answers out as rows of cells, one cell per sample.
 */
import { FEATURE_SOURCES } from '../../features';
import { formRegistryOfSiteConfig } from '../../forms/registry';
import type { FormId, FormRegistry } from '../../forms/types';
import { interpret } from '../../interpret';
import { MENU_IDS } from '../../menus';
import type { MenuEntry, Registry } from '../../registryTypes';
import { systemStateOf } from '../../systemState';
import type { GameMenuEntry, Permission, SiteConfig } from '../../../contract/types';

/** One sample as the matrix needs it: its name, configuration and the server's game menu for it. */
export interface MatrixSample {
  name: string;
  config: SiteConfig;
  gameMenu: GameMenuEntry[];
}

/** A cell: its text, and whether it means "on" (styled green), "off" (grey) or neither. */
export interface MatrixCell {
  text: string;
  tone?: 'on' | 'off';
  /** Set by the row: this cell differs from the value most samples have. */
  odd?: boolean;
}

export interface MatrixRow {
  label: string;
  cells: MatrixCell[];
  /** True when the samples do not all agree (the report highlights it). */
  differs: boolean;
}

export interface MatrixSection {
  title: string;
  rows: MatrixRow[];
}

export interface Matrix {
  samples: { name: string; description: string; merchant: string }[];
  sections: MatrixSection[];
}

/** Translates an i18n label key for display (e.g. the EN locale); returns the key when unknown. */
export type Labeller = (key: string) => string;

const on: MatrixCell = { text: 'on', tone: 'on' };
const off: MatrixCell = { text: 'off', tone: 'off' };
const absent: MatrixCell = { text: '—', tone: 'off' };

/** A row; when the samples disagree, cells unlike the most common value are marked odd. */
function row(label: string, cells: MatrixCell[]): MatrixRow {
  const counts = new Map<string, number>();
  for (const c of cells) counts.set(c.text, (counts.get(c.text) ?? 0) + 1);
  if (counts.size <= 1) return { label, cells, differs: false };
  const common = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
  return { label, cells: cells.map((c) => (c.text === common ? c : { ...c, odd: true })), differs: true };
}

/** The engine's view of one sample. */
interface Interpreted {
  config: SiteConfig;
  registry: Registry;
  forms: FormRegistry | null;
  formError: string | null;
}

function interpretSample({ config, gameMenu }: MatrixSample): Interpreted {
  const { maintenance, regionRestriction } = config.systemStatus;
  const permission: Permission = {
    ...config.permission,
    register: config.registrationRules,
    location: { ip: '', country: '' },
    maintenance,
    regionRestriction,
  };
  const registry = interpret({ permission, gameMenu, contractSettings: config.contractSettings });
  try {
    return { config, registry, forms: formRegistryOfSiteConfig(config), formError: null };
  } catch (err) {
    return { config, registry, forms: null, formError: err instanceof Error ? err.message : String(err) };
  }
}

const STATE_NAMES = ['normal', 'maintenance', 'region restricted'] as const;

function systemSection(all: Interpreted[]): MatrixSection {
  return {
    title: 'System state',
    rows: [
      row(
        'state',
        all.map(({ config }) => {
          const state = systemStateOf(config.systemStatus);
          return { text: STATE_NAMES[state], tone: state === 0 ? 'on' : 'off' };
        }),
      ),
      row(
        'maintenance ends',
        all.map(({ config }) => ({ text: config.systemStatus.maintenanceEnd ?? '—' })),
      ),
      row(
        'game categories',
        all.map(({ config }) => ({ text: config.gameCategories.join(' ') })),
      ),
    ],
  };
}

function featuresSection(all: Interpreted[]): MatrixSection {
  return {
    title: 'Features',
    rows: FEATURE_SOURCES.map(({ key, source }) => {
      const origin =
        source.kind === 'whitelabel'
          ? source.modId
          : source.kind === 'contract'
            ? source.setting
            : source.kind === 'promo'
              ? source.promo
              : source.provider;
      return row(
        `${key} (${origin})`,
        all.map(({ registry }) => (registry.features[key] ? on : off)),
      );
    }),
  };
}

const formCell = (i: Interpreted, pick: (f: FormRegistry) => string): MatrixCell =>
  i.forms ? { text: pick(i.forms) } : { text: `refused: ${i.formError}`, tone: 'off' };

function formsSection(all: Interpreted[]): MatrixSection {
  return {
    title: 'Register, login and forgot password',
    rows: [
      row(
        'register tabs',
        all.map((i) => formCell(i, (f) => f.tabs.register.join(', ') || '(none)')),
      ),
      row(
        'register default tab',
        all.map((i) => formCell(i, (f) => f.defaultTab.register ?? '(none)')),
      ),
      row(
        'login tabs',
        all.map((i) => formCell(i, (f) => f.tabs.login.join(', '))),
      ),
      row(
        'forgot password tabs',
        all.map((i) => formCell(i, (f) => f.tabs.forgotPassword.join(', '))),
      ),
      row(
        'forgot password default',
        all.map((i) => formCell(i, (f) => f.defaultTab.forgotPassword)),
      ),
    ],
  };
}

/** Field rows of one form: every field any sample's form has, in first-seen display order. */
function fieldSection(all: Interpreted[], form: FormId): MatrixSection {
  const names: string[] = [];
  for (const i of all)
    for (const f of i.forms?.forms[form]?.fields ?? []) if (!names.includes(f.name)) names.push(f.name);
  return {
    title: `Fields of the ${form} form`,
    rows: names.map((name) =>
      row(
        name,
        all.map((i) => {
          const field = i.forms?.forms[form]?.fields.find((f) => f.name === name);
          if (!field) return absent;
          return {
            text: [field.required ? 'required' : 'optional', field.patternId].filter(Boolean).join(' · '),
            tone: 'on' as const,
          };
        }),
      ),
    ),
  };
}

const entryText = (e: MenuEntry, label: Labeller): string => e.label ?? label(e.labelKey);

/** One section per menu: a row per entry any sample shows (first-seen order), shown or absent. */
function menuSections(all: Interpreted[], label: Labeller): MatrixSection[] {
  return MENU_IDS.map((id) => {
    const ids: string[] = [];
    const labels = new Map<string, string>();
    for (const { registry } of all) {
      for (const e of registry.menus[id].entries) {
        if (!ids.includes(e.id)) ids.push(e.id);
        labels.set(e.id, entryText(e, label));
      }
    }
    return {
      title: `Menu ${id}`,
      rows: ids.map((entryId) =>
        row(
          `${labels.get(entryId)} (${entryId})`,
          all.map(({ registry }) => {
            const e = registry.menus[id].entries.find((x) => x.id === entryId);
            if (!e) return absent;
            return e.children
              ? { text: `${e.children.length} vendor(s)`, tone: 'on' as const }
              : { text: 'shown', tone: 'on' as const };
          }),
        ),
      ),
    };
  });
}

/**
 * Builds the matrix.
 * @param samples the samples in column order.
 * @param label display text of an i18n key (menus); the key itself by default.
 */
export function buildMatrix(samples: readonly MatrixSample[], label: Labeller = (k) => k): Matrix {
  const all = samples.map(interpretSample);
  return {
    samples: samples.map((s) => ({
      name: s.name,
      description: s.config.description,
      merchant: `${s.config.permission.merchantName} (${s.config.permission.merchantCode})`,
    })),
    sections: [
      systemSection(all),
      featuresSection(all),
      formsSection(all),
      fieldSection(all, 'register'),
      fieldSection(all, 'registerMobile'),
      ...menuSections(all, label),
    ],
  };
}
