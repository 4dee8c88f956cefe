/**
 * The tags a page puts into `<head>` (title, description, canonical, Open Graph, Twitter), as
 * plain descriptions: the server renderer writes them into the document it renders
 * (ssr/Document.tsx), the browser into `document.head` (PageHead.tsx). Preact, which renders the
 * site, has no React 19 metadata hoisting, so the page cannot render them where it stands.
 */
export interface HeadTag {
  tag: 'title' | 'meta' | 'link';
  attributes: Record<string, string>;
  /** The title's text. */
  text?: string;
}

/** Marks the page's head tags, so the browser replaces the previous page's (or the server's). */
export const PAGE_HEAD_ATTRIBUTE = 'data-page-head';

export interface HeadTagsInput {
  title: string;
  description: string;
  /** Absolute URLs. */
  canonical: string;
  /** The same page in every language, and x-default (hreflang), absolute. */
  alternates?: { hreflang: string; href: string }[];
  /** The page's language, for og:locale (`ar` → `ar_AE`; one with a region keeps it: `en-XA` → `en_XA`). */
  locale?: string;
  imageUrl?: string;
  type: string;
  keywords?: string;
  noIndex: boolean;
  siteName: string;
}

export function headTags(input: HeadTagsInput): HeadTag[] {
  const { title, description, canonical, imageUrl, type, keywords, noIndex, siteName } = input;
  const { alternates = [], locale } = input;
  const meta = (key: 'name' | 'property', value: string, content: string): HeadTag => ({
    tag: 'meta',
    attributes: { [key]: value, content },
  });
  return [
    { tag: 'title', attributes: {}, text: title },
    meta('name', 'description', description),
    ...(keywords ? [meta('name', 'keywords', keywords)] : []),
    ...(noIndex ? [meta('name', 'robots', 'noindex, follow')] : []),
    { tag: 'link', attributes: { rel: 'canonical', href: canonical } },
    ...alternates.map(({ hreflang, href }): HeadTag => ({
      tag: 'link',
      attributes: { rel: 'alternate', hreflang, href },
    })),
    meta('property', 'og:site_name', siteName),
    ...(locale ? [meta('property', 'og:locale', ogLocale(locale))] : []),
    meta('property', 'og:type', type),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    ...(imageUrl ? [meta('property', 'og:image', imageUrl)] : []),
    meta('name', 'twitter:card', imageUrl ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    ...(imageUrl ? [meta('name', 'twitter:image', imageUrl)] : []),
  ];
}

/** Whether `element` is `tag` exactly (its attributes besides ours, and its text). */
function isTag(element: Element, { tag, attributes, text }: HeadTag): boolean {
  const names = Object.keys(attributes);
  return (
    element.localName === tag &&
    element.attributes.length === names.length + 1 &&
    names.every((name) => element.getAttribute(name) === attributes[name]) &&
    (text === undefined || element.textContent === text)
  );
}

/**
 * Puts a page's tags into the browser's `<head>`, in place of the ones there before. Tags
 * already there as they are (the server's, when the page hydrates) are left alone: writing ~20
 * elements again was ~10 % of the hydration's task.
 */
export function writeHeadTags(tags: HeadTag[], head: HTMLHeadElement = document.head): void {
  const present = head.querySelectorAll(`[${PAGE_HEAD_ATTRIBUTE}]`);
  if (present.length === tags.length && tags.every((tag, index) => isTag(present[index]!, tag))) {
    return;
  }
  for (const old of present) old.remove();
  for (const { tag, attributes, text } of tags) {
    const element = document.createElement(tag);
    element.setAttribute(PAGE_HEAD_ATTRIBUTE, '');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    if (text !== undefined) element.textContent = text;
    head.append(element);
  }
}

/** Open Graph's `language_TERRITORY`: the UAE unless the language's code names its own region. */
function ogLocale(language: string): string {
  const [code, region] = language.split('-');
  return `${code}_${region ?? 'AE'}`;
}
