/**
 * The FormRenderer's widget registry (STYLE.md "One way per concern": JSON Forms' dispatcher,
 * eclipsesource/jsonforms packages/react DispatchRenderer): a list of ranked `{ tester, renderer }`
 * entries. For each field every tester gives a rank (or {@link NOT_APPLICABLE}); the best-ranked
 * renderer draws the field, an earlier entry winning a tie, and a field no tester accepts is drawn
 * by the visible UnknownRenderer naming its widget. The built-in entries (./widgets.tsx) rank 1 on
 * their widget kind; a feature extends the registry with its own entries (a higher rank wins), passed
 * to the FormRenderer as `widgets`, without touching the renderer or the built-in table.
 */
import type { FormField, FormSchema } from '../../../engine/forms';
import { WIDGETS, type WidgetComponent } from './widgets';
import type { WidgetKind } from '../../../engine/forms';

/** The rank of a tester that does not apply to the field. */
export const NOT_APPLICABLE = -1;

/**
 * Ranks a field for one renderer.
 * @returns a rank >= 0 when the renderer can draw the field (higher is better), else NOT_APPLICABLE.
 */
export type WidgetTester = (field: FormField, form: FormSchema) => number;

/** One entry of the widget registry. */
export interface WidgetEntry {
  tester: WidgetTester;
  renderer: WidgetComponent;
}

/** A registry: its entries in registration order (earlier entries win ties). */
export type WidgetRegistry = readonly WidgetEntry[];

/** A tester giving `rank` to the fields `predicate` accepts, NOT_APPLICABLE to the others. */
export const rankWith =
  (rank: number, predicate: (field: FormField, form: FormSchema) => boolean): WidgetTester =>
  (field, form) =>
    predicate(field, form) ? rank : NOT_APPLICABLE;

/** A tester for one widget kind (e.g. 'text'), with the given rank. */
export const widgetIs = (kind: string, rank = 1): WidgetTester => rankWith(rank, (field) => field.widget === kind);

/** A tester for one field of one form (a feature's own control for it), with the given rank. */
export const fieldIs = (formId: string, name: string, rank = 10): WidgetTester =>
  rankWith(rank, (field, form) => form.id === formId && field.name === name);

/**
 * A registry with `renderer` added under `tester` (a new list; the given one is not changed).
 * @param registry the registry to extend; its entries keep winning ties over the new one.
 */
export function registerWidget(
  registry: WidgetRegistry,
  tester: WidgetTester,
  renderer: WidgetComponent,
): WidgetRegistry {
  return [...registry, { tester, renderer }];
}

/**
 * The best-ranked renderer of `field`, or null when no tester applies (the renderer then draws the
 * UnknownRenderer). Ties go to the earlier entry.
 */
export function resolveWidget(registry: WidgetRegistry, field: FormField, form: FormSchema): WidgetComponent | null {
  let best: WidgetComponent | null = null;
  let bestRank = NOT_APPLICABLE;
  for (const entry of registry) {
    const rank = entry.tester(field, form);
    if (rank > bestRank) {
      best = entry.renderer;
      bestRank = rank;
    }
  }
  return best;
}

/** The built-in registry: each widget of ./widgets.tsx WIDGETS at rank 1 on its kind. */
export const DEFAULT_WIDGETS: WidgetRegistry = Object.freeze(
  (Object.keys(WIDGETS) as WidgetKind[]).map((kind) => ({ tester: widgetIs(kind), renderer: WIDGETS[kind] })),
);
