/**
 * What a sandbox game page shows of its catalogue game (docs/sandbox-provider.md: "It is never
 * mistaken for the real vendor"): the game's own names, vendor and artwork, so the page draws the
 * launched game's title (TW or EN by the launch language), its tile and the visible "sandbox" mark.
 * The artwork is the platform's generated tile (server/media/gameArt.ts, pure), served by this
 * service under GET /api/sandbox/art/<gameCode>.svg (same origin: the strict CSP allows it).
 * BGS sessions have no sandbox view: their pages stay as they are.
 */
import type { FastifyInstance } from 'fastify';
import { gameArt } from '../../../media/gameArt.ts';
import { sandboxCatalogue, sandboxEntry } from '../sandbox/catalogue.ts';
import { isSandboxIntegration } from '../sandbox/integrations.ts';
import { integrationOf, type HouseSession } from './sessions.ts';

/** The sandbox part of GET /api/session (schema-less JSON for the game pages). */
export interface SandboxView {
  /** The catalogue vendor (the sandbox integration's code), e.g. PG. */
  vendor: string;
  /** The catalogue game code, e.g. PG-001. */
  gameCode: string;
  /** The engine kind (docs/sandbox-provider.md "Engine kinds"), e.g. slot. */
  kind: string;
  /** The game's names in both languages; the page shows the launch language's. */
  name: { TW: string; EN: string };
  /** Path of the game's artwork on this service. */
  art: string;
}

/**
 * The sandbox view of `session`, or null for a BGS session (or a sandbox session whose catalogue
 * game is unknown to this version).
 */
export function sandboxViewOf(session: Pick<HouseSession, 'integration' | 'catalogueGame'>): SandboxView | null {
  const integration = integrationOf(session);
  if (!isSandboxIntegration(integration) || !session.catalogueGame) return null;
  const entry = sandboxEntry(integration, session.catalogueGame);
  if (!entry) return null;
  return {
    vendor: entry.vendorCode,
    gameCode: entry.gameCode,
    kind: entry.sandbox.kind,
    name: { TW: entry.nameTw, EN: entry.nameEn },
    art: `/api/sandbox/art/${encodeURIComponent(entry.gameCode)}.svg`,
  };
}

/** Registers GET /api/sandbox/art/:file (`<gameCode>.svg`; 404 GAME_NOT_FOUND for anything else). */
export function registerSandboxRoutes(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>(
    '/api/sandbox/art/:file',
    { schema: { params: { type: 'object', properties: { file: { type: 'string', maxLength: 80 } } } } },
    async (request, reply) => {
      const match = /^([A-Za-z0-9_-]{1,64})\.svg$/.exec(request.params.file);
      const entry = match ? sandboxCatalogue().get(match[1]!) : undefined;
      if (!entry) return reply.code(404).send({ error: 'GAME_NOT_FOUND' });
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(
          gameArt({
            nodeId: entry.nodeId,
            nameEn: entry.nameEn,
            vendorCode: entry.vendorCode,
            gameType: entry.gameType,
            subCategory: entry.subCategory,
          }),
        );
    },
  );
}
