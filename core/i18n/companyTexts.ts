/**
 * Texts a company writes (a car's title and description, the company's description) may also be
 * written in Arabic (issue #21): the Arabic site shows the Arabic one where there is one, and
 * otherwise the text as the company wrote it, never a machine translation. English pages show the
 * text as written. Each translated text is its own column `…_ar`: a third language would add
 * its own columns and a line in TRANSLATED_TEXT_LANGUAGES.
 */
import { z } from '../schemas/zod';
import { DEFAULT_LANGUAGE, SITE_LANGUAGES } from './languages';

/** The languages a company may write its texts in besides the one it writes them in. */
export const TRANSLATED_TEXT_LANGUAGES = ['ar'] as const;

/**
 * An optional translation of a free text: at most as long as the text itself may be; blank is
 * "none" (null), so clearing the field clears the translation.
 */
export const translatedTextSchema = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullable()
    .transform((text) => (text ? text : null));

/** A public read's `?language=`: one of the site's languages, English when left out. */
export const pageLanguageQuerySchema = z.object({
  language: z
    .string()
    .refine((code) => SITE_LANGUAGES.some((language) => language.code === code), {
      message: `Use one of: ${SITE_LANGUAGES.map((language) => language.code).join(', ')}`,
    })
    .default(DEFAULT_LANGUAGE),
});

/** The text to show in a language: its Arabic on Arabic pages when written, else as written. */
export function textInLanguage(
  language: string,
  written: string,
  arabic: string | null | undefined,
): string;
export function textInLanguage(
  language: string,
  written: string | null,
  arabic: string | null | undefined,
): string | null;
export function textInLanguage(
  language: string,
  written: string | null,
  arabic: string | null | undefined,
): string | null {
  return language === 'ar' && arabic ? arabic : written;
}
