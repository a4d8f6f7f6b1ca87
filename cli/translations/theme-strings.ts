/**
 * Every string of the theme, by Docusaurus' id where Docusaurus has the string (ids and
 * descriptions from @docusaurus/theme-translations, MIT), else by an id of sitegen's own in the
 * same style. `message` is sitegen's English text: the runtime names the string by it when it
 * calls translate() (tests/unit/translations/theme-strings.test.ts keeps both in step), so the
 * ids never reach the browser. `byId`: a string the runtime asks for by its id instead. `built`:
 * a string the build writes into the HTML itself (build-strings.ts), which the client never gets.
 */
export interface ThemeString {
  message: string;
  description: string;
  byId?: true;
  built?: true;
}

export const THEME_STRINGS: Readonly<Record<string, ThemeString>> = {
  'theme.AnnouncementBar.ariaLabel': { message: 'Announcement', description: 'The ARIA label of the announcement bar' },
  'theme.AnnouncementBar.closeButtonAriaLabel': { message: 'Close', description: 'The ARIA label for close button of announcement bar' },
  'theme.BaseUrlBanner.suggestion': { message: 'The usual cause is a wrong baseUrl: this site was built for "{baseUrl}". Set baseUrl in site.config.ts to the path it is served under.', description: 'The text of the wrong base URL banner' },
  'theme.BaseUrlBanner.title': { message: 'Your site did not load properly.', description: 'The title of the banner shown when the site is served under another base URL than it was built for' },
  'theme.CodeBlock.copied': { message: 'Copied', description: 'The copied button label on code blocks' },
  'theme.CodeBlock.copy': { message: 'Copy', description: 'The copy button label on code blocks' },
  'theme.CodeBlock.copyButtonAriaLabel': { message: 'Copy code to clipboard', description: 'The ARIA label for copy code blocks button' },
  'theme.Details.summary': { message: 'Details', description: 'The summary of a <Details> without one' },
  'theme.DocSidebarItem.collapseCategory': { message: 'Collapse sidebar category', description: 'The ARIA label of the button that collapses a sidebar category' },
  'theme.DocSidebarItem.expandCategory': { message: 'Expand sidebar category', description: 'The ARIA label of the button that expands a sidebar category' },
  'theme.ErrorPageContent.cause': { message: 'Cause:', description: 'The label before the cause of an error on the error page' },
  'theme.ErrorPageContent.documentTitle': { message: 'Page Error', description: 'The document title of the error page shown when the whole layout crashed' },
  'theme.ErrorPageContent.pageTitle': { message: 'This page crashed', description: 'The heading of the error page shown when the whole layout crashed' },
  'theme.ErrorPageContent.title': { message: 'This page crashed.', description: 'The title of the fallback page when the page crashed' },
  'theme.ErrorPageContent.tryAgain': { message: 'Try again', description: 'The label of the button to try again rendering when the React error boundary captures an error' },
  'theme.Loader.loading': { message: 'Loading…', description: 'The hidden label of the loading indicator' },
  'theme.Loader.retry': { message: 'Retry', description: 'The button that loads a page again after its scripts failed to load' },
  'theme.NavBar.navAriaLabel': { message: 'Main', description: 'The ARIA label for the main navigation' },
  'theme.NavbarItem.error': { message: 'A navbar item failed to render. Please check this item in navbar.items of site.config.ts: {item}', description: 'The message of a navbar item that failed to render' },
  'theme.NotFound.blogLink': { message: 'Read the blog', description: 'The 404 page\'s link to the blog' },
  'theme.NotFound.homeLink': { message: 'Go to the home page', description: 'The 404 page\'s link to the home page' },
  'theme.NotFound.p1': { message: 'We could not find what you were looking for.', description: 'The first paragraph of the 404 page' },
  'theme.NotFound.suggestions': { message: 'The page may have moved, or the link that brought you here may be out of date. Check the address, or continue from one of these pages:', description: 'The second paragraph of the 404 page, before its links' },
  'theme.NotFound.title': { message: 'Page Not Found', description: 'The title of the 404 page' },
  'theme.SearchBar.label': { message: 'Search', description: 'The ARIA label and placeholder for search button' },
  'theme.SearchBar.noResults': { message: 'No results for “{query}”', description: 'The message shown when a search finds nothing' },
  'theme.SearchBar.resultsAriaLabel': { message: 'Search results', description: 'The ARIA label of the list of search results' },
  'theme.SearchBar.resultsAvailable': { message: '{count} results available, use up and down arrows to choose.', description: 'What screen readers hear when results arrive' },
  'theme.SearchBar.unavailable': { message: 'Search is unavailable right now.', description: 'The message shown when the search index could not load' },
  'theme.TOC.ariaLabel': { message: 'Table of contents', description: 'The ARIA label of the table of contents beside the page' },
  'theme.TOCCollapsible.toggleButtonLabel': { message: 'On this page', description: 'The label used by the button on the collapsible TOC component' },
  'theme.admonition.caution': { message: 'Caution', description: 'The default label used for the Caution admonition (:::caution)', built: true },
  'theme.admonition.danger': { message: 'Danger', description: 'The default label used for the Danger admonition (:::danger)', built: true },
  'theme.admonition.info': { message: 'Info', description: 'The default label used for the Info admonition (:::info)', built: true },
  'theme.admonition.note': { message: 'Note', description: 'The default label used for the Note admonition (:::note)', built: true },
  'theme.admonition.tip': { message: 'Tip', description: 'The default label used for the Tip admonition (:::tip)', built: true },
  'theme.admonition.warning': { message: 'Warning', description: 'The default label used for the Warning admonition (:::warning)', built: true },
  'theme.blog.archive.noPosts': { message: 'No posts yet.', description: 'The blog archive of a blog without posts' },
  'theme.blog.author.pageSubtitle': { message: 'Posts by {authorName}', description: 'The heading above the posts of an author\'s page' },
  'theme.blog.author.postsAriaLabel': { message: '{nPosts} by {authorName}', description: 'The ARIA label of the link to an author\'s posts' },
  'theme.blog.author.socialAriaLabel': { message: '{authorName} on {platform}', description: 'The ARIA label of a link to an author\'s profile' },
  'theme.blog.authorsList.pageTitle': { message: 'Authors', description: 'The title of the authors page' },
  'theme.blog.authorsList.viewAll': { message: 'View all authors', description: 'The label of the link targeting the blog authors page' },
  'theme.blog.paginator.navAriaLabel': { message: 'Blog list page navigation', description: 'The ARIA label for the blog pagination' },
  'theme.blog.paginator.newerEntries': { message: 'Newer entries', description: 'The label used to navigate to the newer blog posts page (previous page)' },
  'theme.blog.paginator.olderEntries': { message: 'Older entries', description: 'The label used to navigate to the older blog posts page (next page)' },
  'theme.blog.paginator.pageOf': { message: 'Page {page} of {totalPages}', description: 'Which page of a paginated post list this is' },
  'theme.blog.post.paginator.navAriaLabel': { message: 'Blog post page navigation', description: 'The ARIA label for the blog posts pagination' },
  'theme.blog.post.paginator.newerPost': { message: 'Newer post', description: 'The blog post button label to navigate to the newer/previous post' },
  'theme.blog.post.paginator.olderPost': { message: 'Older post', description: 'The blog post button label to navigate to the older/next post' },
  'theme.blog.post.plurals': { message: '{count} post|{count} posts', description: 'Pluralized label for "{count} posts". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)' },
  'theme.blog.post.readMore': { message: 'Read more', description: 'The label used in blog post item excerpts to link to full blog posts' },
  'theme.blog.post.readMoreLabel': { message: 'Read more about {title}', description: 'The ARIA label for the link to full blog posts from excerpts' },
  'theme.blog.post.readingTime.plurals': { message: '{readingTime} min read', description: 'Pluralized label for "{readingTime} min read". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)' },
  'theme.blog.sidebar.navAriaLabel': { message: 'Blog recent posts', description: 'The ARIA label for recent posts in the blog sidebar' },
  'theme.blog.tagTitle': { message: '{nPosts} tagged with "{tagName}"', description: 'The title of the page for a blog tag' },
  'theme.colorToggle.ariaLabel': { message: 'Switch between dark and light mode (currently {mode})', description: 'The ARIA label for the color mode toggle' },
  'theme.colorToggle.ariaLabel.mode.dark': { message: 'dark mode', description: 'The name for the dark color mode' },
  'theme.colorToggle.ariaLabel.mode.light': { message: 'light mode', description: 'The name for the light color mode' },
  'theme.colorToggle.ariaLabel.mode.system': { message: 'system mode', description: 'The name for the system color mode' },
  'theme.common.editThisPage': { message: 'Edit this page', description: 'The link label to edit the current page' },
  'theme.common.skipToMainContent': { message: 'Skip to main content', description: 'The skip to content label used for accessibility, allowing to rapidly navigate to main content with keyboard tab/enter navigation' },
  'theme.contentVisibility.unlistedBanner.message': { message: 'This page is unlisted. Search engines will not index it, and only users having a direct link can access it.', description: 'The unlisted content banner message' },
  'theme.contentVisibility.unlistedBanner.title': { message: 'Unlisted page', description: 'The unlisted content banner title' },
  'theme.docs.DocCard.categoryDescription.plurals': { message: '1 item|{count} items', description: 'The default description for a category card in the generated index about how many items this category includes', built: true },
  'theme.docs.breadcrumbs.home': { message: 'Home page', description: 'The ARIA label for the home page in the breadcrumbs' },
  'theme.docs.breadcrumbs.navAriaLabel': { message: 'Breadcrumbs', description: 'The ARIA label for the breadcrumbs' },
  'theme.docs.paginator.navAriaLabel': { message: 'Docs pages', description: 'The ARIA label for the docs pagination' },
  'theme.docs.paginator.next': { message: 'Next', description: 'The label used to navigate to the next doc' },
  'theme.docs.paginator.previous': { message: 'Previous', description: 'The label used to navigate to the previous doc' },
  'theme.docs.sidebar.closeSidebarButtonAriaLabel': { message: 'Close navigation bar', description: 'The ARIA label for close button of mobile sidebar' },
  'theme.docs.sidebar.navAriaLabel': { message: 'Docs sidebar', description: 'The ARIA label for the sidebar navigation' },
  'theme.docs.sidebar.toggleSidebarButtonAriaLabel': { message: 'Toggle navigation bar', description: 'The ARIA label for hamburger menu button of mobile navigation' },
  'theme.docs.versionBadge.label': { message: 'Version: {versionLabel}', description: 'The label of the version badge', byId: true },
  'theme.docs.versions.latestVersionLinkLabel': { message: 'latest version', description: 'The label used for the latest version suggestion link label', byId: true },
  'theme.docs.versions.latestVersionSuggestionLabel': { message: 'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).', description: 'The label used to tell the user to check the latest version', byId: true },
  'theme.docs.versions.unmaintainedVersionLabel': { message: 'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.', description: 'The label used to tell the user that he\'s browsing an unmaintained doc version', byId: true },
  'theme.docs.versions.unreleasedVersionLabel': { message: 'This is unreleased documentation for {siteTitle} {versionLabel} version.', description: 'The label used to tell the user that he\'s browsing an unreleased doc version', byId: true },
  'theme.lastUpdated.atDate': { message: ' on {date}', description: 'The words used to describe on which date a page has been last updated' },
  'theme.lastUpdated.byUser': { message: ' by {user}', description: 'The words used to describe by who the page has been last updated' },
  'theme.lastUpdated.lastUpdatedAtBy': { message: 'Last updated{atDate}{byUser}', description: 'The sentence used to display when a page has been last updated, and by who' },
  'theme.navbar.mobileDropdown.collapseButton.collapseAriaLabel': { message: 'Collapse the dropdown', description: 'The ARIA label of the button to collapse the mobile dropdown navbar item' },
  'theme.navbar.mobileDropdown.collapseButton.expandAriaLabel': { message: 'Expand the dropdown', description: 'The ARIA label of the button to expand the mobile dropdown navbar item' },
  'theme.navbar.mobileLanguageDropdown.label': { message: 'Languages', description: 'The label for the mobile language switcher dropdown' },
  'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel': { message: '← Back to main menu', description: 'The label of the back button to return to main menu, inside the mobile navbar sidebar secondary menu (notably used to display the docs sidebar)' },
  'theme.navbar.mobileVersionsDropdown.label': { message: 'Versions', description: 'The label for the navbar versions dropdown on mobile view' },
  'theme.tags.noTags': { message: 'No tags yet.', description: 'The tags page of a blog without tags' },
  'theme.tags.postCount': { message: ' post| posts', description: 'Read after a tag\'s number of posts by screen readers' },
  'theme.tags.tagsListLabel': { message: 'Tags:', description: 'The label alongside a tag list' },
  'theme.tags.tagsPageLink': { message: 'View all tags', description: 'The label of the link targeting the tag list page' },
  'theme.tags.tagsPageTitle': { message: 'Tags', description: 'The title of the tag list page', built: true },
};

/** The theme string of an id, if it is one. */
export function themeString(id: string): ThemeString | undefined {
  return Object.hasOwn(THEME_STRINGS, id) ? THEME_STRINGS[id] : undefined;
}
