/**
 * Loads the merchant's forms (once) and hands a form and its validators to its child; shows a
 * loading line, or a visible message when the form cannot be loaded or is not on this site.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormId, FormSchema, FormValidators } from '../../../engine/forms';
import { useStores } from '../../stores';

const note = css`
  margin: 0;
  padding: 18px;
  text-align: center;
  color: var(--c-muted);
  font-size: 13px;
`;

export const FormGate = observer(function FormGate({
  id,
  children,
}: {
  id: FormId;
  children: (form: FormSchema, validators: FormValidators) => ReactNode;
}) {
  const { t } = useTranslation();
  const { auth } = useStores();
  useEffect(() => {
    void auth.loadForms();
  }, [auth]);
  if (auth.formsState === 'error')
    return (
      <p css={note} role="alert">
        {t('forms.flow.unavailable')}
      </p>
    );
  if (auth.formsState !== 'ready' || !auth.validators)
    return (
      <p css={note} aria-busy="true">
        {t('forms.flow.loading')}
      </p>
    );
  const form = auth.form(id);
  if (!form)
    return (
      <p css={note} role="alert">
        {t('forms.messages.formUnavailable')}
      </p>
    );
  return <>{children(form, auth.validators)}</>;
});
