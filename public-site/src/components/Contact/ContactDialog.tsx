/**
 * The 'Contact Form' dialog (spec sections 2, 4 and 5): name, e-mail and phone, prefilled from
 * the details saved on this device; then saving, the thank-you view and the hand-off, driven by
 * the flow. Inputs and buttons are disabled and closing is blocked while saving.
 * (docs/product.md#contact-dialog)
 */
import { useEffect, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { STORAGE_KEYS } from '@core/constants';
import { Dialog } from '../Dialog/Dialog';
import { CheckField, TextField } from '../Form/Field';
import { CheckIcon } from '../Icon/Icon';
import { toast } from '../Toast/toastStore';
import { CLOSED, type ContactData, type ContactFlow } from './contactFlow';
import { ContactMethodIcon } from './ContactButtons';
import { CopyableDetail } from './CopyableDetail';
import { contactLink } from './handOff';
import './contact.css';

type Field = keyof ContactData | 'copyTo';
const FIELDS = ['name', 'email', 'phone', 'copyTo'] as const;
const EMPTY: ContactData = { name: '', email: '', phone: '' };

function readSavedContactData(): ContactData | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEYS.contactData);
    if (!raw) return null;
    const saved = JSON.parse(raw) as Partial<ContactData>;
    return {
      name: typeof saved.name === 'string' ? saved.name : '',
      email: typeof saved.email === 'string' ? saved.email : '',
      phone: typeof saved.phone === 'string' ? saved.phone : '',
    };
  } catch (error) {
    // The spec: a failure to load the saved details is only logged.
    console.error('Could not load the saved contact details', error);
    return null;
  }
}

export default function ContactDialog({ flow }: { flow: ContactFlow }) {
  const { t, i18n } = useTranslation('contact');
  const state = useSyncExternalStore(flow.subscribe, flow.getState, () => CLOSED);
  const [values, setValues] = useState<ContactData>(EMPTY);
  const [website, setWebsite] = useState('');
  // "Send me a copy": off at each opening; the address starts as the form's e-mail.
  const [copy, setCopy] = useState(false);
  const [copyTo, setCopyTo] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  useEffect(() => {
    if (!state.open) return;
    setErrors({});
    setCopy(false);
    const saved = readSavedContactData();
    if (saved) setValues(saved);
  }, [state.open, state.car?.id]);

  const { car, method, saving, thankYou, contact } = state;
  if (!car || !method) return null;

  const change = (field: keyof ContactData) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  // Both address fields (the renter's and the copy's).
  const emailInput = {
    type: 'email',
    autoComplete: 'email',
    autoCapitalize: 'none',
    spellCheck: false,
    required: true,
    disabled: saving,
  } as const;

  const toggleCopy = (checked: boolean) => {
    setCopy(checked);
    if (checked) setCopyTo(values.email.trim());
    setErrors((current) => ({ ...current, copyTo: undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await flow.submit(values, website, copy ? copyTo : undefined);
    if (result.kind === 'invalid') {
      const fieldErrors: Partial<Record<Field, string>> = {};
      for (const field of FIELDS) {
        if (result.fields[field]) fieldErrors[field] = result.fields[field];
      }
      setErrors(fieldErrors);
      const first = FIELDS.find((field) => fieldErrors[field]);
      if (first) document.getElementById(`contact-${first}`)?.focus();
    } else if (result.kind === 'unavailable') {
      toast({
        title: t('error.unavailableTitle'),
        description: t('error.unavailable'),
        variant: 'destructive',
      });
    } else if (result.kind === 'noContact') {
      toast({
        title: t('error.offlineTitle'),
        description: t('error.offline'),
        variant: 'destructive',
      });
    }
  }

  return (
    <Dialog
      open={state.open}
      onOpenChange={(open) => {
        if (!open) flow.close();
      }}
      closable={!saving}
      title={t('title')}
      description={t(`intro.${method}`, { title: car.title, company: car.companyName })}
      className="contact-dialog"
    >
      {thankYou ? (
        <div className="contact-dialog__thanks" role="status">
          <span className="contact-dialog__check">
            <CheckIcon size={28} />
          </span>
          <p className="contact-dialog__thanks-title">{t('thankYou')}</p>
          <p className="contact-dialog__thanks-next">{t(`opening.${method}`)}</p>
          {contact && method !== 'whatsapp' && (
            <CopyableDetail
              label={t(`detail.${method}`, { company: car.companyName })}
              value={method === 'phone' ? contact.phone : contact.email}
              href={contactLink(method, contact, car, values, i18n.language)}
            />
          )}
        </div>
      ) : (
        <form className="contact-form" noValidate onSubmit={(event) => void submit(event)}>
          <p className="contact-form__car">
            <ContactMethodIcon method={method} />
            <span>
              <strong>
                <bdi>{car.title}</bdi>
              </strong>
              <span>{car.companyName}</span>
            </span>
          </p>
          <TextField
            id="contact-name"
            name="name"
            label={t('field.name')}
            autoComplete="name"
            required
            disabled={saving}
            value={values.name}
            onValueChange={change('name')}
            error={errors.name}
          />
          <TextField
            id="contact-email"
            name="email"
            label={t('field.email')}
            {...emailInput}
            value={values.email}
            onValueChange={change('email')}
            error={errors.email}
          />
          <TextField
            id="contact-phone"
            name="phone"
            type="tel"
            label={t('field.phone')}
            autoComplete="tel"
            placeholder={t('field.phonePlaceholder')}
            hint={t('field.phoneHint')}
            required
            disabled={saving}
            value={values.phone}
            onValueChange={change('phone')}
            error={errors.phone}
          />
          <CheckField
            id="contact-copy"
            label={t('copy.ask')}
            checked={copy}
            disabled={saving}
            onCheckedChange={toggleCopy}
          />
          {copy && (
            <TextField
              id="contact-copyTo"
              name="copyTo"
              label={t('copy.address')}
              {...emailInput}
              value={copyTo}
              onValueChange={(value) => {
                setCopyTo(value);
                setErrors((current) => ({ ...current, copyTo: undefined }));
              }}
              error={errors.copyTo}
            />
          )}
          {/* A honeypot: hidden from people, filled in by form bots (the API ignores such leads). */}
          <div className="contact-form__trap" aria-hidden="true">
            <label htmlFor="contact-website">Website</label>
            <input
              id="contact-website"
              name="website"
              tabIndex={-1}
              autoComplete="off"
              value={website}
              onChange={(event) => setWebsite(event.target.value)}
            />
          </div>
          <p className="contact-form__privacy">{t('privacy', { company: car.companyName })}</p>
          <div className="contact-form__actions">
            <button
              type="button"
              className="button button--ghost"
              disabled={saving}
              onClick={() => flow.close()}
            >
              {t('cancel')}
            </button>
            <button type="submit" className="button button--accent" disabled={saving}>
              {saving ? t('saving') : t(`submit.${method}`)}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
