/**
 * The apply dialog of a promotion (src/features/promotions/ApplyDialog.tsx) with a fake promotions
 * API: the engine form promotionApply's messages for an empty or too long remark and for images
 * of another type, too large or too many, nothing sent then; a valid application sends the trimmed
 * remark and the images, and the server's refusal shows in the dialog.
 */
import '../../support/webPolyfills';
import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Promotion } from '../../../contract/types';
import { UPLOAD_MAX_BYTES } from '../../../contract/spec';
import { ApiProblem } from '../../../src/api/client';
import type { PromotionsApi } from '../../../src/api/promotions';
import { ApplyDialog } from '../../../src/features/promotions/ApplyDialog';
import { createRootStore } from '../../../src/stores';
import { fakeApi, loadSample } from '../../support/samples';
import { emptyWebApi, fakeOf, fakeStoreEnv } from '../../support/storeEnv';
import { renderWith } from '../helpers';

beforeAll(() => {
  let n = 0;
  (URL as unknown as { createObjectURL: (b: Blob) => string }).createObjectURL ??= () => `blob:test/${++n}`;
  (URL as unknown as { revokeObjectURL: (u: string) => void }).revokeObjectURL ??= () => undefined;
});

const promotion = { id: 42, title: 'Win streak' } as Promotion;

async function openApply(apply: PromotionsApi['apply']) {
  const promotions = fakeOf<PromotionsApi>('promotions', { apply });
  const store = createRootStore(
    fakeStoreEnv({ api: fakeApi(loadSample('default.json')), web: emptyWebApi(), promotions }),
    {},
  );
  await store.config.load();
  renderWith(store, <ApplyDialog promotion={promotion} onClose={() => undefined} onApplied={() => undefined} />);
  await screen.findByTestId('apply-dialog');
}

const image = (name: string, type = 'image/png', size = 1000) =>
  Object.defineProperty(new File(['x'], name, { type }), 'size', { value: size });
const pick = (...files: File[]) => fireEvent.change(screen.getByTestId('apply-files'), { target: { files } });
const remark = (value: string) => fireEvent.change(screen.getByTestId('apply-remark'), { target: { value } });

describe('the apply dialog', () => {
  it('refuses what the engine form refuses, with its messages, and sends nothing', async () => {
    const apply = jest.fn<PromotionsApi['apply']>(async () => Promise.reject(new Error('not sent')));
    await openApply(apply);
    fireEvent.click(screen.getByTestId('apply-submit'));
    expect(await screen.findByText('Please enter a remark')).toBeInTheDocument();
    remark('a'.repeat(141));
    expect(screen.getByText('The remark may have at most 140 characters')).toBeInTheDocument();
    expect(screen.getByTestId('apply-counter')).toHaveTextContent('141');
    pick(image('notes.pdf', 'application/pdf'));
    expect(screen.getByTestId('apply-image-problem')).toHaveTextContent('notes.pdf is not a PNG or JPG image');
    pick(image('big.png', 'image/png', UPLOAD_MAX_BYTES + 1));
    expect(screen.getByTestId('apply-image-problem')).toHaveTextContent('big.png is larger than 5 MB');
    pick(image('a.png'), image('b.png'), image('c.png'), image('d.png'));
    expect(screen.getByTestId('apply-image-problem')).toHaveTextContent('You may attach at most 3 images');
    expect(screen.queryAllByTestId('apply-thumb')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('apply-submit'));
    expect(apply).not.toHaveBeenCalled();
  });

  it("sends the trimmed remark and the images, and shows the server's refusal", async () => {
    const apply = jest.fn<PromotionsApi['apply']>(async () =>
      Promise.reject(new ApiProblem('badRequest', 'The promotion is closed', 409, 'PROMOTION_CLOSED')),
    );
    await openApply(apply);
    remark('  8 wins in a row  ');
    pick(image('a.png'), image('b.JPG', ''));
    expect(screen.getAllByTestId('apply-thumb')).toHaveLength(2);
    expect(screen.queryByTestId('apply-image-problem')).toBeNull();
    fireEvent.click(screen.getByTestId('apply-submit'));
    expect(await screen.findByTestId('apply-error')).toHaveTextContent('The promotion is closed');
    await waitFor(() => expect(apply).toHaveBeenCalledTimes(1));
    const [id, text, files] = apply.mock.calls[0]!;
    expect([id, text, files.map((f) => (f as File).name)]).toEqual([42, '8 wins in a row', ['a.png', 'b.JPG']]);
  });
});
