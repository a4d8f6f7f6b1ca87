import { useSiteData } from '../core/site-context.tsx';
import { translate } from './translate.tsx';

const BANNER_ID = '__sg-base-url-banner';

/** Shows the banner when the page is served outside the configured base URL. */
function inlineCheck(baseUrl: string): string {
  return `if(!location.pathname.startsWith(${JSON.stringify(baseUrl)}))document.getElementById(${JSON.stringify(BANNER_ID)}).hidden=false;`;
}

/**
 * A site built for one base URL but served under another usually fails to load its scripts and
 * styles, so the check runs as an inline script, before any of them. The browser keeps the
 * server's markup (see Layout), so this component only renders on the server.
 * With the base URL '/', every path matches and nothing is rendered.
 */
export function BaseUrlBanner() {
  const { baseUrl } = useSiteData().site;
  if (baseUrl === '/') return null;
  return (
    <div className="base-url-banner-host">
      <div id={BANNER_ID} className="base-url-banner" role="alert" hidden>
        <p className="base-url-banner__title">{translate({ message: 'Your site did not load properly.' })}</p>
        <p>
          {translate(
            { message: 'The usual cause is a wrong baseUrl: this site was built for "{baseUrl}". Set baseUrl in site.config.ts to the path it is served under.' },
            { baseUrl },
          )}
        </p>
      </div>
      <script dangerouslySetInnerHTML={{ __html: inlineCheck(baseUrl) }} />
    </div>
  );
}
