/**
 * The state behind a FormRenderer: values, touched fields, the validation result of the loaded
 * validators (spec section 5), the asynchronous server checks (affiliate code, username taken)
 * that block submit until they answer, and the submit's loading state.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import {
  normaliseValues,
  todayOf,
  validateForm,
  type AsyncCheckKind,
  type FieldError,
  type FormSchema,
  type FormValidators,
} from '../../../engine/forms';

/** Runs a server check: true when the value passes (a thrown error counts as a refusal). */
export type AsyncChecker = (check: AsyncCheckKind, value: string) => Promise<boolean>;

/** A message to show: an i18n key with params, or the server's text. */
export interface ShownError {
  key?: string;
  params?: Record<string, string | number>;
  text?: string;
}

export interface FormControllerOptions {
  form: FormSchema;
  validators: FormValidators;
  conditions: Readonly<Record<string, boolean>>;
  initialValues: Readonly<Record<string, unknown>>;
  asyncCheck?: AsyncChecker;
  /** Receives the normalised values (hidden fields dropped, trimmed); resolves to a server message to show, or nothing. */
  onSubmit(values: Record<string, unknown>): Promise<string | null | void>;
}

const cacheKey = (field: string, value: string) => `${field}\u0000${value}`;

export function useFormController(opts: FormControllerOptions) {
  const { form, validators, conditions, asyncCheck } = opts;
  const [values, setValues] = useState<Record<string, unknown>>(() => ({ ...opts.initialValues }));
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [asyncErrors, setAsyncErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set());
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const checks = useRef(new Map<string, Promise<boolean>>());
  const valuesRef = useRef(values);
  // eslint-disable-next-line react-hooks/refs -- the latest values, read only by the async checks' callbacks
  valuesRef.current = values;

  const validate = useCallback(
    (v: Record<string, unknown>): FieldError[] =>
      validateForm(form, v, validators, { conditions, today: todayOf(new Date()) }),
    [form, validators, conditions],
  );
  const errors = useMemo(() => validate(values), [validate, values]);

  /** Starts (or reuses) the server check of a field; records its failure. */
  const runCheck = useCallback(
    (field: string, value: string): Promise<boolean> | null => {
      const check = form.asyncChecks.find((c) => c.field === field);
      if (!check || !asyncCheck || (value === '' && !check.whenEmpty)) return null;
      const key = cacheKey(field, value);
      let p = checks.current.get(key);
      if (!p) {
        p = asyncCheck(check.check, value).catch(() => false);
        checks.current.set(key, p);
      }
      setPending((s) => new Set(s).add(field));
      void p.then((ok) => {
        setPending((s) => {
          const n = new Set(s);
          n.delete(field);
          return n;
        });
        if (String(valuesRef.current[field] ?? '').trim() !== value) return;
        setAsyncErrors((e) => {
          const n = { ...e };
          if (ok) delete n[field];
          else n[field] = check.failureKey;
          return n;
        });
      });
      return p;
    },
    [form, asyncCheck],
  );

  const setValue = useCallback((name: string, value: unknown) => {
    setValues((v) => ({ ...v, [name]: value }));
    setAsyncErrors((e) => {
      if (!(name in e)) return e;
      const n = { ...e };
      delete n[name];
      return n;
    });
    setFormError(null);
  }, []);

  const blur = useCallback(
    (name: string) => {
      setTouched((s) => new Set(s).add(name));
      const value = String(valuesRef.current[name] ?? '').trim();
      if (!validate(valuesRef.current).some((e) => e.field === name)) runCheck(name, value);
    },
    [validate, runCheck],
  );

  /** The error shown under a field: after it was touched (or a submit), sync rules first. */
  const errorOf = (name: string): ShownError | null => {
    if (!touched.has(name)) return null;
    const e = errors.find((x) => x.field === name);
    if (e) return { key: e.key, params: e.params };
    const a = asyncErrors[name];
    return a ? { key: a } : null;
  };

  /** Marks one field touched and says whether it is valid now (send-code checks the mobile first). */
  const checkField = (name: string): boolean => {
    setTouched((s) => new Set(s).add(name));
    return !validate(valuesRef.current).some((e) => e.field === name);
  };

  const submit = async () => {
    if (submitting) return;
    const current = valuesRef.current;
    const found = validate(current);
    setTouched(new Set(form.fields.map((f) => f.name)));
    if (found.length > 0) return;
    setSubmitting(true);
    setFormError(null);
    try {
      const data = normaliseValues(form, current, conditions);
      const waits = form.asyncChecks.flatMap((c) => {
        if (!(c.field in data) && !c.whenEmpty) return [];
        const p = runCheck(c.field, String(data[c.field] ?? ''));
        return p ? [p] : [];
      });
      const results = await Promise.all(waits);
      if (results.some((ok) => !ok)) return;
      for (const c of form.conditions) delete data[c];
      const message = await opts.onSubmit(data);
      if (message) setFormError(message);
    } finally {
      setSubmitting(false);
    }
  };

  return { values, setValue, blur, errorOf, checkField, submit, submitting, pending, formError, setFormError, errors };
}
