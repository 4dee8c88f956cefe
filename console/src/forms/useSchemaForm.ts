import { useRef, useState } from 'react';
import { App, Form, type FormInstance } from 'antd';
import type { z } from 'zod';
import { useFieldProblems } from '../i18n/fieldProblems';
import { useProblems } from '../i18n/problems';
import { fieldErrorsFromApi, parseForm, toFormFields, type Parsed } from './fieldErrors';

interface CheckedFormOptions {
  /** Errors the screen shows in its own way (no message for them). */
  quietError?: (error: unknown) => boolean;
}

/**
 * An antd form whose values are checked before sending (with a core schema: the API's own
 * rules), with the server's 400 `fields` shown on the same inputs. `submit(values)` resolves to
 * whether the request went through.
 *
 * One submission at a time: antd validates before `onFinish`, so a double click reaches it twice
 * before any mutation is pending and its button shows `loading`. The second is dropped here, and
 * `submitting` is true from the first click until the answer (for the button's `loading`).
 * So `send` must settle with the request: `.then(() => void message.success(…))`, since antd's
 * message is itself a thenable that settles only when the message closes, seconds later.
 */
export function useCheckedForm<V, T>(
  parse: (values: V) => Parsed<T>,
  send: (data: T) => Promise<unknown>,
  { quietError }: CheckedFormOptions = {},
): {
  form: FormInstance<V>;
  submit: (values: V) => Promise<boolean>;
  submitting: boolean;
  /** Read now (not at the last render): a submission is running. */
  isSubmitting: () => boolean;
} {
  const [form] = Form.useForm<V>();
  const { message } = App.useApp();
  // Messages in the vendor's language (issue #21); English as written elsewhere.
  const problems = { ...useProblems(), ...useFieldProblems() };
  const inFlight = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  // Field paths come from the schema, not from V's keys, so antd's typed names are loosened here.
  const fields = form as unknown as FormInstance;
  const submit = async (values: V) => {
    if (inFlight.current) return false;
    inFlight.current = true;
    setSubmitting(true);
    try {
      return await submitOnce(values);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };
  const submitOnce = async (values: V) => {
    fields.setFields(fields.getFieldsError().map(({ name }) => ({ name, errors: [] })));
    const parsed = parse(values);
    if (!parsed.ok) {
      const wrong = toFormFields(problems.fields(parsed.errors));
      fields.setFields(wrong);
      if (wrong[0]) fields.scrollToField(wrong[0].name, { block: 'center' });
      return false;
    }
    try {
      await send(parsed.data);
      return true;
    } catch (error) {
      const serverFields = fieldErrorsFromApi(error);
      if (serverFields) fields.setFields(toFormFields(problems.fields(serverFields)));
      if (!serverFields && !quietError?.(error)) message.error(problems.problem(error));
      return false;
    }
  };
  return { form, submit, submitting, isSubmitting: () => inFlight.current };
}

/** `useCheckedForm` with a core schema, after `toInput` turns the form's values into input. */
export function useSchemaForm<S extends z.ZodType, V = z.input<S>>(
  schema: S,
  send: (data: z.infer<S>) => Promise<unknown>,
  { toInput = (values: V) => values as unknown }: { toInput?: (values: V) => unknown } = {},
) {
  return useCheckedForm<V, z.infer<S>>((values) => parseForm(schema, toInput(values)), send);
}
