import { Link } from '../../core/Link.tsx';
import { normalizePath } from '../../core/active.ts';
import { useSiteData } from '../../core/site-context.tsx';

export interface Crumb {
  label: string;
  href?: string;
}

interface BreadcrumbsProps {
  /** The docs section the page belongs to, shown after the home link. */
  section: { label: string; path: string };
  /** Sidebar categories leading to the page, ending at the page itself. */
  items: readonly Crumb[];
  /** The page, for docs missing from the sidebar (then `items` is empty). */
  page: { title: string; path: string };
}

function HomeIcon() {
  return (
    <svg className="breadcrumbs__icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6a1 1 0 0 0-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1z" />
    </svg>
  );
}

/** Home › section › categories › page. The page itself is the last item, not a link. */
export function Breadcrumbs({ section, items, page }: BreadcrumbsProps) {
  const { site } = useSiteData();
  const sectionPath = normalizePath(section.path);
  const isSection = (crumb: Crumb | undefined) => crumb?.href !== undefined && normalizePath(crumb.href) === sectionPath;
  const trail: Crumb[] = isSection(items[0]) ? [...items] : [{ label: section.label, href: section.path }, ...items];
  if (items.length === 0 && normalizePath(page.path) !== sectionPath) trail.push({ label: page.title, href: page.path });
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol className="breadcrumbs__list">
        <li className="breadcrumbs__item">
          <Link to={site.baseUrl} className="breadcrumbs__link breadcrumbs__link--home" aria-label="Home page">
            <HomeIcon />
          </Link>
        </li>
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={`${index}:${crumb.label}`} className={last ? 'breadcrumbs__item breadcrumbs__item--active' : 'breadcrumbs__item'}>
              {last ? (
                <span className="breadcrumbs__link" aria-current="page">
                  {crumb.label}
                </span>
              ) : crumb.href ? (
                <Link to={crumb.href} className="breadcrumbs__link">
                  {crumb.label}
                </Link>
              ) : (
                <span className="breadcrumbs__link">{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
