import type { NotFoundPageData } from '../../cli/graph/page-data-types.ts';
import { Link } from '../core/Link.tsx';
import { useSiteData } from '../core/site-context.tsx';
import { localeHome } from '../core/locale-home.ts';
import { translate } from '../theme/translate.tsx';

export default function NotFoundPage({ data }: { data: NotFoundPageData }) {
  const { site, blogPath } = useSiteData();
  return (
    <div className="not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="not-found__title">{data.title || translate({ message: 'Page Not Found' })}</h1>
      <p className="not-found__text">{translate({ message: 'We could not find what you were looking for.' })}</p>
      <p className="not-found__text">{translate({ message: 'The page may have moved, or the link that brought you here may be out of date. Check the address, or continue from one of these pages:' })}</p>
      <ul className="not-found__links">
        <li>
          <Link to={localeHome(site)} className="button button--primary">
            {translate({ message: 'Go to the home page' })}
          </Link>
        </li>
        {blogPath ? (
          <li>
            <Link to={blogPath} className="button button--secondary">
              {translate({ message: 'Read the blog' })}
            </Link>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
