/**
 * The FormRenderer's widget registry (src/renderers/form/widgetRegistry.ts; STYLE.md "One way per
 * concern"): ranked testers pick the renderer of each field, a feature's entry wins by rank, and a
 * field no tester accepts shows the visible Unknown renderer naming its widget.
 */
import '../support/webPolyfills';
import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { formList, formRegistryOfSiteConfig, type FormSchema } from '../../engine/forms';
import { createInProcessValidators } from '../../engine/forms/inProcessValidators';
import { createI18n } from '../../src/i18n';
import {
  fieldIs,
  FormRenderer,
  NOT_APPLICABLE,
  rankWith,
  registerWidget,
  widgetIs,
  type WidgetProps,
} from '../../src/renderers/FormRenderer';
import { DEFAULT_WIDGETS, resolveWidget } from '../../src/renderers/form/widgetRegistry';
import { WIDGETS } from '../../src/renderers/form/widgets';
import { loadSample } from '../support/samples';

const registry = formRegistryOfSiteConfig(loadSample('default.json'));
const validators = createInProcessValidators(formList(registry));
const login = registry.forms.login!;

const Stars = (p: WidgetProps) => <output data-testid={`stars-${p.field.name}`}>***</output>;
const Other = (p: WidgetProps) => <output data-testid={`other-${p.field.name}`}>!</output>;

const draw = (form: FormSchema, widgets?: Parameters<typeof FormRenderer>[0]['widgets']) =>
  render(
    <I18nextProvider i18n={createI18n('EN')}>
      <FormRenderer form={form} validators={validators} widgets={widgets} onSubmit={async () => null} />
    </I18nextProvider>,
  );

describe('resolveWidget', () => {
  const password = login.fields.find((f) => f.name === 'password')!;
  it('the built-in entry draws its kind', () => {
    expect(resolveWidget(DEFAULT_WIDGETS, password, login)).toBe(WIDGETS.password);
  });
  it('a higher rank wins, a lower one does not', () => {
    expect(resolveWidget(registerWidget(DEFAULT_WIDGETS, widgetIs('password', 5), Stars), password, login)).toBe(Stars);
    expect(resolveWidget(registerWidget(DEFAULT_WIDGETS, widgetIs('password', 0), Stars), password, login)).toBe(
      WIDGETS.password,
    );
  });
  it('a tie goes to the earlier entry; registerWidget leaves the given registry alone', () => {
    const one = registerWidget([], widgetIs('password', 3), Stars);
    const two = registerWidget(one, widgetIs('password', 3), Other);
    expect(resolveWidget(two, password, login)).toBe(Stars);
    expect(one).toHaveLength(1);
  });
  it('no applicable tester gives null', () => {
    const odd = { ...password, widget: 'slider' as never };
    expect(resolveWidget(DEFAULT_WIDGETS, odd, login)).toBeNull();
    expect(rankWith(4, () => false)(password, login)).toBe(NOT_APPLICABLE);
    expect(fieldIs('login', 'password')(password, login)).toBe(10);
    expect(fieldIs('register', 'password')(password, login)).toBe(NOT_APPLICABLE);
  });
});

describe('FormRenderer widgets', () => {
  it('a feature widget registered for one field wins there and only there', () => {
    draw(login, registerWidget([], fieldIs('login', 'password'), Stars));
    expect(screen.getByTestId('stars-password')).toBeTruthy();
    expect(screen.queryByTestId('stars-username')).toBeNull();
    expect(document.querySelector('#login-username')).not.toBeNull();
  });

  it('a registered widget kind the built-ins lack is drawn; without it the Unknown renderer names it', () => {
    const odd: FormSchema = { ...login, fields: [{ ...login.fields[0]!, widget: 'slider' as never }] };
    const { unmount } = draw(odd);
    expect(screen.getByRole('note').textContent).toContain('slider');
    unmount();
    draw(odd, [{ tester: widgetIs('slider'), renderer: Other }]);
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByTestId('other-username')).toBeTruthy();
  });
});
