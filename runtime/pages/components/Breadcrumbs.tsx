import { Link } from '../../core/Link.tsx';
import { normalizePath } from '../../core/active.ts';
import { useSiteData } from '../../core/site-context.tsx';
import { localeHome } from '../../core/locale-home.ts';
import { translate } from '../../theme/translate.tsx';

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

/** Home › section › categories › page. The page itself is the last item, not a link. */
export function Breadcrumbs({ section, items, page }: BreadcrumbsProps) {
  const { site } = useSiteData();
  const sectionPath = normalizePath(section.path);
  const isSection = (crumb: Crumb | undefined) => crumb?.href !== undefined && normalizePath(crumb.href) === sectionPath;
  const trail: Crumb[] = isSection(items[0]) ? [...items] : [{ label: section.label, href: section.path }, ...items];
  if (items.length === 0 && normalizePath(page.path) !== sectionPath) trail.push({ label: page.title, href: page.path });
  return (
    <nav className="breadcrumbs" aria-label={translate({ message: 'Breadcrumbs' })}>
      <ol className="breadcrumbs__list">
        <li className="breadcrumbs__item">
          <Link to={localeHome(site)} className="breadcrumbs__link breadcrumbs__link--home" aria-label={translate({ message: 'Home page' })}>
            <span className="icon icon--home breadcrumbs__icon" aria-hidden="true" />
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
