import { SUPPORT_CONTACT } from '@core/catalogue/menus';
import { whatsappTextLink } from '@core/contact/dialLinks';
import type { TFunction } from '../../i18n/i18n';

/**
 * The marketplace's own WhatsApp support number: VITE_SUPPORT_WHATSAPP at build time, else
 * core's SUPPORT_CONTACT.whatsapp.
 */
export const SUPPORT_WHATSAPP: string =
  (import.meta.env.VITE_SUPPORT_WHATSAPP as string | undefined) || SUPPORT_CONTACT.whatsapp;

/** The chat with support, its first message naming the page the visitor is on. */
export const supportChatLink = (t: TFunction, pageUrl: string) =>
  whatsappTextLink(t('chat.message', { url: pageUrl }), SUPPORT_WHATSAPP);
