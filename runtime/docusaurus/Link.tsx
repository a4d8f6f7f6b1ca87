import { Link as ThemeLink, type LinkProps as ThemeLinkProps } from '../core/Link.tsx';
import { useSiteData } from '../core/site-context.tsx';
import { withBaseUrl } from '../theme/base-url.ts';

export type LinkProps = Omit<ThemeLinkProps, 'activeBasePath' | 'activeBaseRegex'> & { isNavLink?: boolean; autoAddBaseUrl?: boolean };

const SCHEME = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * Docusaurus' `@docusaurus/Link` for React pages: `to` (or `href`) is a site path under the
 * base URL, navigated client-side by sitegen's Link; a URL with a scheme is a plain link that
 * opens in a new tab.
 */
export default function Link({ to, href, isNavLink: _isNavLink, autoAddBaseUrl = true, ...rest }: LinkProps) {
  const { site } = useSiteData();
  const target = to ?? href;
  if (target === undefined || SCHEME.test(target)) return <ThemeLink href={target} {...rest} />;
  const path = autoAddBaseUrl ? withBaseUrl(site.baseUrl, target) : target;
  return <ThemeLink to={path} {...rest} />;
}
