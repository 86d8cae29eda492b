/**
 * Config samples as the server would serve them: permission (merchant settings + registration
 * rules + location + flags), system status and game menu, built from config-samples/*.json.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContractSettings, GameMenuEntry, Permission, SiteConfig, SystemStatus } from '../../contract/types';
import type { SiteApi } from '../../src/stores/env';
import { gameMenuFixture } from './gameMenuFixture';

export const SAMPLES_DIR = join(process.cwd(), 'config-samples');
export const INVALID_DIR = join(SAMPLES_DIR, 'invalid');

/** File names of the valid samples (config-samples/*.json). */
export const SAMPLE_FILES: string[] = readdirSync(SAMPLES_DIR)
  .filter((f) => f.endsWith('.json'))
  .sort();
/** File names of the samples that must be refused. */
export const INVALID_FILES: string[] = readdirSync(INVALID_DIR)
  .filter((f) => f.endsWith('.json'))
  .sort();

export function loadSample(file: string): SiteConfig {
  return JSON.parse(readFileSync(join(SAMPLES_DIR, file), 'utf8')) as SiteConfig;
}

export const VISITOR_IP = '203.0.113.7';

export function permissionOf(sample: SiteConfig): Permission {
  return {
    ...sample.permission,
    register: sample.registrationRules,
    location: { ip: VISITOR_IP, country: 'TW' },
    maintenance: sample.systemStatus.maintenance,
    regionRestriction: sample.systemStatus.regionRestriction,
  };
}

export function statusOf(sample: SiteConfig): SystemStatus {
  const { maintenance, regionRestriction, maintenanceEnd } = sample.systemStatus;
  return {
    status: maintenance ? 1 : regionRestriction ? 2 : 0,
    maintenance,
    regionRestriction,
    maintenanceEnd,
    ip: VISITOR_IP,
  };
}

export function gameMenuOf(sample: SiteConfig): GameMenuEntry[] {
  return gameMenuFixture(sample.gameCategories);
}

/** Everything interpret() needs for a sample, contract settings included. */
export function rawOf(sample: SiteConfig): {
  permission: Permission;
  gameMenu: GameMenuEntry[];
  contractSettings: ContractSettings;
} {
  return { permission: permissionOf(sample), gameMenu: gameMenuOf(sample), contractSettings: sample.contractSettings };
}

/** A fake SiteApi serving a sample, recording the order of calls. */
export function fakeApi(sample: SiteConfig, overrides: Partial<SiteApi> = {}): SiteApi & { calls: string[] } {
  const calls: string[] = [];
  const api: SiteApi = {
    getSystemStatus: async () => (calls.push('systemStatus'), statusOf(sample)),
    getPermission: async () => (calls.push('permission'), permissionOf(sample)),
    getGameMenu: async () => (calls.push('gameMenu'), gameMenuOf(sample)),
    getContractSettings: async () => (calls.push('contractSettings'), sample.contractSettings),
  };
  return Object.assign(api, overrides, { calls });
}
