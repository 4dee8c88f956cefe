/**
 * URL slugs: lowercase ASCII letters and digits separated by single hyphens. Accents are
 * dropped ("Café" → "cafe"); other scripts are removed, so callers keep a fallback.
 */
export function slugify(text: string, maxLength = 80): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '');
}
