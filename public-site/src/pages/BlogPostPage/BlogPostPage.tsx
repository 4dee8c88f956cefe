import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import { Link, useParams } from 'react-router';
import { postShareImagePath } from '@core/catalogue/shareImages';
import type { PublicPost } from '@core/schemas/blog';
import { blogPostQuery } from '../../api/blog';
import { ApiRequestError } from '../../api/client';
import { BlogPostCard, formatPostDate } from '../../components/BlogPostCard/BlogPostCard';
import { PageHead } from '../../components/PageHead/PageHead';
import { ShareButtons } from '../../components/Share/ShareButtons';
import { useSite } from '../../components/Providers/SiteContext';
import { Spinner } from '../../components/Spinner';
import NotFoundPage from '../NotFoundPage/NotFoundPage';
import './blogPostPage.css';
import '../../i18n/namespaces/blog';

/** schema.org Article for search engines and link previews. */
function articleJsonLd(post: PublicPost, origin: string, siteName: string) {
  const url = new URL(`/blog/${post.slug}`, origin).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.metaDescription ?? post.excerpt ?? undefined,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    author: { '@type': 'Person', name: post.author.name },
    image: post.seoImageUrl ? [new URL(post.seoImageUrl, origin).href] : undefined,
    publisher: {
      '@type': 'Organization',
      name: siteName,
      logo: { '@type': 'ImageObject', url: new URL('/favicon.svg', origin).href },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    articleSection: post.category?.name,
    keywords: post.tags.map((tag) => tag.name).join(', ') || undefined,
  };
}

export default function BlogPostPage() {
  const { t, i18n } = useTranslation('blog');
  const { origin, siteName } = useSite();
  const { slug = '' } = useParams();
  const query = useQuery(blogPostQuery(slug, i18n.language));

  if (query.error instanceof ApiRequestError && query.error.status === 404) {
    return <NotFoundPage />;
  }
  if (query.isPending) return <Spinner />;
  if (query.isError) return <p className="container notice">{t('post.error')}</p>;
  const post = query.data;

  return (
    <article className="blog-post">
      <PageHead
        title={t('post.metaTitle', { title: post.metaTitle ?? post.title })}
        description={post.metaDescription ?? post.excerpt ?? post.title}
        canonicalPath={`/blog/${post.slug}`}
        type="article"
        image={postShareImagePath(post.slug)}
        jsonLd={articleJsonLd(post, origin, siteName)}
        translations={post.translations.map((translation) => ({
          language: translation.language,
          path: `/blog/${translation.slug}`,
        }))}
      />
      <header className="blog-post__header container">
        <nav aria-label={t('breadcrumb')} className="blog-post__crumbs">
          <Link to="/blog">{t('blog')}</Link>
          {post.category && (
            <>
              {' / '}
              <Link to={`/blog/category/${post.category.slug}`}>{post.category.name}</Link>
            </>
          )}
        </nav>
        <h1>{post.title}</h1>
        {post.excerpt && <p className="blog-post__excerpt">{post.excerpt}</p>}
        <p className="blog-post__meta">
          <span>{t('post.by', { name: post.author.name })}</span>
          <span aria-hidden> · </span>
          <time dateTime={post.publishedAt}>
            {t('post.publishedOn', { date: formatPostDate(post.publishedAt, i18n.language) })}
          </time>
          <span aria-hidden> · </span>
          <span>{t('card.readingTime', { count: post.readingMinutes })}</span>
        </p>
        <ShareButtons title={post.title} path={`/blog/${post.slug}`} />
      </header>

      {post.coverImageUrl && (
        <div className="blog-post__cover container">
          <img src={post.coverImageUrl} alt="" width={1200} height={750} />
        </div>
      )}

      <div className="container blog-post__main">
        <div
          className="blog-post__content"
          // Sanitised on the server when it was saved (api/src/services/blogHtml.ts).
          dangerouslySetInnerHTML={{ __html: post.contentHtml }}
        />

        {post.tags.length > 0 && (
          <ul className="blog-post__tags" aria-label={t('post.tags')}>
            {post.tags.map((tag) => (
              <li key={tag.slug}>
                <Link to={`/blog/tag/${tag.slug}`}>#{tag.name}</Link>
              </li>
            ))}
          </ul>
        )}

        <aside className="blog-post__cta">
          <div>
            <h2>{t('post.ctaTitle')}</h2>
            <p>{t('post.ctaBody')}</p>
          </div>
          <Link to="/cars" className="button button--accent">
            {t('post.ctaButton')}
          </Link>
        </aside>
      </div>

      {post.related.length > 0 && (
        <section className="container blog-post__related" aria-labelledby="related-posts">
          <h2 id="related-posts">{t('post.related')}</h2>
          <div className="blog__grid">
            {post.related.map((related) => (
              <BlogPostCard key={related.slug} post={related} />
            ))}
          </div>
        </section>
      )}
    </article>
  );
}
