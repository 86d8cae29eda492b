/**
 * The feedback dialog's form (spec sections 3, 5 and 8), drawn by the generic FormRenderer from
 * the engine's `feedback` schema: question type (1 deposit, 2 withdrawal, 3 game, 4 customer
 * service, 6 apply-agent, 0 others), description (trimmed, 20 to 200 characters, capped at 200
 * with a counter) and captcha (its image loads with the form, refresh at most once a second).
 * Submitting with empty fields opens a warning dialog naming them followed by 'is empty' (spec
 * section 8); a valid form is sent (PUT feedback with the user name as sender), the button shows
 * the loader, and success closes the dialog with a thank-you notice.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal';
import { primaryButton } from '../../components/styles';
import type { FormSchema } from '../../../engine/forms';
import { FormRenderer } from '../../renderers/FormRenderer';
import { useStores } from '../../stores';
import { FormGate } from './FormGate';

/** Labels of the required fields whose input (trimmed) is empty, read from the drawn form. */
function emptyFields(form: FormSchema, root: HTMLElement, t: (key: string) => string): string[] {
  return form.fields
    .filter((f) => f.required)
    .filter((f) => {
      const input = root.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
        `#${form.id}-${f.name}`,
      );
      return input !== null && input.value.trim() === '';
    })
    .map((f) => t(f.labelKey));
}

export const FeedbackForm = observer(function FeedbackForm() {
  const { t } = useTranslation();
  const { auth, session, ui } = useStores();
  const box = useRef<HTMLDivElement>(null);
  const [missing, setMissing] = useState<string[] | null>(null);
  const api = auth.env.auth;

  useEffect(() => {
    void auth.refreshCaptcha();
  }, [auth]);

  const onSubmit = async (values: Record<string, unknown>) => {
    if (!api) return t('forms.flow.unavailable');
    const str = (k: string) => (typeof values[k] === 'string' ? (values[k] as string) : '');
    try {
      await api.feedback({
        content: str('content'),
        type: str('type'),
        captcha: str('captcha'),
        sender: session.member?.account ?? '',
      });
    } catch (err) {
      void auth.refreshCaptcha();
      return err instanceof Error ? err.message : String(err);
    }
    ui.closeModal();
    ui.showNotice('auth.feedback.sent');
    return null;
  };

  return (
    <FormGate id="feedback">
      {(form, validators) => (
        <div
          ref={box}
          css={css`
            display: flex;
            flex-direction: column;
            gap: 14px;
          `}
          onSubmitCapture={(e: FormEvent) => {
            const empty = box.current ? emptyFields(form, box.current, t) : [];
            if (empty.length === 0) return;
            e.preventDefault();
            e.stopPropagation();
            setMissing(empty);
          }}
        >
          <p
            css={css`
              margin: 0;
              font-size: 13px;
              color: var(--c-muted);
              line-height: 1.5;
            `}
          >
            {t('modals.feedback.intro')}
          </p>
          <FormRenderer
            form={form}
            validators={validators}
            captcha={{ src: auth.captchaSrc, refresh: () => void auth.refreshCaptcha() }}
            onSubmit={onSubmit}
          />
          <Modal
            open={missing !== null}
            size="sm"
            title={t('auth.feedback.warningTitle')}
            onClose={() => setMissing(null)}
            testId="feedback-warning"
            footer={
              <button type="button" css={primaryButton} onClick={() => setMissing(null)}>
                {t('common.confirm')}
              </button>
            }
          >
            <p
              role="alert"
              css={css`
                margin: 0;
              `}
            >
              {t('auth.feedback.emptyFields', { fields: (missing ?? []).join(t('auth.feedback.separator')) })}
            </p>
          </Modal>
        </div>
      )}
    </FormGate>
  );
});
