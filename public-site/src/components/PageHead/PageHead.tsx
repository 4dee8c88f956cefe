import { useSite } from '../Providers/SiteContext';

export interface PageHeadProps {
  /** The full `<title>`, e.g. "SUV Rental Dubai | UAE Car Rental". */
  title: string;
  description: string;
  /** The page's canonical path (with its meaningful query, if any), e.g. "/cars/12". */
  canonicalPath: string;
  /** An absolute or site-relative image for link previews. */
  image?: string;
  /** Open Graph type: 'website' for lists and landing pages, 'product' for a car. */
  type?: 'website' | 'product' | 'article' | 'profile';
  keywords?: string;
  /** schema.org data; one object or several. */
  jsonLd?: object | object[];
  /** Pages that must not be indexed (not found, account pages, favourites). */
  noIndex?: boolean;
}

/**
 * Marks the tags PageHead hoists into `<head>`, so the browser can replace the server's copies
 * with its own (see replaceServerHead.ts).
 */
export const PAGE_HEAD_ATTRIBUTE = 'data-page-head';
const PAGE_HEAD_MARK = { [PAGE_HEAD_ATTRIBUTE]: '' };

/**
 * Every page declares its head through this one component. React 19 hoists `<title>`, `<meta>`
 * and `<link>` into the document head, in the browser and in server rendering alike, so the
 * same declaration serves both. JSON-LD stays in the body, where search engines read it too.
 */
export function PageHead({
  title,
  description,
  canonicalPath,
  image,
  type = 'website',
  keywords,
  jsonLd,
  noIndex = false,
}: PageHeadProps) {
  const { origin, siteName } = useSite();
  const canonical = new URL(canonicalPath, origin).href;
  const imageUrl = image ? new URL(image, origin).href : undefined;
  return (
    <>
      <title {...PAGE_HEAD_MARK}>{title}</title>
      <meta {...PAGE_HEAD_MARK} name="description" content={description} />
      {keywords && <meta {...PAGE_HEAD_MARK} name="keywords" content={keywords} />}
      {noIndex && <meta {...PAGE_HEAD_MARK} name="robots" content="noindex, follow" />}
      <link {...PAGE_HEAD_MARK} rel="canonical" href={canonical} />
      <meta {...PAGE_HEAD_MARK} property="og:site_name" content={siteName} />
      <meta {...PAGE_HEAD_MARK} property="og:type" content={type} />
      <meta {...PAGE_HEAD_MARK} property="og:title" content={title} />
      <meta {...PAGE_HEAD_MARK} property="og:description" content={description} />
      <meta {...PAGE_HEAD_MARK} property="og:url" content={canonical} />
      {imageUrl && <meta {...PAGE_HEAD_MARK} property="og:image" content={imageUrl} />}
      <meta
        {...PAGE_HEAD_MARK}
        name="twitter:card"
        content={imageUrl ? 'summary_large_image' : 'summary'}
      />
      <meta {...PAGE_HEAD_MARK} name="twitter:title" content={title} />
      <meta {...PAGE_HEAD_MARK} name="twitter:description" content={description} />
      {imageUrl && <meta {...PAGE_HEAD_MARK} name="twitter:image" content={imageUrl} />}
      {jsonLd && (
        <script
          type="application/ld+json"
          // JSON.stringify output with "<" escaped cannot close the script element.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
        />
      )}
    </>
  );
}
