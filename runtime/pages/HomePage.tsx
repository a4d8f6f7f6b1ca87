import type { HomePageData, PostSummary } from '../../cli/graph/page-data-types.ts';
import { Link } from '../core/Link.tsx';
import { useSiteData } from '../core/site-context.tsx';
import { formatDate } from './components/format.ts';
import { Markdown } from './components/Markdown.tsx';

type Home = HomePageData['home'];

function Hero({ hero }: { hero: Home['hero'] }) {
  return (
    <header className={hero.image ? 'hero hero--with-image' : 'hero'}>
      <div className="hero__inner">
        <div className="hero__text">
          <h1 className="hero__title">{hero.title}</h1>
          {hero.tagline ? <p className="hero__tagline">{hero.tagline}</p> : null}
          {hero.actions.length > 0 ? (
            <div className="hero__actions">
              {hero.actions.map((action) => (
                <Link key={`${action.to}:${action.label}`} to={action.to} className={`hero__button hero__button--${action.variant}`}>
                  {action.label}
                </Link>
              ))}
            </div>
          ) : null}
        </div>
        {hero.image ? <img className="hero__image" src={hero.image} alt="" width="560" height="400" /> : null}
      </div>
    </header>
  );
}

function FeatureSection({ section, index }: { section: Home['sections'][number]; index: number }) {
  const headingId = `home-section-${index + 1}`;
  return (
    <section className="home-section" aria-labelledby={headingId}>
      <div className="home-section__header">
        <h2 className="home-section__title" id={headingId}>
          {section.title}
        </h2>
        {section.intro ? <p className="home-section__intro">{section.intro}</p> : null}
      </div>
      <ul className="card-grid">
        {section.items.map((item) => (
          <li key={item.title} className="card-grid__item">
            {item.to ? (
              <Link to={item.to} className="card card--link">
                <h3 className="card__title">
                  {item.title}
                  <span className="card__arrow" aria-hidden="true">
                    →
                  </span>
                </h3>
                <p className="card__text">{item.description}</p>
              </Link>
            ) : (
              <div className="card">
                <h3 className="card__title">{item.title}</h3>
                <p className="card__text">{item.description}</p>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function LatestPosts({ posts }: { posts: readonly PostSummary[] }) {
  const { blogPath } = useSiteData();
  return (
    <section className="home-section home-section--posts" aria-labelledby="home-latest-posts">
      <div className="home-section__header">
        <h2 className="home-section__title" id="home-latest-posts">
          Latest from the blog
        </h2>
        {blogPath ? (
          <Link to={blogPath} className="home-section__more">
            All posts<span aria-hidden="true"> →</span>
          </Link>
        ) : null}
      </div>
      <ul className="card-grid card-grid--posts">
        {posts.map((post) => (
          <li key={post.id} className="card-grid__item">
            <article className="card post-card">
              <p className="post-card__date">
                <time dateTime={post.date}>{formatDate(post.date)}</time>
              </p>
              <h3 className="card__title">
                <Link to={post.permalink} className="post-card__link">
                  {post.title}
                </Link>
              </h3>
              {post.description ? <p className="card__text">{post.description}</p> : null}
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function HomePage({ data }: { data: HomePageData }) {
  const { home, latestPosts } = data;
  return (
    <div className="home-page">
      <Hero hero={home.hero} />
      <div className="home-page__body">
        {home.sections.map((section, index) => (
          <FeatureSection key={`${index}:${section.title}`} section={section} index={index} />
        ))}
        {latestPosts.length > 0 ? <LatestPosts posts={latestPosts} /> : null}
        {home.html.trim() ? (
          <section className="home-section home-section--content">
            <Markdown html={home.html} className="home-page__markdown" />
          </section>
        ) : null}
      </div>
    </div>
  );
}
