/**
 * The console's Vendor integrations tab (README "Vendor integrations"): the table shows each
 * integration's status, last call, error rate and latency in words and figures; the filter keeps
 * the matching ones; the drawer puts the vendor in maintenance only after a confirmation, toggles
 * one game, shows a rotated key once (copy, then gone), refuses a bad address before calling the
 * server and shows the server's refusal, and lists the changes in words; a failed load offers a
 * retry. TW and EN.
 */
import '../../support/webPolyfills';
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ApiProblem } from '../../../src/api/client';
import type { VendorAuditEntry, VendorConsoleApi, VendorGame, VendorIntegration } from '../../../src/api/vendorConsole';
import { VendorsPanel } from '../../../src/features/operator/vendors/VendorsPanel';
import { createI18n } from '../../../src/i18n';
import { operatorConsole as en } from '../../../src/i18n/locales/en/operatorConsole';
import { operatorConsole as tw } from '../../../src/i18n/locales/tw/operatorConsole';
import { ConsoleStoreProvider } from '../../../src/stores';
import { createConsoleRootStore } from '../../../src/stores/ConsoleRootStore';
import { fakeConsoleEnv } from '../../support/storeEnv';

const integration = (code: string, over: Partial<VendorIntegration> = {}): VendorIntegration => ({
  code,
  name: `${code} Gaming (sandbox)`,
  vendors: [{ code, nameTw: `${code} 電子`, nameEn: `${code} Slots` }],
  sandbox: true,
  baseUrl: 'http://127.0.0.1:8090',
  status: 'active',
  maintenance: false,
  gameCount: 12,
  gamesInMaintenance: 0,
  lastCallAt: '2026-12-01T08:00:00.000Z',
  calls: 40,
  errors: 1,
  errorRate: 0.025,
  meanMs: 12,
  p95Ms: 48,
  keyRotatedAt: null,
  previousKeyUntil: null,
  keyFingerprint: 'ab12cd34',
  ...over,
});

function fakeApi(options: { failList?: boolean } = {}) {
  const calls: string[] = [];
  let list = [
    integration('PG'),
    integration('EVO', { status: 'failing', errors: 9, errorRate: 0.3 }),
    integration('SABA', { status: 'maintenance', maintenance: true, calls: 0, lastCallAt: null }),
  ];
  const games: VendorGame[] = Array.from({ length: 12 }, (_, i) => ({
    gameId: 100 + i,
    gameCode: `PG-${String(i + 1).padStart(3, '0')}`,
    nameTw: `遊戲${i + 1}`,
    nameEn: `Game ${i + 1}`,
    vendorCode: 'PG',
    maintenance: false,
  }));
  const audit: VendorAuditEntry[] = [];
  let failures = options.failList ? 1 : 0;
  const api: VendorConsoleApi = {
    list: async () => {
      calls.push('list');
      if (failures-- > 0) throw new ApiProblem('server', 'The server is busy', 503, 'INTERNAL_ERROR');
      return { windowMinutes: 60, list };
    },
    detail: async (code) => {
      calls.push(`detail:${code}`);
      return { integration: list.find((v) => v.code === code)!, audit: [...audit] };
    },
    games: async (code, q) => {
      calls.push(`games:${code}:${q.search ?? ''}:${q.pageNo}`);
      const hit = games.filter((g) => !q.search || g.nameEn.includes(q.search) || g.gameCode.includes(q.search));
      return {
        list: hit.slice((q.pageNo - 1) * q.pageSize, q.pageNo * q.pageSize),
        total: hit.length,
        pageNo: q.pageNo,
        pageSize: q.pageSize,
      };
    },
    setMaintenance: async (code, on) => {
      calls.push(`maintenance:${code}:${on}`);
      // the store freezes what it holds: the fake keeps new objects
      list = list.map((v) => (v.code === code ? { ...v, maintenance: on, status: on ? 'maintenance' : 'active' } : v));
      audit.unshift({
        id: audit.length + 1,
        action: 'vendor.maintenance',
        operator: 'operator',
        merchant: 'DEMO',
        before: { maintenance: !on },
        after: { integration: code, maintenance: on },
        at: '2026-12-01T09:00:00.000Z',
      });
      return { integration: list.find((v) => v.code === code)! };
    },
    setGameMaintenance: async (code, gameId, on) => {
      calls.push(`game:${code}:${gameId}:${on}`);
      return { gameId, maintenance: on };
    },
    rotateKey: async (code) => {
      calls.push(`rotate:${code}`);
      audit.unshift({
        id: audit.length + 1,
        action: 'vendor.rotateKey',
        operator: 'operator',
        merchant: 'DEMO',
        before: { keyFingerprint: 'ab12cd34' },
        after: { integration: code, keyFingerprint: 'ffee0011' },
        at: '2026-12-01T09:05:00.000Z',
      });
      return { key: 'f'.repeat(64), keyFingerprint: 'ffee0011', previousKeyUntil: '2026-12-01T09:20:00.000Z' };
    },
    changeUrl: async (code, url) => {
      calls.push(`url:${code}:${url}`);
      throw new ApiProblem('badRequest', 'The address is refused by the server', 400, 'VENDOR_URL_INVALID');
    },
  };
  return { api, calls };
}

async function setup(lang: 'TW' | 'EN', options: { failList?: boolean } = {}) {
  const fake = fakeApi(options);
  const root = createConsoleRootStore(fakeConsoleEnv({ operatorVendorsApi: fake.api }));
  const i18n = createI18n(lang);
  i18n.addResourceBundle(lang, 'translation', { operator: { console: lang === 'EN' ? en : tw } }, true, true);
  render(
    <I18nextProvider i18n={i18n}>
      <ConsoleStoreProvider store={root}>
        <VendorsPanel />
      </ConsoleStoreProvider>
    </I18nextProvider>,
  );
  return { ...fake, root };
}

afterEach(cleanup);

describe('vendor integrations table', () => {
  it('shows status, last call, error rate and latency of each integration, and filters them (EN)', async () => {
    await setup('EN');
    const pg = await screen.findByTestId('operator-vendor-PG');
    expect(within(pg).getByTestId('operator-vendor-status').textContent).toBe('Active');
    expect(pg.textContent).toContain('2.5%');
    expect(pg.textContent).toContain('12 ms / 48 ms');
    expect(pg.textContent).toContain('Sandbox');
    expect(within(screen.getByTestId('operator-vendor-EVO')).getByTestId('operator-vendor-status').textContent).toBe(
      'Failing',
    );
    expect(screen.getByTestId('operator-vendor-SABA').textContent).toContain('No calls yet');
    fireEvent.change(screen.getByTestId('operator-vendors-status'), { target: { value: 'failing' } });
    expect(screen.queryByTestId('operator-vendor-PG')).toBeNull();
    expect(screen.getByTestId('operator-vendor-EVO')).toBeTruthy();
    fireEvent.change(screen.getByTestId('operator-vendors-status'), { target: { value: 'all' } });
    fireEvent.change(screen.getByTestId('operator-vendors-filter'), { target: { value: 'saba' } });
    expect(screen.getAllByTestId(/^operator-vendor-[A-Z]+$/).map((r) => r.dataset.testid)).toEqual([
      'operator-vendor-SABA',
    ]);
    fireEvent.change(screen.getByTestId('operator-vendors-filter'), { target: { value: 'nothing like it' } });
    expect(screen.getByTestId('operator-vendors-empty').textContent).toBe('No vendor integration matches the filter.');
  });

  it('shows a failed load with a retry that loads the table (TW)', async () => {
    const { calls } = await setup('TW', { failList: true });
    const error = await screen.findByTestId('operator-vendors-error');
    expect(error.textContent).toContain('The server is busy');
    fireEvent.click(within(error).getByRole('button'));
    expect(await screen.findByTestId('operator-vendor-PG')).toBeTruthy();
    expect(screen.getAllByText('正常').length).toBeGreaterThan(0);
    expect(calls.filter((c) => c === 'list')).toHaveLength(2);
  });
});

describe('vendor integration drawer', () => {
  it('puts the vendor in maintenance only after the confirmation, and lists the change (EN)', async () => {
    const { calls } = await setup('EN');
    fireEvent.click(await screen.findByTestId('operator-vendor-open-PG'));
    const drawer = await screen.findByTestId('operator-vendor-drawer');
    fireEvent.click(within(drawer).getByTestId('operator-vendor-maintenance'));
    const dialog = await screen.findByTestId('operator-vendor-maintenance-dialog');
    expect(dialog.textContent).toContain('all 12 games');
    expect(calls).not.toContain('maintenance:PG:true');
    await act(async () => fireEvent.click(within(dialog).getByTestId('operator-vendor-maintenance-dialog-confirm')));
    await waitFor(() => expect(calls).toContain('maintenance:PG:true'));
    expect((await screen.findByTestId('operator-vendor-done')).textContent).toBe('The vendor is in maintenance.');
    await waitFor(() =>
      expect(screen.getByTestId('operator-vendor-audit').textContent).toContain('Put the vendor in maintenance'),
    );
    expect(within(screen.getByTestId('operator-vendor-PG')).getByTestId('operator-vendor-status').textContent).toBe(
      'Maintenance',
    );
  });

  it('searches and pages the games and toggles one game (TW)', async () => {
    const { calls } = await setup('TW');
    fireEvent.click(await screen.findByTestId('operator-vendor-open-PG'));
    await screen.findByTestId('operator-vendor-game-PG-001');
    expect(screen.getByText('第 1 / 2 頁')).toBeTruthy();
    fireEvent.click(screen.getByTestId('operator-vendor-games-next'));
    await screen.findByTestId('operator-vendor-game-PG-011');
    fireEvent.change(screen.getByTestId('operator-vendor-games-search'), { target: { value: 'PG-003' } });
    fireEvent.submit(screen.getByTestId('operator-vendor-games-search'));
    await screen.findByTestId('operator-vendor-game-PG-003');
    expect(calls).toContain('games:PG:PG-003:1');
    const toggle = screen.getByTestId('operator-vendor-game-switch-PG-003') as HTMLInputElement;
    await act(async () => fireEvent.click(toggle));
    await waitFor(() =>
      expect((screen.getByTestId('operator-vendor-game-switch-PG-003') as HTMLInputElement).checked).toBe(true),
    );
    expect(calls).toContain('game:PG:102:true');
    expect(screen.getByTestId('operator-vendor-done').textContent).toBe('遊戲已設為維護。');
  });

  it('rotates the key after a confirmation and shows it once, with a copy button (EN)', async () => {
    let copied = '';
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async (s: string) => void (copied = s) },
      configurable: true,
    });
    const { calls } = await setup('EN');
    fireEvent.click(await screen.findByTestId('operator-vendor-open-PG'));
    fireEvent.click(await screen.findByTestId('operator-vendor-rotate'));
    const confirm = await screen.findByTestId('operator-vendor-rotate-dialog');
    await act(async () => fireEvent.click(within(confirm).getByTestId('operator-vendor-rotate-dialog-confirm')));
    expect(calls).toContain('rotate:PG');
    expect((await screen.findByTestId('operator-vendor-key')).textContent).toBe('f'.repeat(64));
    await act(async () => fireEvent.click(screen.getByTestId('operator-vendor-key-copy')));
    expect(copied).toBe('f'.repeat(64));
    expect(screen.getByTestId('operator-vendor-key-copy').textContent).toBe('Copied');
    fireEvent.click(screen.getByTestId('operator-vendor-key-dismiss'));
    await waitFor(() => expect(screen.queryByTestId('operator-vendor-key')).toBeNull());
    expect(document.body.textContent).not.toContain('f'.repeat(64));
    await waitFor(() =>
      expect(screen.getByTestId('operator-vendor-audit').textContent).toContain(
        'Rotated the key (ab12cd34 → ffee0011)',
      ),
    );
  });

  it('refuses a bad address before calling the server, and shows the server refusal of another (EN)', async () => {
    const { calls } = await setup('EN');
    fireEvent.click(await screen.findByTestId('operator-vendor-open-PG'));
    const field = await screen.findByTestId('operator-vendor-url');
    expect((field as HTMLInputElement).value).toBe('in-house');
    fireEvent.change(field, { target: { value: 'ftp://pg.example' } });
    fireEvent.click(screen.getByTestId('operator-vendor-url-save'));
    expect(await screen.findByText('Enter a full http:// or https:// address.')).toBeTruthy();
    expect(calls.some((c) => c.startsWith('url:'))).toBe(false);
    fireEvent.change(field, { target: { value: 'https://api.pg.example/v1' } });
    await act(async () => fireEvent.click(screen.getByTestId('operator-vendor-url-save')));
    expect(calls).toContain('url:PG:https://api.pg.example/v1');
    expect((await screen.findByTestId('operator-vendor-action-error')).textContent).toBe(
      'The address is refused by the server',
    );
  });
});
