import '../support/webPolyfills';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Jackpot } from '../../src/features/home/Jackpot';
import { JACKPOT_MAX, JACKPOT_MIN } from '../../contract/spec';
import { JACKPOT_STORAGE_KEY, growJackpot, initialJackpot, nextJackpotDelay } from '../../src/features/home/jackpot';
import { createI18n } from '../../src/i18n';

describe('jackpot maths (cents)', () => {
  it('starts from a valid stored value, else a random value between 100,000,000 and 150,000,000', () => {
    expect(initialJackpot('12000000000')).toBe(12_000_000_000);
    expect(initialJackpot(null, () => 0)).toBe(JACKPOT_MIN);
    const high = initialJackpot('garbage', () => 0.999999999);
    expect(high).toBeLessThanOrEqual(JACKPOT_MAX);
    expect(high).toBeGreaterThan(JACKPOT_MAX - 100);
    expect(initialJackpot('99', () => 0)).toBe(JACKPOT_MIN); // out of range
  });

  it('grows by 100 to 500 and resets above the maximum', () => {
    expect(growJackpot(JACKPOT_MIN, () => 0)).toBe(JACKPOT_MIN + 100_00);
    expect(growJackpot(JACKPOT_MIN, () => 0.999999999)).toBe(JACKPOT_MIN + 500_00);
    const reset = growJackpot(JACKPOT_MAX - 50_00, () => 0.5);
    expect(reset).toBeGreaterThanOrEqual(JACKPOT_MIN);
    expect(reset).toBeLessThan(JACKPOT_MAX);
  });

  it('waits 3, 4 or 5 seconds between steps', () => {
    expect(nextJackpotDelay(() => 0)).toBe(3000);
    expect(nextJackpotDelay(() => 0.5)).toBe(4000);
    expect(nextJackpotDelay(() => 0.99)).toBe(5000);
  });
});

describe('Jackpot counter', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows two decimals with separators and grows on the timer, keeping the value', () => {
    localStorage.setItem(JACKPOT_STORAGE_KEY, String(12_345_678_900));
    render(
      <I18nextProvider i18n={createI18n('EN')}>
        <Jackpot currencySymbol="¥" />
      </I18nextProvider>,
    );
    const value = screen.getByTestId('jackpot-value');
    expect(value.textContent).toBe('¥123,456,789.00');
    act(() => {
      jest.advanceTimersByTime(5000);
    });
    const text = value.textContent ?? '';
    expect(text).toMatch(/^¥123,45\d,\d{3}\.\d{2}$/);
    const shown = Number(text.replace(/[¥,]/g, ''));
    expect(shown - 123_456_789).toBeGreaterThanOrEqual(100);
    expect(shown - 123_456_789).toBeLessThanOrEqual(500);
    expect(Number(localStorage.getItem(JACKPOT_STORAGE_KEY))).toBe(Math.round(shown * 100));
  });
});
