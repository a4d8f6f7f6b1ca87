import type { SiteData } from '../../cli/graph/schema.ts';
import { Link } from '../core/Link.tsx';
import { useSiteData } from '../core/site-context.tsx';
import { withBaseUrl } from './base-url.ts';
import { cx } from './class-names.ts';
import { ThemedImage } from './ThemedImage.tsx';

type FooterConfig = NonNullable<SiteData['footer']>;
type FooterLinks = FooterConfig['links'];
type FooterColumn = Extract<FooterLinks[number], { items: unknown }>;
type FooterLink = Exclude<FooterLinks[number], FooterColumn>;

function isColumn(entry: FooterLinks[number]): entry is FooterColumn {
  return 'items' in entry && Array.isArray(entry.items);
}

function FooterItem({ item }: { item: FooterLink }) {
  if (item.html !== undefined) return <span className="footer__html" dangerouslySetInnerHTML={{ __html: item.html }} />;
  return (
    <Link className="footer__link" to={item.to} href={item.to === undefined ? item.href : undefined}>
      {item.label ?? item.to ?? item.href}
    </Link>
  );
}

function Columns({ columns }: { columns: FooterColumn[] }) {
  return (
    <div className="footer__columns">
      {columns.map((column, index) => (
        <div className="footer__col" key={index}>
          {column.title && <div className="footer__title">{column.title}</div>}
          <ul className="footer__items">
            {column.items.map((item, i) => (
              <li className="footer__item" key={i}>
                <FooterItem item={item} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

function FlatLinks({ links }: { links: FooterLink[] }) {
  return (
    <ul className="footer__flat">
      {links.map((item, i) => (
        <li className="footer__item" key={i}>
          <FooterItem item={item} />
        </li>
      ))}
    </ul>
  );
}

function FooterLogo({ logo, baseUrl }: { logo: NonNullable<FooterConfig['logo']>; baseUrl: string }) {
  const image = (
    <ThemedImage
      className="footer__logo"
      src={withBaseUrl(baseUrl, logo.src)}
      srcDark={logo.srcDark && withBaseUrl(baseUrl, logo.srcDark)}
      alt={logo.alt}
      width={logo.width}
      height={logo.height}
    />
  );
  return logo.href ? (
    <Link to={logo.href} className="footer__logo-link">
      {image}
    </Link>
  ) : (
    image
  );
}

export function Footer() {
  const { site } = useSiteData();
  const footer = site.footer;
  if (!footer) return null;
  const { links, logo, copyright } = footer;
  const columns = links.length > 0 && links.every(isColumn);
  return (
    <footer className={cx('footer', `footer--${footer.style}`)}>
      <div className="container footer__inner">
        {links.length > 0 &&
          (columns ? <Columns columns={links as FooterColumn[]} /> : <FlatLinks links={links.filter((l): l is FooterLink => !isColumn(l))} />)}
        {(logo || copyright) && (
          <div className="footer__bottom">
            {logo && <FooterLogo logo={logo} baseUrl={site.baseUrl} />}
            {copyright && <div className="footer__copyright" dangerouslySetInnerHTML={{ __html: copyright }} />}
          </div>
        )}
      </div>
    </footer>
  );
}
