/**
 * Post bodies are HTML from the console's editor, and the site renders them as they are stored:
 * so they are sanitised here, on the server, with an allowlist (sanitize-html), before storing.
 * Only the editor's tags and attributes survive; links may be http, https, mailto or a path of
 * our own site; images only https or a path of our own site; every external link gets
 * rel="noopener noreferrer nofollow". Scripts, styles, event handlers, iframes, forms, SVG and
 * `javascript:`/`data:` URLs never do (whatever their case, entities or whitespace).
 */
import sanitizeHtml from 'sanitize-html';

const ALLOWED_TAGS = [
  'p',
  'h2',
  'h3',
  'h4',
  'strong',
  'em',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'img',
  'code',
  'pre',
  'hr',
  'br',
];

export const EXTERNAL_LINK_REL = 'noopener noreferrer nofollow';

/** An absolute http(s) link: it leaves the site. */
const isExternal = (href: string) => /^https?:/i.test(href);

/** A picture of our own site (a root path) or an https one; nothing relative or elsewhere. */
const isAllowedImageSource = (src: string) => /^\/(?!\/)/.test(src) || /^https:\/\//i.test(src);

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // `//evil.example/x` is another site without a scheme: refused like any unknown scheme.
  allowProtocolRelative: false,
  // Everything else is removed with its content where the content is code, kept as text
  // otherwise (an unknown <span> keeps its words).
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'svg', 'math'],
  enforceHtmlBoundary: false,
  parseStyleAttributes: false,
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href?.trim();
      const out: Record<string, string> = {};
      if (href) out.href = href;
      if (href && isExternal(href)) {
        out.rel = EXTERNAL_LINK_REL;
        if (attribs.target === '_blank') out.target = '_blank';
      }
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const out: Record<string, string> = {};
      const src = attribs.src?.trim();
      if (src && isAllowedImageSource(src)) out.src = src;
      if (attribs.alt) out.alt = attribs.alt;
      for (const size of ['width', 'height'] as const) {
        const value = attribs[size];
        if (value && /^\d{1,5}$/.test(value)) out[size] = value;
      }
      return { tagName, attribs: out };
    },
  },
  exclusiveFilter: (frame) =>
    // An image whose source was refused (or missing) is dropped rather than left as an empty <img>.
    frame.tag === 'img' && !frame.attribs.src,
};

/** The post body as it may be stored and rendered. */
export function sanitisePostHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
