import { DEFAULT_LANGUAGE } from '@core/i18n/languages';
import { formatsOf } from '../../i18n/format';
import { useTranslation } from '../../i18n/react';
import { Link } from '../Link/Link';
import type { PublicPostSummary } from '@core/schemas/blog';
import './blogPostCard.css';
import '../../i18n/namespaces/blog';

/**
 * "20 November 2026" or "20 نوفمبر 2026", as the UAE's calendar has it (the same day on the
 * server and in any visitor's browser).
 */
export const formatPostDate = (iso: string, language: string = DEFAULT_LANGUAGE) =>
  formatsOf(language).date(iso);

/** A post in a list: cover, category, title, excerpt, date and reading time. */
export function BlogPostCard({ post }: { post: PublicPostSummary }) {
  const { t, i18n } = useTranslation('blog');
  return (
    <article className="post-card">
      <Link to={`/blog/${post.slug}`} className="post-card__cover" tabIndex={-1} aria-hidden>
        {post.coverImageUrl && (
          <img src={post.coverImageUrl} alt="" loading="lazy" width={640} height={400} />
        )}
      </Link>
      <div className="post-card__body">
        {post.category && (
          <Link to={`/blog/category/${post.category.slug}`} className="post-card__category">
            {post.category.name}
          </Link>
        )}
        <h2 className="post-card__title">
          <Link to={`/blog/${post.slug}`}>{post.title}</Link>
        </h2>
        {post.excerpt && <p className="post-card__excerpt">{post.excerpt}</p>}
        <p className="post-card__meta">
          <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt, i18n.language)}</time>
          <span aria-hidden> · </span>
          {t('card.readingTime', { count: post.readingMinutes })}
        </p>
      </div>
    </article>
  );
}
