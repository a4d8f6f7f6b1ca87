import type { LinkRenderer } from '../../runtime/core/Link.tsx';
import { anchorAttributes } from '../../runtime/core/Link.tsx';

/**
 * The server's Link (runtime/core/Link.tsx): the browser's markup without the handlers, which the
 * server never calls. Spelt as the browser's is, `<a {...rest} {...attributes} …>`, V8 builds the
 * props by spreading objects of many shapes and then adding keys: microseconds per link, the
 * largest single cost of rendering a page. Object.assign builds them with the keys in the same order.
 */
export const staticLink: LinkRenderer = (props, router) => {
  const { to, href, activeClassName, activeBasePath, activeBaseRegex, className, onClick, onMouseEnter, onTouchStart, target, rel, children, ...rest } = props;
  return <a {...Object.assign(rest, anchorAttributes(props, router.location.pathname), { children })} />;
};
