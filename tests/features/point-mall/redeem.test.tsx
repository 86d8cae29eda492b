/**
 * The points mall's redeem dialog (src/features/point-mall/MallTab.tsx) with a fake points API:
 * the quantity stepper stops at the engine form pointsRedeem's cap (the stock, the per-member
 * limit), the form checks the quantity with the payment password, and the redemption goes out
 * once with the chosen quantity.
 */
import '../../support/webPolyfills';
import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { PointsItem } from '../../../contract/types';
import type { PointsApi } from '../../../src/api/points';
import { MallTab } from '../../../src/features/point-mall/MallTab';
import { createRootStore, type StoreEnv } from '../../../src/stores';
import { loadSample } from '../../support/samples';
import { storeEnvFor } from '../../support/storeEnv';
import { fakeWallet, renderCenter } from '../member-center/support';
import { fakePoints } from './support';

const item = (over: Partial<PointsItem> = {}): PointsItem => ({
  id: 11,
  name: 'Tea set',
  description: 'Four cups',
  image: null,
  exchangeType: 'gift',
  points: '10.00',
  amountRequired: '0.00',
  available: 5,
  perMemberLimit: 2,
  needsDelivery: false,
  redeemable: true,
  reason: null,
  ...over,
});

async function openDialog(shown: PointsItem, redeem: PointsApi['redeem']) {
  const points = fakePoints({ items: async () => ({ list: [shown], total: 1, pageNo: 1, pageSize: 12 }), redeem });
  const env = { ...storeEnvFor(loadSample('default.json')), wallet: fakeWallet(), points };
  const store = createRootStore(env as StoreEnv, {});
  await store.config.load();
  await store.points.open();
  renderCenter(store, <MallTab />);
  fireEvent.click(await screen.findByTestId('points-item-redeem'));
  await screen.findByTestId('points-redeem-dialog');
}

const more = () => screen.getByRole('button', { name: 'One more' });

describe('the redeem dialog', () => {
  it("stops the quantity at the form's cap and sends the chosen quantity once the password is valid", async () => {
    const redeem = jest.fn<PointsApi['redeem']>(async () => ({
      redemption: {
        id: 8,
        kind: 'item' as const,
        itemName: 'Tea set',
        exchangeType: 'gift' as const,
        quantity: 2,
        points: '20.00',
        amount: null,
        status: 'applying' as const,
        reason: null,
        createdAt: '2026-05-10T04:00:00Z',
        reviewedAt: null,
      },
      points: '480.50',
      balance: '0.00',
    }));
    await openDialog(item(), redeem);
    fireEvent.click(more());
    expect(screen.getByTestId('points-redeem-quantity')).toHaveTextContent('2');
    // the per-member limit (2) is the cap, below the stock (5)
    expect(more()).toBeDisabled();
    expect(screen.getByTestId('points-redeem-total')).toHaveTextContent('20');
    fireEvent.change(screen.getByTestId('points-redeem-password'), { target: { value: '12345' } });
    fireEvent.click(screen.getByTestId('points-redeem-confirm'));
    expect(await screen.findByText('Enter your 6-digit payment password')).toBeInTheDocument();
    expect(redeem).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('points-redeem-password'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('points-redeem-confirm'));
    await waitFor(() => expect(redeem).toHaveBeenCalledTimes(1));
    expect(redeem.mock.calls[0]![0]).toMatchObject({ itemId: 11, quantity: 2, paymentPassword: '123456' });
    expect(await screen.findByTestId('points-redeem-result')).toBeInTheDocument();
  });

  it('caps at the stock when it is below the limit', async () => {
    await openDialog(item({ available: 1, perMemberLimit: null }), jest.fn<PointsApi['redeem']>());
    expect(screen.getByTestId('points-redeem-quantity')).toHaveTextContent('1');
    expect(more()).toBeDisabled();
  });
});
