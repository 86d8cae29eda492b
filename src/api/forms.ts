/**
 * The browser's {@link FormsLoader}: GET /api/forms/schemas, then the server-compiled standalone
 * validators module (ajv standalone code: the CSP forbids run-time code generation, so the
 * browser imports ready code from 'self'; server/routes/forms).
 */
import type { AxiosInstance } from 'axios';
import { request } from './client';
import type { FormsBundle, FormValidators } from '../../engine/forms';

/** Loads the schemas and their validators (the browser imports the server's standalone module). */
export interface FormsLoader {
  schemas(): Promise<FormsBundle>;
  validators(version: string): Promise<FormValidators>;
}

/** Paths of server/routes/forms (FORMS_ENDPOINTS there). */
export const FORMS_PATHS = { schemas: '/api/forms/schemas', validators: '/api/forms/validators.js' } as const;

/** The forms loader over `http`: the schemas bundle, then the validators module of its version. */
export function createHttpFormsLoader(http: AxiosInstance): FormsLoader {
  return {
    schemas: () => request<FormsBundle>(http, { method: 'GET', url: FORMS_PATHS.schemas }),
    validators: async (version) =>
      (await import(/* @vite-ignore */ `${FORMS_PATHS.validators}?v=${encodeURIComponent(version)}`)) as FormValidators,
  };
}
