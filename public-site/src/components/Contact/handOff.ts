/**
 * The hand-off to the company (spec section 7): WhatsApp in a new tab with the prefilled text,
 * the e-mail client through a mailto link, the dialler through a tel link, each with its notice.
 * (docs/product.md#hand-off-to-the-company)
 */
import type { TFunction } from '../../i18n/i18n';
import { mailtoLink, telLink, whatsappLink } from '@core/contact/links';
import type { ContactMethod } from '@core/enums';
import type { CompanyContact } from '@core/schemas/company';
import { copyText } from '../Clipboard/copyText';
import { toast } from '../Toast/toastStore';
import type { ContactCar, ContactData } from './contactFlow';

export function contactLink(
  method: ContactMethod,
  contact: CompanyContact,
  car: ContactCar,
  data: ContactData,
  /** The page's language: the WhatsApp text and the e-mail are written in it. */
  language?: string,
): string {
  switch (method) {
    case 'whatsapp':
      return whatsappLink({
        phone: contact.whatsapp,
        carTitle: car.title,
        name: data.name,
        language,
        trip: car.trip,
      });
    case 'email':
      return mailtoLink({
        email: contact.email,
        carTitle: car.title,
        name: data.name,
        visitorEmail: data.email,
        phone: data.phone,
        language,
        trip: car.trip,
      });
    case 'phone':
      return telLink(contact.phone);
  }
}

/** A mailto or tel link followed like a click on a link (the page stays). */
function followLink(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

/** WhatsApp in a new tab; false when the browser blocked the window. */
function openTab(url: string): boolean {
  const tab = window.open(url, '_blank');
  if (!tab) return false;
  tab.opener = null;
  return true;
}

export function launchContact(
  t: TFunction,
  method: ContactMethod,
  contact: CompanyContact,
  car: ContactCar,
  data: ContactData,
  language?: string,
) {
  const url = contactLink(method, contact, car, data, language);
  if (method === 'whatsapp' && !openTab(url)) {
    // A popup blocker stopped the tab: one tap on the notice opens it.
    toast({
      title: t('notice.whatsapp.title'),
      description: t('notice.whatsappBlocked'),
      action: {
        label: t('notice.openWhatsapp'),
        altText: t('notice.openWhatsapp'),
        onClick: () => openTab(url),
      },
    });
    return;
  }
  if (method === 'whatsapp') {
    toast({ title: t(`notice.${method}.title`), description: t(`notice.${method}.description`) });
    return;
  }
  followLink(url);
  // Without a dialler or mail app nothing else shows: the number or address to copy.
  const detail = method === 'phone' ? contact.phone : contact.email;
  toast({
    title: t(`notice.${method}.title`),
    description: t(`notice.${method}.description`),
    action: {
      label: t('detail.copy'),
      altText: t('detail.copyLabel', { value: detail }),
      onClick: () => void copyText(detail),
    },
  });
}
