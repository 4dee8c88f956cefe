import { describe, expect, it } from 'vitest';
import { pageLanguageQuerySchema, textInLanguage, translatedTextSchema } from './companyTexts';

describe('a company text in a language', () => {
  it('is the Arabic one on Arabic pages where written, else as the company wrote it', () => {
    expect(textInLanguage('ar', 'Nissan Patrol', 'نيسان باترول')).toBe('نيسان باترول');
    expect(textInLanguage('ar', 'Nissan Patrol', null)).toBe('Nissan Patrol');
    expect(textInLanguage('ar', 'Nissan Patrol', '')).toBe('Nissan Patrol');
    expect(textInLanguage('en', 'Nissan Patrol', 'نيسان باترول')).toBe('Nissan Patrol');
    expect(textInLanguage('ar', null, null)).toBeNull();
  });

  it('takes a translation up to the English limit; blank clears it', () => {
    const title = translatedTextSchema(120);
    expect(title.parse('  نيسان باترول  ')).toBe('نيسان باترول');
    expect(title.parse('   ')).toBeNull();
    expect(title.parse(null)).toBeNull();
    const tooLong = title.safeParse('ا'.repeat(121));
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]?.message).toBe('At most 120 characters');
  });

  it("reads a page's language, English when left out, refusing one the site does not have", () => {
    expect(pageLanguageQuerySchema.parse({})).toEqual({ language: 'en' });
    expect(pageLanguageQuerySchema.parse({ language: 'ar' })).toEqual({ language: 'ar' });
    expect(pageLanguageQuerySchema.safeParse({ language: 'fr' }).success).toBe(false);
  });
});
