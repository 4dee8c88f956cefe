/**
 * A sign-up page's body: the pitch beside the card holding the form (or a spinner while the
 * session is read, or "already signed in"). Used by /register and /vendor/register.
 */
import { useState, type ReactNode } from 'react';
import type { CurrentUser } from '@core/schemas/auth';
import { useTranslation } from '../../i18n/react';
import { useAuth } from '../../auth/AuthProvider';
import { Spinner } from '../Spinner';
import { RegisterBenefits, RegisterForm } from './RegisterForm';
import { SignedInNotice } from './SignedInNotice';
import '../../i18n/namespaces/auth';

export function RegisterSection({
  head,
  heading,
  lead,
  steps,
  signedIn,
  onRegistered,
}: {
  /** The page's `PageHead`. */
  head: ReactNode;
  heading: string;
  lead: string;
  /** Shown above the card's content (the onboarding steps). */
  steps?: ReactNode;
  /** What a user already signed in sees; null or absent: "already signed in". */
  signedIn?: (user: CurrentUser) => ReactNode;
  onRegistered: (user: CurrentUser) => void;
}) {
  const { t } = useTranslation('auth');
  const { user, loading } = useAuth();
  // Once a sign-up starts here, the form stays until the page moves on.
  const [registering, setRegistering] = useState(false);

  let content;
  if (loading) content = <Spinner label={t('checking')} />;
  else if (user && !registering)
    content = signedIn?.(user) ?? <SignedInNotice user={user} headingLevel={2} />;
  else
    content = (
      <RegisterForm onSubmitStart={() => setRegistering(true)} onRegistered={onRegistered} />
    );

  return (
    <section className="auth auth--register container" aria-labelledby="register-heading">
      {head}
      <RegisterBenefits eyebrow={t('register.eyebrow')} heading={heading} lead={lead} />
      <div className="auth-card">
        {steps}
        {content}
      </div>
    </section>
  );
}
