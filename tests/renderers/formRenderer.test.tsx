/**
 * The generic FormRenderer (README "How the pieces fit"): every form of the default and minimal samples is
 * drawn with its fields in order; required and pattern messages in TW and EN carry min and max;
 * an asynchronous server check blocks submit until it answers; an unknown widget is visible.
 */
import '../support/webPolyfills';
import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { formList, formRegistryOfSiteConfig, type FormSchema } from '../../engine/forms';
import { createInProcessValidators } from '../../engine/forms/inProcessValidators';
import { createI18n } from '../../src/i18n';
import { FormRenderer } from '../../src/renderers/FormRenderer';
import { loadSample } from '../support/samples';

function registryOf(file: string) {
  const registry = formRegistryOfSiteConfig(loadSample(file));
  return { registry, validators: createInProcessValidators(formList(registry)) };
}

function renderIn(lang: 'EN' | 'TW', ui: ReactNode) {
  const i18n = createI18n(lang);
  return { i18n, ...render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>) };
}

const namesIn = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-field]')].map((el) => el.getAttribute('data-field'));

describe('FormRenderer draws every form of a sample', () => {
  for (const file of ['default.json', 'minimal.json']) {
    const { registry, validators } = registryOf(file);
    for (const form of formList(registry)) {
      it(`${file} ${form.id}: fields in order, labels and caps`, () => {
        const { container, i18n, unmount } = renderIn(
          'EN',
          <FormRenderer form={form} validators={validators} onSubmit={async () => null} />,
        );
        const expected = form.fields.filter((f) => !f.shownWhen || f.shownWhen.equals === false).map((f) => f.name);
        expect(namesIn(container)).toEqual(expected);
        for (const f of form.fields.filter((x) => expected.includes(x.name))) {
          const input = container.querySelector<HTMLInputElement>(`#${form.id}-${f.name}`);
          expect(input).not.toBeNull();
          if (f.widget !== 'checkbox') expect(screen.getByText(i18n.t(f.labelKey))).toBeTruthy();
          if (f.maxLength !== undefined && f.widget !== 'select') expect(input!.maxLength).toBe(f.maxLength);
        }
        expect(screen.getByRole('button', { name: i18n.t(form.submitKey) })).toBeTruthy();
        unmount();
      });
    }
  }

  it('shows conditional fields only while their condition holds (login captcha, remember box)', () => {
    const { registry, validators } = registryOf('default.json');
    const login = registry.forms.login!;
    const { container, rerender } = renderIn(
      'EN',
      <FormRenderer form={login} validators={validators} onSubmit={async () => null} />,
    );
    expect(namesIn(container)).toEqual(['username', 'password', 'remember']);
    rerender(
      <I18nextProvider i18n={createI18n('EN')}>
        <FormRenderer
          form={login}
          validators={validators}
          conditions={{ captchaShown: true, agentPage: true }}
          onSubmit={async () => null}
        />
      </I18nextProvider>,
    );
    expect(namesIn(container)).toEqual(['username', 'password', 'captcha']);
  });
});

describe('FormRenderer messages', () => {
  const { registry, validators } = registryOf('minimal.json');
  const form = registry.forms.register!;
  for (const lang of ['EN', 'TW'] as const) {
    it(`${lang}: required on submit, pattern with min and max on blur, aria wiring`, async () => {
      const onSubmit = jest.fn(async () => null);
      const { container, i18n } = renderIn(
        lang,
        <FormRenderer form={form} validators={validators} onSubmit={onSubmit} />,
      );
      fireEvent.click(screen.getByRole('button', { name: i18n.t('forms.submit.register') }));
      const username = container.querySelector<HTMLInputElement>('#register-username')!;
      await waitFor(() => expect(username.getAttribute('aria-invalid')).toBe('true'));
      const error = document.getElementById(username.getAttribute('aria-describedby')!)!;
      expect(error.textContent).toBe(i18n.t('forms.messages.required'));
      expect(onSubmit).not.toHaveBeenCalled();

      fireEvent.change(username, { target: { value: '1abc' } });
      fireEvent.blur(username);
      const rule = form.fields.find((f) => f.name === 'username')!;
      const min = rule.messages.pattern!.params!.min!;
      const max = rule.messages.pattern!.params!.max!;
      const text = i18n.t(rule.messages.pattern!.key, { min, max });
      await waitFor(() => expect(document.getElementById('register-username-error')!.textContent).toBe(text));
      expect(text).toContain(String(min));
      expect(text).toContain(String(max));
      expect(text).not.toContain('{{');
    });
  }

  it('confirmation must equal the password', async () => {
    const { container, i18n } = renderIn(
      'EN',
      <FormRenderer form={form} validators={validators} onSubmit={async () => null} />,
    );
    fireEvent.change(container.querySelector('#register-password')!, { target: { value: 'abc12345' } });
    const confirm = container.querySelector('#register-confirmPassword')!;
    fireEvent.change(confirm, { target: { value: 'abc12346' } });
    fireEvent.blur(confirm);
    expect((await screen.findByText(i18n.t('forms.messages.inconsistentTwice'))).id).toBe(
      'register-confirmPassword-error',
    );
  });
});

describe('FormRenderer asynchronous checks', () => {
  const { registry, validators } = registryOf('minimal.json');
  const form = registry.forms.register!;
  const fill = (container: HTMLElement) => {
    const set = (name: string, value: string) =>
      fireEvent.change(container.querySelector(`#register-${name}`)!, { target: { value } });
    set('username', 'alice01');
    set('password', 'abc12345');
    set('confirmPassword', 'abc12345');
    set('captcha', '1234');
    fireEvent.click(container.querySelector('#register-adult')!);
    fireEvent.click(container.querySelector('#register-terms')!);
  };

  it('blocks submit while the check is pending and refuses when it says no', async () => {
    let answer: (ok: boolean) => void = () => undefined;
    const asyncCheck = jest.fn((_c: string, _v: string) => new Promise<boolean>((r) => (answer = r)));
    const onSubmit = jest.fn(async () => null);
    const { container, i18n } = renderIn(
      'EN',
      <FormRenderer form={form} validators={validators} asyncCheck={asyncCheck} onSubmit={onSubmit} />,
    );
    fill(container);
    fireEvent.click(screen.getByRole('button', { name: i18n.t('forms.submit.register') }));
    const button = await screen.findByRole('button', { name: i18n.t('forms.messages.checking') });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(asyncCheck).toHaveBeenCalledWith('usernameAvailable', 'alice01');
    expect(onSubmit).not.toHaveBeenCalled();
    await act(async () => answer(false));
    expect(await screen.findByText(i18n.t('forms.messages.usernameTaken'))).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the normalised values once the check passes', async () => {
    const onSubmit = jest.fn(async (_v: Record<string, unknown>) => null);
    const { container, i18n } = renderIn(
      'EN',
      <FormRenderer form={form} validators={validators} asyncCheck={async () => true} onSubmit={onSubmit} />,
    );
    fill(container);
    fireEvent.click(screen.getByRole('button', { name: i18n.t('forms.submit.register') }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      username: 'alice01',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      captcha: '1234',
      adult: true,
      terms: true,
    });
  });

  it('shows the server message a submit answers', async () => {
    const { container, i18n } = renderIn(
      'EN',
      <FormRenderer
        form={form}
        validators={validators}
        asyncCheck={async () => true}
        onSubmit={async () => 'Captcha failed'}
      />,
    );
    fill(container);
    fireEvent.click(screen.getByRole('button', { name: i18n.t('forms.submit.register') }));
    expect((await screen.findByTestId('form-error')).textContent).toBe('Captcha failed');
  });
});

describe('FormRenderer extras', () => {
  it('an unknown widget is visible and named', () => {
    const { registry, validators } = registryOf('minimal.json');
    const base = registry.forms.ipVerification!;
    const odd: FormSchema = { ...base, fields: [{ ...base.fields[0]!, widget: 'slider' as never }] };
    renderIn('EN', <FormRenderer form={odd} validators={validators} onSubmit={async () => null} />);
    expect(screen.getByRole('note').textContent).toContain('slider');
  });

  it('feedback description has a counter and a cap', () => {
    const { registry, validators } = registryOf('default.json');
    const { container } = renderIn(
      'EN',
      <FormRenderer form={registry.forms.feedback!} validators={validators} onSubmit={async () => null} />,
    );
    fireEvent.change(container.querySelector('#feedback-content')!, { target: { value: 'hello' } });
    expect(screen.getByTestId('content-counter').textContent).toBe('5/200');
  });
});
