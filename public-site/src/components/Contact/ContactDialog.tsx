/**
 * The 'Contact Form' dialog (spec sections 2, 4 and 5): name, e-mail and phone, prefilled from
 * the details saved on this device; then saving, the thank-you view and the hand-off, driven by
 * the flow. Inputs and buttons are disabled and closing is blocked while saving.
 * (docs/product.md#contact-dialog)
 */
import { useFormats } from '../../i18n/format';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/react';
import { STORAGE_KEYS, TRIP } from '@core/constants';
import { hasTripTimes } from '@core/rules/tripDays';
import type { ContactTrip } from '@core/contact/links';
import { Dialog } from '../Dialog/Dialog';
import { CheckField, TextField } from '../Form/Field';
import { useForm } from '../Form/useForm';
import { CheckIcon } from '../Icon/Icon';
import { toast } from '../Toast/toastStore';
import { CLOSED, type ContactData, type ContactFlow } from './contactFlow';
import { ContactMethodIcon } from './ContactButtons';
import { CopyableDetail } from './CopyableDetail';
import { contactLink } from './handOff';
import './contact.css';

const FIELD_IDS = {
  name: 'contact-name',
  email: 'contact-email',
  phone: 'contact-phone',
  copyTo: 'contact-copyTo',
};

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
  const formats = useFormats();
  // A date, with its time when the trip has times other than 10:00 (as the hand-off texts say it).
  const tripMoment = (trip: ContactTrip, date: string, time: string | undefined) =>
    hasTripTimes(trip)
      ? t('tripMoment', { date: formats.tripDate(date), time: time ?? TRIP.defaultTime })
      : formats.tripDate(date);
  const state = useSyncExternalStore(flow.subscribe, flow.getState, () => CLOSED);
  const [website, setWebsite] = useState('');
  // "Send me a copy": off at each opening; the address starts as the form's e-mail.
  const [copy, setCopy] = useState(false);
  const form = useForm({
    ids: FIELD_IDS,
    initial: { name: '', email: '', phone: '', copyTo: '' },
    busy: state.saving,
    send: async ({ copyTo, ...data }) => {
      const result = await flow.submit(data, website, copy ? copyTo : undefined);
      if (result.kind === 'invalid') return { ok: false, fields: result.fields };
      // Every other outcome is shown by the flow (the thank-you view) or by a toast here.
      if (result.kind === 'unavailable') {
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
      return { ok: true };
    },
  });
  const { setValues, setErrors } = form;

  useEffect(() => {
    if (!state.open) return;
    setErrors({});
    setCopy(false);
    const saved = readSavedContactData();
    if (saved) setValues((current) => ({ ...current, ...saved }));
  }, [state.open, state.car?.id, setErrors, setValues]);

  const { car, method, saving, thankYou, contact } = state;
  if (!car || !method) return null;
  const { values } = form;

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
    if (checked) form.setValue('copyTo', values.email.trim());
    else form.setErrors((current) => ({ ...current, copyTo: undefined }));
  };

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
        <form className="contact-form" noValidate onSubmit={(event) => void form.submit(event)}>
          <p className="contact-form__car">
            <ContactMethodIcon method={method} />
            <span>
              <strong>
                <bdi>{car.title}</bdi>
              </strong>
              <span>{car.companyName}</span>
              {car.trip && (
                <span className="contact-form__trip" data-testid="contact-trip">
                  {t('trip', {
                    from: tripMoment(car.trip, car.trip.from, car.trip.fromTime),
                    to: tripMoment(car.trip, car.trip.to, car.trip.toTime),
                    days: formats.days(car.trip.days),
                    total: formats.exactPrice(car.trip.total),
                  })}
                </span>
              )}
            </span>
          </p>
          <TextField
            {...form.field('name')}
            label={t('field.name')}
            autoComplete="name"
            required
            disabled={saving}
          />
          <TextField {...form.field('email')} label={t('field.email')} {...emailInput} />
          <TextField
            {...form.field('phone')}
            type="tel"
            label={t('field.phone')}
            autoComplete="tel"
            placeholder={t('field.phonePlaceholder')}
            hint={t('field.phoneHint')}
            required
            disabled={saving}
          />
          <CheckField
            id="contact-copy"
            label={t('copy.ask')}
            checked={copy}
            disabled={saving}
            onCheckedChange={toggleCopy}
          />
          {copy && (
            <TextField {...form.field('copyTo')} label={t('copy.address')} {...emailInput} />
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
