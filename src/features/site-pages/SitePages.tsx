/**
 * Lazy area SitePages (docs/site-pages.md "Routes of the site"): `variant` names the page: blog and
 * news lists (/blog, /news), one article (blogPost, newsPost: /blog/:id, /news/:id), about us
 * (/about) and the help center (help: /helpCenter). Content comes from the merchant's pages
 * document through the site pages store and follows console saves live.
 */
import { useParams } from 'react-router-dom';
import { AboutPage } from './AboutPage';
import { ArticleListPage } from './ArticleListPage';
import { ArticlePage } from './ArticlePage';
import { HelpCenterPage } from './HelpCenterPage';

export default function SitePages({ variant }: { variant?: string }) {
  const { id } = useParams<{ id: string }>();
  switch (variant) {
    case 'blog':
    case 'news':
      return <ArticleListPage kind={variant} />;
    case 'blogPost':
      return <ArticlePage kind="blog" id={id ?? ''} />;
    case 'newsPost':
      return <ArticlePage kind="news" id={id ?? ''} />;
    case 'about':
      return <AboutPage />;
    default:
      return <HelpCenterPage />;
  }
}
