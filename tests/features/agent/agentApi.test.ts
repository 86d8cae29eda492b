import { describe, expect, it } from '@jest/globals';
import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { createAgentApi } from '../../../src/api/agent';

/** An axios stand-in that answers every call with its own config as the envelope's value. */
function echo(): { http: AxiosInstance; seen: AxiosRequestConfig[] } {
  const seen: AxiosRequestConfig[] = [];
  const http = {
    request: async (config: AxiosRequestConfig) => (
      seen.push(config),
      { status: 200, data: { success: true, code: 0, message: '', value: { ok: true } } }
    ),
  } as unknown as AxiosInstance;
  return { http, seen };
}

describe('the agent API', () => {
  it('calls the contract paths with clean queries and bodies', async () => {
    const { http, seen } = echo();
    const api = createAgentApi(http);
    await api.overview({ range: 'custom', from: '2026-11-01', to: '2026-11-10' });
    await api.downlines({ parentId: undefined, username: '', range: 'today', page: 2, pageSize: 20 });
    await api.transfer({ downlineId: 7, amount: '10.00', paymentPassword: 'x', requestId: 'abcdefgh' });
    await api.setInvitationEnabled(42, false);
    await api.createDownline({ username: 'abc123', password: 'Abc12345', accountType: 'member' });
    await api.profile();
    expect(seen.map((c) => [c.method ?? 'GET', c.url])).toEqual([
      ['GET', '/api/agent/overview'],
      ['GET', '/api/agent/downlines'],
      ['POST', '/api/agent/transfer'],
      ['PATCH', '/api/agent/invitations/42'],
      ['POST', '/api/agent/downlines'],
      ['GET', '/api/agent/profile'],
    ]);
    expect(seen[0]!.params).toEqual({ range: 'custom', from: '2026-11-01', to: '2026-11-10' });
    expect(seen[1]!.params).toEqual({ range: 'today', page: 2, pageSize: 20 });
    expect(seen[2]!.data).toEqual({ downlineId: 7, amount: '10.00', paymentPassword: 'x', requestId: 'abcdefgh' });
    expect(seen[3]!.data).toEqual({ enabled: false });
  });
});
