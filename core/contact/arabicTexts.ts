/**
 * The contact texts of the hand-off in Arabic (issue #21), for renters on the Arabic site: the
 * WhatsApp text and the e-mail's subject and body, the same content as the English ones
 * (links.ts), with the car's title as the company wrote it.
 */

/** The prefilled WhatsApp text: greeting, car title, visitor's name, availability and best rates. */
export function whatsappMessageAr(input: { carTitle: string; name: string }): string {
  return `مرحباً! أرغب في استئجار سيارة ${input.carTitle}. اسمي ${input.name}. هل يمكنكم إفادتي بمدى توفرها وأفضل أسعاركم؟`;
}

/** The e-mail subject: 'استفسار عن {car title}'. */
export function emailSubjectAr(carTitle: string): string {
  return `استفسار عن ${carTitle}`;
}

/** The e-mail body: car title, name, e-mail, phone and a request for availability and rates. */
export function emailBodyAr(input: {
  carTitle: string;
  name: string;
  visitorEmail: string;
  phone: string;
}): string {
  return [
    'مرحباً،',
    '',
    `أرغب في استئجار سيارة ${input.carTitle}.`,
    '',
    `الاسم: ${input.name}`,
    `البريد الإلكتروني: ${input.visitorEmail}`,
    `الهاتف: ${input.phone}`,
    '',
    'هل يمكنكم إفادتي بمدى توفرها وأسعاركم؟',
    '',
    'شكراً لكم.',
  ].join('\n');
}
