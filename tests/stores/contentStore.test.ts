import { describe, expect, it, jest } from '@jest/globals';
import { ContentStoreModel } from '../../src/stores/ContentStore';
import { emptyWebApi } from '../support/storeEnv';

describe('ContentStore footer badges', () => {
  it('loads the server catalogue once, however often the footer mounts', async () => {
    const web = emptyWebApi();
    const footerBadges = jest.fn(web.footerBadges);
    const store = ContentStoreModel.create({}, { web: { ...web, footerBadges } });
    expect(store.footerBadges).toBeNull();
    await store.loadFooterBadges();
    await store.loadFooterBadges();
    expect(footerBadges).toHaveBeenCalledTimes(1);
    expect(store.footerBadges?.payment[0]).toEqual({ name: 'visa', label: 'VISA', url: '/media/badges/payment/visa.svg' });
  });

  it('stays empty (and tries again next time) when the call fails', async () => {
    const web = emptyWebApi();
    const footerBadges = jest.fn(() => Promise.reject(new Error('network')));
    const store = ContentStoreModel.create({}, { web: { ...web, footerBadges } });
    await store.loadFooterBadges();
    expect(store.footerBadges).toBeNull();
    await store.loadFooterBadges();
    expect(footerBadges).toHaveBeenCalledTimes(2);
  });
});
