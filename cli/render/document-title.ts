/** SPEC section 9: "Page | Site", or the site title alone when the page title is empty or the same. */
export function documentTitle(pageTitle: string, site: { title: string; titleDelimiter: string }): string {
  const page = pageTitle.trim();
  if (page === '' || page === site.title) return site.title;
  return `${page} ${site.titleDelimiter} ${site.title}`;
}
