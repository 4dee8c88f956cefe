/**
 * Reads the head of a server-rendered page (as a crawler sees it) without depending on the
 * order of attributes or on extra ones (PageHead marks its tags with data-page-head).
 */
export interface ServerHead {
  title: string | undefined;
  canonical: string | undefined;
  /** A `<meta>` by its name or property, e.g. "description", "og:type", "robots". */
  meta: (key: string) => string | undefined;
}

const attributesOf = (tag: string) =>
  Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));

export function serverHead(html: string): ServerHead {
  const head = html.split('</head>')[0] ?? '';
  const metas = [...head.matchAll(/<meta\b[^>]*>/g)].map((m) => attributesOf(m[0]));
  const canonical = [...head.matchAll(/<link\b[^>]*>/g)]
    .map((m) => attributesOf(m[0]))
    .find((link) => link.rel === 'canonical');
  return {
    title: /<title\b[^>]*>([^<]*)<\/title>/.exec(head)?.[1],
    canonical: canonical?.href,
    meta: (key) => metas.find((meta) => meta.name === key || meta.property === key)?.content,
  };
}
