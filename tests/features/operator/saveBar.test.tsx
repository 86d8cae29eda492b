/**
 * The console's save bar (README "Operator console"): a refusal with field errors says to fix the
 * marked fields; any other refusal (a newer version saved meanwhile, nothing to save) shows the
 * server's own localised message alone, never the field-errors text beside it.
 */
import '../../support/webPolyfills';
import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { observable } from 'mobx';
import { I18nextProvider } from 'react-i18next';
import { SaveBar } from '../../../src/features/operator/SaveBar';
import { operatorConsole as en } from '../../../src/i18n/locales/en/operatorConsole';
import { createI18n } from '../../../src/i18n';
import type { VersionedDocumentView } from '../../../src/stores/OperatorStore';

function renderBar(outcome: Pick<VersionedDocumentView, 'failure' | 'errors' | 'success'>) {
  const doc: VersionedDocumentView = observable({
    dirty: true,
    busy: false,
    history: [],
    current: { version: 7 },
    opened: null,
    save: async () => undefined,
    discard: () => undefined,
    open: async () => undefined,
    rollback: async () => undefined,
    ...outcome,
  });
  const i18n = createI18n('EN');
  i18n.addResourceBundle('EN', 'translation', { operator: { console: en } }, true, true);
  render(
    <I18nextProvider i18n={i18n}>
      <SaveBar doc={doc} testId="save" />
    </I18nextProvider>,
  );
  return screen.getByTestId('save-outcome').textContent;
}

describe('SaveBar', () => {
  it('asks to fix the marked fields when the refusal names fields', () => {
    expect(
      renderBar({
        failure: 'The request is not valid',
        errors: [{ pointer: '/permission/x', message: 'Required', rule: 'required' }],
        success: null,
      }),
    ).toBe(en.refused);
  });

  it("shows a conflict's or an unchanged save's own message alone", () => {
    const unchanged = 'This is already the live setting (version 7): there is nothing to save.';
    const text = renderBar({ failure: unchanged, errors: [], success: null });
    expect(text).toBe(unchanged);
    expect(text).not.toContain(en.refused);
  });
});
