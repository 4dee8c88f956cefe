/**
 * The form of an auth card (sign-in, sign-up, company details): its title and lead, then the
 * form named by the title, with the alert for a failure that names no field above the fields.
 */
import type { FormEvent, ReactNode } from 'react';

export function AuthCardForm({
  id,
  headingLevel = 1,
  title,
  lead,
  alert,
  onSubmit,
  children,
}: {
  /** The title's id, which names the form. */
  id: string;
  headingLevel?: 1 | 2;
  title: string;
  lead: string;
  alert?: string | null | false;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  children: ReactNode;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <>
      <Heading className="auth-card__title" id={id}>
        {title}
      </Heading>
      <p className="auth-card__lead">{lead}</p>
      <form
        className="auth-form"
        aria-labelledby={id}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        {alert && (
          <p className="form-alert" role="alert">
            {alert}
          </p>
        )}
        {children}
      </form>
    </>
  );
}

/** A form's submit button: disabled and saying so while the form is busy. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  block = false,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  /** Full width (the sign-in and sign-up cards). */
  block?: boolean;
}) {
  return (
    <button
      type="submit"
      className={`button button--accent${block ? ' button--block' : ''}`}
      disabled={busy}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
