import { useEffect, useState } from 'react';
import { useSiteData } from '../core/site-context.tsx';
import { translate } from './translate.tsx';

const BANNER_ID = '__sg-base-url-banner';

/** Shows the banner when the page is served outside the configured base URL. */
function inlineCheck(baseUrl: string): string {
  return `if(!location.pathname.startsWith(${JSON.stringify(baseUrl)}))document.getElementById(${JSON.stringify(BANNER_ID)}).hidden=false;`;
}

/**
 * A site built for one base URL but served under another usually fails to load its scripts and
 * styles, so the check also runs as an inline script; after hydration an effect repeats it.
 * With the base URL '/', every path matches and nothing is rendered.
 */
export function BaseUrlBanner() {
  const { baseUrl } = useSiteData().site;
  const [wrong, setWrong] = useState(false);
  useEffect(() => {
    setWrong(!window.location.pathname.startsWith(baseUrl));
  }, [baseUrl]);
  if (baseUrl === '/') return null;
  return (
    <>
      <div id={BANNER_ID} className="base-url-banner" role="alert" hidden={!wrong}>
        <p className="base-url-banner__title">{translate({ message: 'Your site did not load properly.' })}</p>
        <p>
          {translate(
            { message: 'The usual cause is a wrong baseUrl: this site was built for "{baseUrl}". Set baseUrl in site.config.ts to the path it is served under.' },
            { baseUrl },
          )}
        </p>
      </div>
      <script dangerouslySetInnerHTML={{ __html: inlineCheck(baseUrl) }} />
    </>
  );
}
