/**
 * A stand-in for the ALTCHA widget in jsdom (no workers there): an `<altcha-widget>` element with
 * the methods HumanCheck uses. verify() answers a payload naming how many times it ran, so tests
 * see that each login attempt solves a fresh check; `failNext` makes the next verify fail.
 */
import type { HumanCheckModule } from '../../../src/stores/AuthStore';

export const humanCheckState = { verifications: 0, failNext: false, texts: new Map<string, Record<string, string>>() };

class FakeAltchaWidget extends HTMLElement {
  config: Record<string, unknown> = {};
  state = 'unverified';
  async configure(config: Record<string, unknown>): Promise<void> {
    this.config = { ...this.config, ...config };
  }
  async verify(): Promise<{ payload: string } | null> {
    if (humanCheckState.failNext) {
      humanCheckState.failNext = false;
      this.state = 'error';
      return null;
    }
    humanCheckState.verifications += 1;
    this.state = 'verified';
    return { payload: `human-${humanCheckState.verifications}` };
  }
  reset(): void {
    this.state = 'unverified';
  }
  getState(): string {
    return this.state;
  }
}

/** The env's loadHumanCheck for tests. */
export async function loadFakeHumanCheck(): Promise<HumanCheckModule> {
  if (!customElements.get('altcha-widget')) customElements.define('altcha-widget', FakeAltchaWidget);
  return { setTexts: (language, texts) => void humanCheckState.texts.set(language, texts) };
}
