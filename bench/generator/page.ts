import { Random, deriveSeed } from './random.ts';
import { camelCase, paragraph, pascalCase, phrase, sentence } from './prose.ts';
import type { PlannedPage, SitePlan } from './plan.ts';
import { WORDS } from './vocabulary.ts';

/** Words of prose per block; with headings, list, table and code a page comes to about 800 words. */
const INTRO = 60;
const LEAD = 60;
const BODY = 40;

/** The Markdown file of one planned page: front matter, then h2/h3 sections with a list, a table, code and links. */
export function renderPage(plan: SitePlan, page: PlannedPage): string {
  const random = new Random(deriveSeed(page.seed, 'body'));
  const link = (withAnchor: boolean) => internalLink(plan, page, random, withAnchor);
  const blocks: string[] = [frontMatter(page, random), paragraph(random, INTRO, link(false))];
  if (page.kind === 'post') blocks.push('<!-- truncate -->');
  page.headings.forEach((h, i) => {
    blocks.push(`${'#'.repeat(h.level)} ${h.text}`);
    if (h.level === 2) {
      blocks.push(paragraph(random, LEAD, i === 3 ? link(true) : undefined));
      return;
    }
    if (i === 1) blocks.push(list(random, link(true)));
    if (i === 4) blocks.push(table(random));
    if (i === 7) blocks.push(codeBlock(random));
    blocks.push(paragraph(random, BODY, i === 8 ? '[The reference site](https://example.com/docs) has more.' : undefined));
  });
  return `${blocks.join('\n\n')}\n`;
}

function frontMatter(page: PlannedPage, random: Random): string {
  const description = sentence(random).replace(/[`*]/g, '');
  const lines = ['---', `title: ${JSON.stringify(page.title)}`, `description: ${JSON.stringify(description)}`];
  if (page.position !== undefined) lines.push(`sidebar_position: ${page.position}`);
  if (page.authors) lines.push(`authors: [${page.authors.join(', ')}]`);
  if (page.tags) lines.push(`tags: [${page.tags.join(', ')}]`);
  lines.push('---');
  return lines.join('\n');
}

/** A link to another page of the site, by route, optionally to one of its headings. */
function internalLink(plan: SitePlan, self: PlannedPage, random: Random, withAnchor: boolean): string {
  let target = random.pick(plan.pages);
  if (target === self && plan.pages.length > 1) target = plan.pages[(plan.pages.indexOf(self) + 1) % plan.pages.length];
  const anchor = withAnchor ? `#${random.pick(target.headings).slug}` : '';
  return `See [${phrase(random, 2, 3)}](${target.route}${anchor}).`;
}

function list(random: Random, link: string): string {
  const ordered = random.chance(0.4);
  const items = Array.from({ length: 5 }, () => sentence(random));
  items[random.int(0, items.length - 1)] += ` ${link}`;
  return items.map((item, i) => `${ordered ? `${i + 1}.` : '-'} ${item}`).join('\n');
}

function table(random: Random): string {
  const rows = Array.from({ length: 4 }, () => `| \`${random.pick(WORDS)}\` | \`${random.int(1, 9999)}\` | ${phrase(random, 4, 8)} |`);
  return ['| Option | Default | Description |', '| --- | --- | --- |', ...rows].join('\n');
}

function codeBlock(random: Random): string {
  const [a, b, c] = random.sample(WORDS, 3);
  const n = random.int(2, 500);
  const language = random.pick(['ts', 'bash', 'yaml'] as const);
  const code = {
    ts: [
      `import { ${camelCase([a, b])} } from './${b}.ts';`,
      '',
      `export interface ${pascalCase([c, 'options'])} {`,
      `  ${a}: string;`,
      `  ${b}?: number;`,
      '}',
      '',
      `export function ${camelCase(['load', c])}(options: ${pascalCase([c, 'options'])}): number {`,
      `  const limit = options.${b} ?? ${n};`,
      `  return ${camelCase([a, b])}(options.${a}).length * limit;`,
      '}',
    ],
    bash: [`# ${sentence(random).replace(/[`*]/g, '')}`, `export ${a.toUpperCase()}_${b.toUpperCase()}=${n}`, `sitegen ${b} --${c} ./${a}`, `curl -fsS https://example.com/${a}/${b} | tee ${c}.log`, `echo "done: $?"`],
    yaml: [`${a}:`, `  ${b}: ${n}`, `  ${c}:`, `    enabled: true`, `    retries: ${random.int(1, 9)}`, `    name: ${JSON.stringify(phrase(random, 2, 4))}`],
  }[language];
  return ['```' + language, ...code, '```'].join('\n');
}
