/** Notices of the contact flow (spec section 8). (docs/product.md#hand-off-to-the-company) */
export const CONTACT_NOTICES = {
  whatsapp: {
    title: 'Opening WhatsApp',
    description: 'Connecting you to the vendor via WhatsApp.',
  },
  email: {
    title: 'Opening Email Client',
    description: 'Your email client should open with a pre-filled message.',
  },
  phone: {
    title: 'Initiating Call',
    description: 'Connecting you to the vendor via phone.',
  },
  missingInformation: {
    title: 'Missing Information',
    description: 'Please fill out all fields to continue.',
  },
} as const;

/** Logged only, never shown (spec section 8). (docs/product.md#contact-dialog) */
export const MISSING_CAR_OR_METHOD_LOG = 'Cannot execute contact action: missing car or method';

/** Contact dialog texts (spec sections 2, 4 and 5). (docs/product.md#contact-dialog) */
export const CONTACT_FORM_TEXT = {
  title: 'Contact Form',
  saving: 'Saving...',
  thankYou: 'Thank You! Your information has been saved.',
  phoneHint: 'Include your country code for international numbers.',
  phonePlaceholder: '+971 XX XXX XXXX',
} as const;
