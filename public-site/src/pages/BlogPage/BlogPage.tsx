import { useQuery } from '@tanstack/react-query';
import { DEFAULT_LANGUAGE } from '@core/i18n/languages';
import { useTranslation } from '../../i18n/react';
import { Link, NavLink, useParams, useSearchParams } from 'react-router';
import type { PublicPostPage } from '@core/schemas/blog';
import {
  blogCategoriesQuery,
  blogFilterOf,
  blogListPath,
  blogPostsQuery,
  type BlogListFilter,
  type BlogListKind,
} from '../../api/blog';
import { ApiRequestError } from '../../api/client';
import { BlogPostCard } from '../../components/BlogPostCard/BlogPostCard';
import { PageHead } from '../../components/PageHead/PageHead';
import { useSite } from '../../components/Providers/SiteContext';
import { Spinner } from '../../components/Spinner';
import NotFoundPage from '../NotFoundPage/NotFoundPage';
import './blogPage.css';
import '../../i18n/namespaces/blog';

function useListHeading(data: PublicPostPage) {
  const { t, i18n } = useTranslation('blog');
  if (data.category) {
    return {
      title: t('list.categoryTitle', { name: data.category.name }),
      description:
        data.category.description ?? t('list.categoryDescription', { name: data.category.name }),
    };
  }
  if (data.tag) {
    return {
      title: t('list.tagTitle', { name: data.tag.name }),
      description: t('list.tagDescription', { name: data.tag.name }),
    };
  }
  // The blog's own title and description are written in English (the console's blog settings);
  // another language shows its own until posts have languages (issue #21, later).
  if (i18n.language !== DEFAULT_LANGUAGE)
    return { title: t('list.blogTitle'), description: t('list.blogDescription') };
  return { title: data.blog.title, description: data.blog.description };
}

/** The one blog list of the spec: every post, a category's or a tag's; paged with real links. (docs/product.md#blog) */
export default function BlogPage({ kind }: { kind: BlogListKind }) {
  const { t, i18n } = useTranslation('blog');
  const params = useParams();
  const [searchParams] = useSearchParams();
  const filter = blogFilterOf(kind, params, searchParams);
  // The posts of the page's language: /blog lists the English ones, /ar/blog the Arabic ones.
  const posts = useQuery(blogPostsQuery(filter, i18n.language));
  const categories = useQuery(blogCategoriesQuery(i18n.language));

  if (posts.error instanceof ApiRequestError && posts.error.status === 404) {
    return <NotFoundPage />;
  }

  return (
    <div className="blog">
      <header className="blog__hero">
        <div className="container">
          <nav aria-label={t('breadcrumb')} className="blog__crumbs">
            <Link to="/">{t('home')}</Link> / <Link to="/blog">{t('blog')}</Link>
          </nav>
          {posts.data && <ListHeading data={posts.data} />}
        </div>
      </header>

      <div className="container blog__layout">
        {categories.data && categories.data.some((c) => c.postCount > 0) && (
          <nav className="blog__categories" aria-label={t('categories')}>
            <NavLink to="/blog" end className="blog__chip">
              {t('allPosts')}
            </NavLink>
            {categories.data
              .filter((c) => c.postCount > 0)
              .map((category) => (
                <NavLink
                  key={category.slug}
                  to={`/blog/category/${category.slug}`}
                  className="blog__chip"
                >
                  {category.name}
                </NavLink>
              ))}
          </nav>
        )}

        {posts.isPending && <Spinner />}
        {posts.isError && <p className="notice">{t('list.error')}</p>}
        {posts.data && posts.data.items.length === 0 && (
          <p className="notice">
            <Link to="/blog">{t('list.empty')}</Link>
          </p>
        )}
        {posts.data && posts.data.items.length > 0 && (
          <div className="blog__grid">
            {posts.data.items.map((post) => (
              <BlogPostCard key={post.slug} post={post} />
            ))}
          </div>
        )}
        {posts.data && <Pagination data={posts.data} filter={filter} />}
      </div>
    </div>
  );
}

function ListHeading({ data }: { data: PublicPostPage }) {
  const { t } = useTranslation('blog');
  const { title, description } = useListHeading(data);
  const { origin } = useSite();
  const filter = { category: data.category?.slug, tag: data.tag?.slug };
  const metaTitle =
    data.page > 1
      ? t('list.metaTitlePaged', { title, page: data.page })
      : t('list.metaTitle', { title });
  return (
    <>
      <PageHead
        title={metaTitle}
        description={description}
        canonicalPath={blogListPath(filter, data.page)}
        image={data.blog.defaultSeoImage ?? undefined}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'Blog',
          name: title,
          description,
          url: new URL(blogListPath(filter, data.page), origin).href,
        }}
      />
      <h1>{title}</h1>
      <p className="blog__lead">{description}</p>
    </>
  );
}

function Pagination({ data, filter }: { data: PublicPostPage; filter: BlogListFilter }) {
  const { t } = useTranslation('blog');
  if (data.pageCount <= 1) return null;
  return (
    <nav className="blog__pages" aria-label={t('list.pagination')}>
      {data.page > 1 ? (
        <Link to={blogListPath(filter, data.page - 1)} rel="prev" className="button button--ghost">
          {t('list.newer')}
        </Link>
      ) : (
        <span />
      )}
      <span>{t('list.pageOf', { page: data.page, count: data.pageCount })}</span>
      {data.page < data.pageCount ? (
        <Link to={blogListPath(filter, data.page + 1)} rel="next" className="button button--ghost">
          {t('list.older')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
