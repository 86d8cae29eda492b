/**
 * OpenAPI description of the API (served at /api/docs): @fastify/swagger builds it from
 * the route schemas, @fastify/swagger-ui serves the page; the JSON is at /api/docs/json.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { SCHEMA_BASE } from '../schemaFiles.ts';

/** Component name of a registered schema: its path under schemas/, e.g. api.game-list. */
function componentName(id: string, index: number): string {
  const name = id.startsWith(SCHEMA_BASE)
    ? id
        .slice(SCHEMA_BASE.length)
        .replace(/\.schema\.json$|\.json$/, '')
        .replace(/\//g, '.')
    : `def-${index}`;
  return name.replace(/[^A-Za-z0-9._-]/g, '_');
}

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'White-label platform reference API',
          description:
            'Public calls of spec section 7. Every answer is an envelope { success, code, message, value }. Language: `language` query (TW or EN), else Accept-Language.',
          version: '0.1.0',
        },
        tags: [
          { name: 'site', description: 'System status, permission (site config), contract settings' },
          { name: 'games', description: 'Game menu, vendors, game lists, hot games' },
          { name: 'content', description: 'Announcements, notices, winner board, customer service, resources' },
          {
            name: 'auth',
            description:
              'Accounts and sign-in; bodies marked encrypted are sent as { kid, key, iv, data } (README: Encrypted payloads)',
          },
          {
            name: 'agent',
            description:
              'The agent center: team reports, downlines, transfer to a downline, register center (README: Agent center)',
          },
          {
            name: 'contracts',
            description:
              'Agent contracts (dividend, daily wage, hourly wage, real-time salary), their lifecycle and settlements (docs/contracts.md)',
          },
          {
            name: 'operator',
            description: 'The operator console: money review, agents, contracts, audit (operator token)',
          },
        ],
      },
      refResolver: {
        buildLocalReference(json, _baseUri, _fragment, i) {
          return componentName(String(json.$id ?? ''), i);
        },
      },
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // Swagger UI sets a few inline styles; allow them on the docs pages only.
      transformStaticCSP: (header) =>
        header.replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline' https:"),
      uiConfig: { docExpansion: 'list', deepLinking: false },
    });
  },
  { name: 'docs', dependencies: ['schemas'] },
);
