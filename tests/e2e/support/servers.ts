/** The e2e servers: one per configuration sample, each on its own port (playwright.config.ts). */
export const E2E_BASE_PORT = Number(process.env.E2E_BASE_PORT ?? 8181);

export const E2E_SERVERS = {
  default: { port: E2E_BASE_PORT, sample: 'config-samples/default.json' },
  maintenance: { port: E2E_BASE_PORT + 1, sample: 'config-samples/maintenance.json' },
  region: { port: E2E_BASE_PORT + 2, sample: 'config-samples/region-restricted.json' },
  minimal: { port: E2E_BASE_PORT + 3, sample: 'config-samples/minimal.json' },
} as const;

export type E2EServer = keyof typeof E2E_SERVERS;

/** Base URL of one e2e server. */
export const baseOf = (server: E2EServer): string => `http://127.0.0.1:${E2E_SERVERS[server].port}`;
