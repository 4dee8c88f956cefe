/**
 * The e-mail body's layout, the same in every language: greeting, the car, the trip's lines
 * (each language's own), the renter's name, e-mail and phone, the question, thanks.
 */
export function emailBodyText(words: {
  greeting: string;
  interest: string;
  tripLines: readonly string[];
  details: readonly string[];
  question: string;
  thanks: string;
}): string {
  return [
    words.greeting,
    '',
    words.interest,
    '',
    ...words.tripLines,
    ...words.details,
    '',
    words.question,
    '',
    words.thanks,
  ].join('\n');
}
