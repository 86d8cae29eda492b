/**
 * The "send code" buttons of the sign-in forms (spec sections 4 and 8: login by SMS, registration
 * by mobile, set password by phone, the new-IP verification): one wrapper for the renderer's
 * `sendCode`, which answers the code's validity in seconds, shows "verification code sent" and
 * turns a refusal into the localised message the field shows.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores';
import { codeErrorMessage } from '../../stores/problems';

type Values = Readonly<Record<string, unknown>>;

/** Returns `wrap(send)`: the renderer's sendCode for a call answering `{ expiredMinutes }`. */
export function useCodeSender(): (
  send: (values: Values) => Promise<{ expiredMinutes: number }>,
) => (values: Values) => Promise<number> {
  const { t } = useTranslation();
  const { ui } = useStores();
  return useCallback(
    (send) => async (values) => {
      let minutes: number;
      try {
        minutes = (await send(values)).expiredMinutes;
      } catch (err) {
        throw new Error(codeErrorMessage(err, t), { cause: err });
      }
      ui.showToast('common.success.codeSent');
      return minutes * 60;
    },
    [t, ui],
  );
}
