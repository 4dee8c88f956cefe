/**
 * A labelled form control with an optional hint and error. The label is bound to the control,
 * the hint and error are announced with it (aria-describedby), and an error marks it invalid.
 */
import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';

/** What every field takes besides its control's own attributes. */
interface FieldProps {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  value: string;
  onValueChange: (value: string) => void;
}

/** The attributes that bind a control to its label, hint and error. */
interface ControlWiring {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

function FieldShell({
  id,
  label,
  hint,
  error,
  children,
}: Omit<FieldProps, 'value' | 'onValueChange'> & {
  children: (wiring: ControlWiring) => ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

/** An e-mail address field's input attributes: the right keyboard, no capitals, no spelling. */
export const EMAIL_INPUT = {
  type: 'email',
  autoComplete: 'email',
  autoCapitalize: 'none',
  spellCheck: false,
} as const;

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> & FieldProps;

export function TextField({ id, label, hint, error, onValueChange, ...input }: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      {(wiring) => (
        <input
          {...input}
          {...wiring}
          name={input.name ?? id}
          className="field__control"
          // Phone numbers and e-mail addresses read left to right, on Arabic pages too.
          dir={input.type === 'tel' || input.type === 'email' ? 'ltr' : input.dir}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </FieldShell>
  );
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'onChange'> &
  FieldProps;

export function TextAreaField({
  id,
  label,
  hint,
  error,
  onValueChange,
  ...area
}: TextAreaFieldProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      {(wiring) => (
        <textarea
          {...area}
          {...wiring}
          name={area.name ?? id}
          className="field__control field__control--area"
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </FieldShell>
  );
}

/**
 * A checkbox with its label beside it (a 44 px tall target). `name` and `value` make it part of
 * a form that works before the scripts arrive (a GET form sends `name=value` when ticked).
 */
export function CheckField({
  id,
  label,
  checked,
  onCheckedChange,
  disabled,
  name,
  value,
}: {
  id: string;
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
  value?: string;
}) {
  return (
    <label className="check-field" htmlFor={id}>
      <input
        id={id}
        name={name}
        value={value}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onCheckedChange(event.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange'> &
  FieldProps & { options: readonly { value: string; label: string }[] };

export function SelectField({
  id,
  label,
  hint,
  error,
  onValueChange,
  options,
  ...select
}: SelectFieldProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      {(wiring) => (
        <select
          {...select}
          {...wiring}
          name={select.name ?? id}
          className="field__control field__control--select"
          onChange={(event) => onValueChange(event.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

/** The first message for each top-level field of a failed zod parse. */
export function fieldErrorsFromIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}
