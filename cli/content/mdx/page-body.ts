/** A value a static MDX expression gives: what JSON can hold. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** React props as JSON: `className`, `htmlFor`, `style` as an object, `aria-*` and `data-*` as written. */
export type BodyProps = Record<string, JsonValue>;

/**
 * One node of an MDX page's body: text; an element whose content holds no component, with that
 * content as trusted HTML; an element with a component somewhere inside; or a component, by the
 * module it is imported from (`@theme/Tabs`, `@site/src/components/Chart`), with static props.
 */
export type BodyNode =
  | string
  | { type: 'html'; tag: string; props: BodyProps; html: string }
  | { type: 'element'; tag: string; props: BodyProps; children: BodyNode[] }
  | { type: 'component'; name: string; props: BodyProps; children: BodyNode[]; at?: SourcePlace };

/**
 * Where a component was written: its file, from the site's folder (a partial's, for a component
 * a partial holds), and the line and column of its opening `<`. What a component's complaint
 * about its props is reported at; left out of the page data a browser downloads.
 */
export interface SourcePlace {
  file: string;
  line: number;
  column: number;
}

/** The body of a page that uses components: its nodes, and every component they name, sorted. */
export interface MdxTree {
  type: 'mdx';
  nodes: BodyNode[];
  components: string[];
}

/** A page's body: an HTML string, or the tree of a page that uses MDX components. */
export type PageBody = string | MdxTree;
