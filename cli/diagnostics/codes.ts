/** An error fails the command; a warning and an info (a note, e.g. an `onBrokenLinks: 'log'`) are printed. */
export type Severity = 'error' | 'warning' | 'info';

interface CodeEntry {
  severity: Severity;
  hint: string;
}

/** Every diagnostic sitegen can report, with a stable code and the default hint. */
export const catalogue = {
  ConfigNotFound: { severity: 'error', hint: 'Create site.config.ts in the site folder, or pass --root.' },
  ConfigSyntaxError: { severity: 'error', hint: 'Fix the TypeScript syntax at this location.' },
  ConfigEvaluationError: { severity: 'error', hint: 'site.config.ts threw while it was loaded; fix the code it runs.' },
  ConfigNoDefaultExport: { severity: 'error', hint: 'End site.config.ts with `export default defineConfig({ ... })`.' },
  InvalidConfig: { severity: 'error', hint: 'See the key path and the expected value; `defineConfig` gives editor completion.' },
  UnknownConfigKey: { severity: 'error', hint: 'Remove the key or fix its spelling; `defineConfig` gives editor completion.' },
  UnknownNavbarItemType: { severity: 'error', hint: 'Use one of the supported navbar item types.' },
  ContentDirNotFound: { severity: 'error', hint: 'Create the content folder or set `contentDir` in site.config.ts.' },
  UnreadableFile: { severity: 'error', hint: 'Check the file permissions.' },
  UnreadableFolder: { severity: 'error', hint: 'Check the folder permissions.' },
  NonUtf8File: { severity: 'error', hint: 'Save the file as UTF-8.' },
  EmptyFile: { severity: 'warning', hint: 'Add content to the file or delete it.' },
  InvalidFrontMatterYaml: { severity: 'error', hint: 'Fix the YAML between the --- lines.' },
  InvalidFrontMatter: { severity: 'error', hint: 'Fix the front matter field named here.' },
  InvalidDataFile: { severity: 'error', hint: 'Fix the YAML or JSON of this data file.' },
  MissingTitle: { severity: 'error', hint: 'Add `title:` to the front matter or start the file with a `# Heading`.' },
  InvalidDate: { severity: 'error', hint: 'Write dates as YYYY-MM-DD (optionally with a time), e.g. 2025-03-14.' },
  MissingDate: { severity: 'error', hint: 'Name the file YYYY-MM-DD-slug.md or add `date:` to the front matter.' },
  InvalidSlug: { severity: 'error', hint: 'Slugs are URL paths: use lowercase letters, digits, - and /, with no spaces.' },
  UnknownAuthor: { severity: 'error', hint: 'Add the author to blog/authors.yml or fix the key.' },
  UnknownTag: { severity: 'warning', hint: 'Declare the tag in blog/tags.yml to give it a label and description.' },
  DuplicateRoute: { severity: 'error', hint: 'Give one of the files a different `slug:` or file name.' },
  SidebarsNotFound: { severity: 'error', hint: 'Fix `sidebarPath` of the docs section in site.config.ts: it is relative to the site folder.' },
  InvalidSidebars: { severity: 'error', hint: 'Write the sidebars as Docusaurus does: an object of sidebars, each an array of items or a shorthand object of categories.' },
  UnknownDocId: { severity: 'error', hint: 'Use one of the available doc ids.' },
  UnknownSidebarId: { severity: 'error', hint: 'Use one of the available sidebar ids.' },
  UnknownVersion: { severity: 'error', hint: 'Use one of the available version names.' },
  UnknownDocsSection: { severity: 'error', hint: 'Use the id of a docs section declared in site.config.ts.' },
  EmptySidebarLink: { severity: 'error', hint: 'Add at least one doc to the sidebar, or remove the navbar item.' },
  NestingTooDeep: { severity: 'warning', hint: 'Nest block quotes, lists, emphasis and links at most 32 levels deep (a list counts two: the list and its item); what lies deeper is shown as plain text.' },
  ParagraphTooLong: { severity: 'warning', hint: 'Split the paragraph with blank lines, or drop the syntax named here from it.' },
  UnsafeLink: { severity: 'warning', hint: 'Link to a web address or a route; javascript:, vbscript: and data: links are not published (raw HTML is passed through as written).' },
  MdxSyntaxError: { severity: 'error', hint: 'Fix the MDX here: in MDX a comment is {/* … */}, and a literal < or { in text is escaped as \\< or \\{. With `markdown.format: "detect"`, a .md file of Markdown and raw HTML reads as CommonMark.' },
  MdxDynamicExpression: { severity: 'error', hint: 'Props and expressions must be static: literals, arrays, objects, imported JSON, `toc`. Move the code into a component under src/components and import it from `@site/src/components/…`.' },
  MdxUnknownImport: { severity: 'error', hint: 'MDX may import theme components (`@theme/Tabs`), your own components (`@site/src/components/X`), JSON files and Markdown partials (`./_note.md`).' },
  MdxUndefinedComponent: { severity: 'error', hint: 'Import the component before using it, e.g. `import Tabs from "@theme/Tabs"`.' },
  MdxComponentError: { severity: 'error', hint: 'Fix the props or children of the component the message names, as its Docusaurus documentation describes them; a component of your own that needs the browser can wait for it in an effect.' },
  MdxUnsupportedDocusaurus: { severity: 'warning', hint: 'sitegen reads @docusaurus/Link, Head, BrowserOnly, Translate, Interpolate, useBaseUrl and useDocusaurusContext at build time; for anything else, use Markdown or a component of your own under src/components.' },
  PageNoDefaultExport: { severity: 'error', hint: 'A React page under src/pages exports its component as default: `export default function Page() { ... }`. Files starting with `_` are not pages.' },
  PageRenderError: { severity: 'error', hint: 'The page threw while the server rendered it: code that needs the browser (window, document) belongs in an effect or in `<BrowserOnly>`.' },
  ComponentBundleError: { severity: 'error', hint: "Fix the site's component at this location: sitegen bundles it with esbuild, which could not read or resolve what is here." },
  BrokenLink: { severity: 'error', hint: 'Link to an existing route, static file or Markdown file of the same docs section (or blog); `onBrokenLinks` and `onBrokenMarkdownLinks` in site.config.ts set how severe this is.' },
  MissingFile: { severity: 'error', hint: 'Put the file at that path, next to the Markdown file, or fix the path; a file of the static folder is named from the site root, e.g. /img/logo.svg.' },
  BrokenAnchor: { severity: 'warning', hint: 'Link to a heading the page has (its id is the slug of its text); `onBrokenAnchors` in site.config.ts sets how severe this is.' },
  UnknownAdmonitionType: { severity: 'warning', hint: 'Use one of :::note, :::tip, :::info, :::warning, :::danger or :::caution (`:::note[Title]` for a title), or give the directive an `hName` in a remark plugin of the site.' },
  UnclosedAdmonition: { severity: 'warning', hint: 'End the admonition with a line of at least as many colons (`:::`). An admonition inside another needs fewer colons than the one around it (`::::info` around `:::tip`).' },
  StrayAdmonitionFence: { severity: 'warning', hint: 'Remove the line, or fix the admonition it belongs to: `:::type` or `:::type[Title]` opens one, a line of at least as many colons closes it, and one nested in another needs fewer colons than the outer one.' },
  UnknownPlaceholder: { severity: 'warning', hint: 'Fix the name, or add it to `customFields` in site.config.ts as a one-line text or a number; `\\{{name}}` shows the braces as written.' },
  InitFolderNotEmpty: { severity: 'error', hint: 'Name a new or empty folder, or pass --force to write the starter into this one: files of the same names are replaced, the others kept.' },
  InitWriteFailed: { severity: 'error', hint: 'Name a new or empty folder that you can write to, on a disk with room.' },
  OutputNotWritable: { severity: 'error', hint: 'Check that the output folder and its parent are writable and the disk has room; the previous output is untouched.' },
  InternalError: { severity: 'error', hint: 'This is a bug in sitegen; please report it with the stack trace.' },
} satisfies Record<string, CodeEntry>;

export type DiagnosticCode = keyof typeof catalogue;
