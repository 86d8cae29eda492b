/**
 * Web Worker entry: validates configuration payloads off the main thread (evaluating the large
 * precompiled validators and running them would otherwise be a long task on the page).
 * Message in: `{ id: number, kind: ConfigKind, data: unknown }`; out: `{ id, errors: ConfigError[] }`.
 */
import { validateConfig, type ConfigKind } from './validation';

interface ValidationRequest {
  id: number;
  kind: ConfigKind;
  data: unknown;
}

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<ValidationRequest>) => void) | null;
  postMessage: (m: unknown) => void;
};

scope.onmessage = (e) => {
  const { id, kind, data } = e.data;
  let errors;
  try {
    errors = validateConfig(kind, data);
  } catch (err) {
    errors = [{ pointer: '', message: `validation failed: ${err instanceof Error ? err.message : String(err)}` }];
  }
  scope.postMessage({ id, errors });
};
