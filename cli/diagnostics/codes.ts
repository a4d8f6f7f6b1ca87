export type Severity = 'error' | 'warning';

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
  UnknownDocId: { severity: 'error', hint: 'Use one of the available doc ids.' },
  UnknownSidebarId: { severity: 'error', hint: 'Use one of the available sidebar ids.' },
  UnknownVersion: { severity: 'error', hint: 'Use one of the available version names.' },
  UnknownDocsSection: { severity: 'error', hint: 'Use the id of a docs section declared in site.config.ts.' },
  EmptySidebarLink: { severity: 'error', hint: 'Add at least one doc to the sidebar, or remove the navbar item.' },
  NestingTooDeep: { severity: 'warning', hint: 'Nest block quotes, lists, emphasis and links at most 32 levels deep (a list counts two: the list and its item); what lies deeper is shown as plain text.' },
  ParagraphTooLong: { severity: 'warning', hint: 'Split the paragraph with blank lines, or drop the syntax named here from it.' },
  UnsafeLink: { severity: 'warning', hint: 'Link to a web address or a route; javascript:, vbscript: and data: links are not published (raw HTML is passed through as written).' },
  BrokenLink: { severity: 'error', hint: 'Link to an existing route, heading or static file.' },
  UnknownPlaceholder: { severity: 'warning', hint: 'Known placeholders are {{brand}}, {{product}}, {{email}} and {{phone}}.' },
  OutputNotWritable: { severity: 'error', hint: 'Check that the output folder and its parent are writable and the disk has room; the previous output is untouched.' },
  InternalError: { severity: 'error', hint: 'This is a bug in sitegen; please report it with the stack trace.' },
} satisfies Record<string, CodeEntry>;

export type DiagnosticCode = keyof typeof catalogue;
