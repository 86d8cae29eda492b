/**
 * Parts: a piece one area draws inside another area's page (ARCHITECTURE.md "How to add... A part
 * drawn in another area"), e.g. the change-password form of the member center's security page
 * (features/auth) or a lottery ticket's detail in the betting record (features/lottery). A feature
 * never imports another feature (eslint.config.js), so the page asks for the part by id with
 * {@link Part} and the composer (src/features/routing/parts.ts) provides the build's table of lazy
 * components with {@link PartsProvider}, as it provides the center pages.
 *
 * A part whose id has no component in the table shows the visible UnknownRenderer (STYLE.md: never
 * render nothing silently); while a lazy part loads, its `fallback` (default nothing) is shown.
 */
import { createContext, Suspense, useContext, type ComponentType, type ReactNode } from 'react';
import type { LotteryTicketDetail } from '../../contract/types';
import { UnknownRenderer } from './UnknownRenderer';

/** Each part's props by id. */
export interface PartProps {
  /** The signed-in member's change-password form (spec section 4 "Security center"). */
  changePasswordForm: object;
  /** A lottery ticket's detail in the betting record (docs/lottery.md section 5). */
  lotteryTicket: { detail: LotteryTicketDetail };
}

export type PartId = keyof PartProps;

/** The build's part components by id (lazy components are welcome: each part renders in Suspense). */
export type PartTable = { readonly [K in PartId]?: ComponentType<PartProps[K]> };

const PartsContext = createContext<PartTable>({});

/** Provides the build's parts to the pages below (the app's root; a test's render helper). */
export function PartsProvider({ parts, children }: { parts: PartTable; children: ReactNode }) {
  return <PartsContext.Provider value={parts}>{children}</PartsContext.Provider>;
}

/**
 * Draws the part `id` with its props, from the table of the nearest {@link PartsProvider}.
 * @param fallback shown while a lazy part loads (default nothing).
 */
export function Part<K extends PartId>({
  id,
  fallback = null,
  ...props
}: { id: K; fallback?: ReactNode } & PartProps[K]) {
  // the table pairs each id with its own props' component (PartTable), which TypeScript cannot follow through `id`
  const Component = useContext(PartsContext)[id] as ComponentType<object> | undefined;
  if (!Component) return <UnknownRenderer what="part" name={id} />;
  return (
    <Suspense fallback={fallback}>
      <Component {...props} />
    </Suspense>
  );
}
