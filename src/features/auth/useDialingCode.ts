/** The dialing code state of a mobile form: starts at the remembered SMS login's code, else the default for the visitor and merchant. */
import { useState } from 'react';
import { useStores } from '../../stores';
import { defaultDialingCode, rememberedSmsLogin } from './dialingCodes';

export function useDialingCode(): [string, (code: string) => void] {
  const { config } = useStores();
  return useState(
    () =>
      rememberedSmsLogin()?.code ??
      defaultDialingCode(config.permission?.location.country, config.permission?.currency),
  );
}
