import type { Author } from '../../../cli/graph/schema.ts';
import { Link } from '../../core/Link.tsx';
import { postCountLabel } from './format.ts';
import { translate } from '../../theme/translate.tsx';

/** `https://github.com/x/` → `github.com/x`: a readable label for the author's website. */
function displayUrl(url: string): string {
  return url.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/^mailto:/i, '').replace(/\/$/, '');
}

export function AuthorAvatar({ author, size }: { author: Author; size: number }) {
  if (!author.imageUrl) {
    const initials = author.name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => word[0]!.toUpperCase())
      .join('');
    return (
      <span className="author__avatar author__avatar--initials" style={{ width: size, height: size }} aria-hidden="true">
        {initials}
      </span>
    );
  }
  return <img className="author__avatar" src={author.imageUrl} alt="" width={size} height={size} loading="lazy" decoding="async" />;
}

/** The author's name, linking to their page on the blog, else to their website. */
export function AuthorName({ author, className }: { author: Author; className?: string }) {
  if (author.permalink) {
    return (
      <Link to={author.permalink} className={className}>
        {author.name}
      </Link>
    );
  }
  if (author.url) {
    return (
      <Link href={author.url} className={className}>
        {author.name}
      </Link>
    );
  }
  return <span className={className}>{author.name}</span>;
}

/** The author's profiles (authors.yml `socials`), named by platform. */
function AuthorSocials({ author }: { author: Author }) {
  if (!author.socials?.length) return null;
  return (
    <span className="author__socials">
      {author.socials.map((social) => (
        <Link key={social.platform} href={social.url} className={`author__social author__social--${social.platform}`} aria-label={translate({ message: '{authorName} on {platform}' }, { authorName: author.name, platform: social.label })}>
          {social.label}
        </Link>
      ))}
    </span>
  );
}

/** A compact author line for post headers: avatar, name, title, profiles. */
export function AuthorInline({ author }: { author: Author }) {
  return (
    <li className="author">
      <AuthorAvatar author={author} size={40} />
      <span className="author__text">
        <AuthorName author={author} className="author__name" />
        {author.title ? <span className="author__title">{author.title}</span> : null}
        <AuthorSocials author={author} />
      </span>
    </li>
  );
}

/**
 * The author card of the authors page (h2) and the author page (h1): avatar, name, title,
 * website, the number of posts and profiles.
 */
export function AuthorCard({ author, headingLevel }: { author: Author; headingLevel: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className={`author-card author-card--h${headingLevel}`}>
      <AuthorAvatar author={author} size={headingLevel === 1 ? 96 : 72} />
      <div className="author-card__body">
        <Heading className="author-card__name">{headingLevel === 1 ? author.name : <AuthorName author={author} />}</Heading>
        {author.title ? <p className="author-card__title">{author.title}</p> : null}
        <p className="author-card__meta">
          {author.permalink && headingLevel === 2 ? (
            <Link to={author.permalink} className="author-card__posts" aria-label={translate({ message: '{nPosts} by {authorName}' }, { nPosts: postCountLabel(author.postCount), authorName: author.name })}>
              {postCountLabel(author.postCount)}
            </Link>
          ) : (
            <span className="author-card__posts">{postCountLabel(author.postCount)}</span>
          )}
          {author.url ? (
            <Link href={author.url} className="author-card__url">
              {displayUrl(author.url)}
            </Link>
          ) : null}
        </p>
        <AuthorSocials author={author} />
      </div>
    </div>
  );
}
