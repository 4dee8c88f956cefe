import { Link } from '../Link/Link';
import { PageHead } from '../PageHead/PageHead';

interface NotFoundLink {
  to: string;
  label: string;
}

/**
 * The 404 content (unknown path, a car that is gone): not indexed; the first link is the main
 * way out. The server answers these pages with status 404.
 */
export function NotFoundContent({
  path,
  metaTitle,
  title,
  body,
  links,
}: {
  path: string;
  metaTitle: string;
  title: string;
  body: string;
  links: readonly [NotFoundLink, NotFoundLink];
}) {
  return (
    <section className="container not-found">
      <PageHead title={metaTitle} description={body} canonicalPath={path} noIndex />
      <p className="not-found__code">404</p>
      <h1>{title}</h1>
      <p>{body}</p>
      <div className="not-found__links">
        {links.map((link, index) => (
          <Link
            key={link.to}
            to={link.to}
            className={`button ${index === 0 ? 'button--accent' : 'button--ghost'}`}
          >
            {link.label}
          </Link>
        ))}
      </div>
    </section>
  );
}
