import { describe, expect, it } from 'vitest';
import { CONTACT_FORM_TEXT, CONTACT_NOTICES } from '@core/contact/links';
import contact from '../../i18n/locales/en/contact.json';

/** The English texts are the spec's words (core keeps them): the locale file must not drift. (docs/product.md#contact-dialog) */
describe('contact dialog texts', () => {
  it('match the spec for the notices', () => {
    // docs/product.md#hand-off-to-the-company
    expect(contact.notice.whatsapp).toEqual(CONTACT_NOTICES.whatsapp);
    expect(contact.notice.email).toEqual(CONTACT_NOTICES.email);
    expect(contact.notice.phone).toEqual(CONTACT_NOTICES.phone);
    expect(contact.notice.missing).toEqual(CONTACT_NOTICES.missingInformation);
  });

  it('match the spec for the form', () => {
    // docs/product.md#contact-dialog
    expect(contact.title).toBe(CONTACT_FORM_TEXT.title);
    expect(contact.saving).toBe(CONTACT_FORM_TEXT.saving);
    expect(contact.thankYou).toBe(CONTACT_FORM_TEXT.thankYou);
    expect(contact.field.phoneHint).toBe(CONTACT_FORM_TEXT.phoneHint);
    expect(contact.field.phonePlaceholder).toBe(CONTACT_FORM_TEXT.phonePlaceholder);
  });
});
