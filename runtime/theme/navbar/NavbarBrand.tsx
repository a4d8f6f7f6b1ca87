import { Link } from '../../core/Link.tsx';
import { useSiteData } from '../../core/site-context.tsx';
import { localeHome } from '../../core/locale-home.ts';
import { withBaseUrl } from '../base-url.ts';
import { ThemedImage } from '../ThemedImage.tsx';

/** Logo (with its dark-mode variant) and title, linking home. */
export function NavbarBrand() {
  const { site } = useSiteData();
  const { logo } = site.navbar;
  const title = site.navbar.title ?? site.title;
  return (
    <Link to={logo?.href ?? localeHome(site)} className="navbar__brand">
      {logo && (
        <span className="navbar__logo">
          <ThemedImage
            src={withBaseUrl(site.baseUrl, logo.src)}
            srcDark={logo.srcDark && withBaseUrl(site.baseUrl, logo.srcDark)}
            alt={title ? '' : logo.alt}
            width={logo.width}
            height={logo.height}
          />
        </span>
      )}
      {title && <b className="navbar__title">{title}</b>}
    </Link>
  );
}
