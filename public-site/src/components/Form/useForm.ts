/**
 * One form's state: its values, the message under each field, whether it is sending and whether
 * it failed without naming a field. `submit` checks the values with the form's rules, sends them,
 * and shows the server's field messages at their fields; the first field with a message takes the
 * focus. A form states only its fields (`field(name)` wires a `TextField`) and what sending does.
 */
import { useState, type FormEvent } from 'react';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** A form's own check: the data to send, or a message per field (core's rules or a zod parse). */
export type FormCheck<F extends string, D> = (
  values: Record<F, string>,
) => { ok: true; data: D } | { ok: false; errors: Partial<Record<string, string>> };

/** How sending went: through, or refused with the server's field messages (maybe none). */
export type SendResult = { ok: true } | { ok: false; fields?: Readonly<Record<string, string>> };

interface FormOptions<F extends string, D> {
  /** Each field's element id, in the form's order: the first invalid one gets the focus. */
  ids: Record<F, string>;
  initial: Record<F, string>;
  check?: FormCheck<F, D>;
  send: (data: D) => Promise<SendResult>;
  /** The page moves on after a success: the form stays busy until it does. */
  busyAfterSuccess?: boolean;
  /** The busy state, when something else owns it (the contact dialog's flow). */
  busy?: boolean;
}

export function useForm<F extends string, D = Record<F, string>>({
  ids,
  initial,
  check,
  send,
  busyAfterSuccess = false,
  busy,
}: FormOptions<F, D>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [sending, setPending] = useState(false);
  const pending = busy ?? sending;
  const [failed, setFailed] = useState(false);
  const order = Object.keys(ids) as F[];

  const clearError = (name: F) => setErrors((current) => ({ ...current, [name]: undefined }));

  const setValue = (name: F, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    clearError(name);
  };

  /** Shows the messages of this form's fields (others are ignored); returns the first field. */
  function showErrors(messages: Partial<Record<string, string>>): F | undefined {
    const own: FieldErrors<F> = {};
    for (const name of order) if (messages[name]) own[name] = messages[name];
    setErrors(own);
    const first = order.find((name) => own[name]);
    if (first) document.getElementById(ids[first])?.focus();
    return first;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setFailed(false);
    const checked = check ? check(values) : { ok: true as const, data: values as unknown as D };
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    setErrors({});
    setPending(true);
    const result = await send(checked.data);
    if (result.ok && busyAfterSuccess) return;
    setPending(false);
    if (!result.ok && !showErrors(result.fields ?? {})) setFailed(true);
  }

  /** The props that bind a `TextField` or `SelectField` to the field `name`. */
  const field = (name: F) => ({
    id: ids[name],
    name,
    value: values[name],
    onValueChange: (value: string) => setValue(name, value),
    error: errors[name],
  });

  return {
    values,
    setValues,
    setValue,
    errors,
    setErrors,
    showErrors,
    pending,
    failed,
    submit,
    field,
  };
}
