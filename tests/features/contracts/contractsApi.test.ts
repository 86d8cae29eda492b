import { describe, expect, it } from '@jest/globals';
import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { ApiProblem } from '../../../src/api/client';
import { createContractsApi } from '../../../src/api/contracts';

/** An axios stand-in that records each call and answers `answer` as the envelope. */
function fakeHttp(answer: object = { success: true, code: 0, message: '', value: { ok: true } }): {
  http: AxiosInstance;
  seen: AxiosRequestConfig[];
} {
  const seen: AxiosRequestConfig[] = [];
  const http = {
    request: async (config: AxiosRequestConfig) => (seen.push(config), { status: 200, data: answer }),
  } as unknown as AxiosInstance;
  return { http, seen };
}

describe('the contract API', () => {
  it('calls the paths of contract/endpoints.ts with clean queries and the bodies of schemas/api/contract.json', async () => {
    const { http, seen } = fakeHttp();
    const api = createContractsApi(http);
    const tiers = [{ minActive: 1, minAmount: '100.00', rate: '0.50' }];
    await api.list({ kind: 'dividend', role: 'all', state: 'live', page: 1, pageSize: 20 });
    await api.detail(12);
    await api.preview({ kind: 'dividend', downlineId: 5, period: 'weekly', tiers });
    await api.offer({
      kind: 'dividend',
      downlineId: 5,
      period: 'weekly',
      tiers,
      confirmLowerRate: true,
      requestId: 'abcdefgh12',
    });
    await api.process(12, 'acceptTermination');
    await api.settlements({ kind: 'dailyWage', role: 'granted', from: '2026-11-01', to: '', page: 2, pageSize: 20 });
    await api.processSettlement(33, 'approve');
    expect(seen.map((c) => [c.method ?? 'GET', c.url])).toEqual([
      ['GET', '/api/contracts'],
      ['GET', '/api/contracts/12'],
      ['POST', '/api/contracts/preview'],
      ['POST', '/api/contracts'],
      ['POST', '/api/contracts/12/process'],
      ['GET', '/api/contracts/settlements'],
      ['POST', '/api/contracts/settlements/33/process'],
    ]);
    expect(seen[0]!.params).toEqual({ kind: 'dividend', state: 'live', page: 1, pageSize: 20 });
    expect(seen[2]!.data).toEqual({ kind: 'dividend', downlineId: 5, period: 'weekly', tiers });
    expect(seen[3]!.data).toEqual({
      kind: 'dividend',
      downlineId: 5,
      period: 'weekly',
      tiers,
      confirmLowerRate: true,
      requestId: 'abcdefgh12',
    });
    expect(seen[4]!.data).toEqual({ action: 'acceptTermination' });
    expect(seen[5]!.params).toEqual({ kind: 'dailyWage', role: 'granted', from: '2026-11-01', page: 2, pageSize: 20 });
    expect(seen[6]!.data).toEqual({ action: 'approve' });
  });

  it("throws the server's localised refusal with its code and value", async () => {
    const { http } = fakeHttp({
      success: false,
      code: 'LOWER_RATE_CONFIRM',
      message: 'Confirm the lower rate',
      value: { endsContracts: [] },
    });
    const err = await createContractsApi(http)
      .offer({ kind: 'dailyWage', downlineId: 5, period: 'daily', tiers: [], requestId: 'abcdefgh12' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiProblem);
    expect(err).toMatchObject({ kind: 'badRequest', code: 'LOWER_RATE_CONFIRM', message: 'Confirm the lower rate' });
  });
});
