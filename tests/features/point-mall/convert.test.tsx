/**
 * The points mall's Convert tab (src/features/point-mall/HistoryTabs.tsx ConvertTab) with a fake
 * points API: the engine form pointsConvert's messages for points below the minimum, above the
 * balance and not whole numbers above 0; the button waits for a valid amount and payment password,
 * then sends the whole points once.
 */
import '../../support/webPolyfills';
import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { PointsApi } from '../../../src/api/points';
import { ConvertTab } from '../../../src/features/point-mall/HistoryTabs';
import { createRootStore, type StoreEnv } from '../../../src/stores';
import { loadSample } from '../../support/samples';
import { storeEnvFor } from '../../support/storeEnv';
import { fakeWallet, renderCenter } from '../member-center/support';
import { fakePoints } from './support';

const redemption = {
  id: 7,
  kind: 'convert' as const,
  itemName: null,
  exchangeType: null,
  quantity: 1,
  points: '200.00',
  amount: '2.00',
  status: 'approved' as const,
  reason: null,
  createdAt: '2026-05-10T04:00:00Z',
  reviewedAt: null,
};

async function openConvert(convert: PointsApi['convert']) {
  const env = { ...storeEnvFor(loadSample('default.json')), wallet: fakeWallet(), points: fakePoints({ convert }) };
  const store = createRootStore(env as StoreEnv, {});
  await store.config.load();
  await store.points.open();
  renderCenter(store, <ConvertTab />);
  await screen.findByTestId('points-convert');
  return store;
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('points convert', () => {
  it("shows the engine form's messages and sends whole points once they and the password are valid", async () => {
    const convert = jest.fn<PointsApi['convert']>(async () => ({
      redemption,
      points: '300.50',
      balance: '12.00',
    }));
    await openConvert(convert);
    const submit = screen.getByTestId('points-convert-submit');
    expect(submit).toBeDisabled();
    type('points-convert-amount', '50');
    expect(screen.getByText('Convert at least 100 points')).toBeInTheDocument();
    type('points-convert-amount', '501');
    expect(screen.getByText('You have 500 points')).toBeInTheDocument();
    type('points-convert-amount', '0');
    expect(screen.getByText('Enter a whole number of points above 0')).toBeInTheDocument();
    type('points-convert-amount', '200');
    expect(screen.queryByText(/Convert at least|You have|Enter a whole number/)).toBeNull();
    expect(screen.getByTestId('points-convert-amount')).toHaveAttribute('maxLength', '9');
    type('points-convert-password', '12345');
    expect(submit).toBeDisabled();
    type('points-convert-password', '123456');
    expect(submit).toBeEnabled();
    fireEvent.click(submit);
    await waitFor(() => expect(convert).toHaveBeenCalledTimes(1));
    expect(convert.mock.calls[0]![0]).toMatchObject({ points: 200, paymentPassword: '123456' });
    expect(await screen.findByTestId('points-convert-result')).toBeInTheDocument();
  });
});
