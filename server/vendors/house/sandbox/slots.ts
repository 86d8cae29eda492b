/**
 * The slot definition a slot session plays (docs/sandbox-provider.md "Slots"): a sandbox slot
 * (a session whose catalogue game is a `slot` kind of its integration) plays its own generated
 * definition (games/slots/generate.ts slotDefinitionOf, made once per game code and kept), the
 * in-house slot the published "Dragon Fortune Reels" (games/slots/house.ts). The verifier reads
 * the same definitions by game code, so a replayed round uses the game's own reels.
 */
import { HOUSE_SLOT_DEFINITION } from '../games/slots/house.ts';
import type { SlotDefinition } from '../games/slots/definition.ts';
import { slotDefinitionOf } from '../games/slots/generate.ts';
import { integrationOf, type HouseSession } from '../service/sessions.ts';
import { sandboxCatalogue, sandboxEntry, type SandboxEntry } from './catalogue.ts';
import { isSandboxIntegration } from './integrations.ts';

const definitions = new Map<string, SlotDefinition>();

/** The definition of a catalogue slot entry (generated on first use, then kept: it is deterministic). */
function definitionOfEntry(entry: SandboxEntry): SlotDefinition {
  let definition = definitions.get(entry.gameCode);
  if (!definition) {
    definition = slotDefinitionOf({
      gameCode: entry.gameCode,
      nameEn: entry.nameEn,
      vendorCode: entry.vendorCode,
      subCategory: entry.subCategory,
    });
    definitions.set(entry.gameCode, definition);
  }
  return definition;
}

/**
 * The definition of catalogue slot `gameCode` (any sandbox vendor's), or null when the catalogue
 * has no slot of that code.
 */
export function catalogueSlotDefinition(gameCode: string): SlotDefinition | null {
  const entry = sandboxCatalogue().get(gameCode);
  return entry && entry.sandbox.kind === 'slot' ? definitionOfEntry(entry) : null;
}

/**
 * The definition a slot session spins: its catalogue game's own for a sandbox session launched on
 * a catalogue slot of its integration, else the in-house slot's. Pure apart from the cache.
 */
export function sessionSlotDefinition(session: Pick<HouseSession, 'integration' | 'catalogueGame'>): SlotDefinition {
  const integration = integrationOf(session);
  if (!isSandboxIntegration(integration) || !session.catalogueGame) return HOUSE_SLOT_DEFINITION;
  const entry = sandboxEntry(integration, session.catalogueGame);
  return entry && entry.sandbox.kind === 'slot' ? definitionOfEntry(entry) : HOUSE_SLOT_DEFINITION;
}
