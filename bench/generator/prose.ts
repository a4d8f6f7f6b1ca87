import type { Random } from './random.ts';
import { ADJECTIVES, VERBS, WORDS } from './vocabulary.ts';

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Lowercase words joined by dashes: what github-slugger makes of the generated titles. */
export const slugOf = (text: string) => text.toLowerCase().replace(/\s+/g, '-');

/** A page title such as "Configure the cache layer": verb, optional adjective, one or two nouns. */
export function title(random: Random): string {
  const nouns = random.sample(WORDS, random.int(1, 2)).join(' ');
  const adjective = random.chance(0.4) ? `${random.pick(ADJECTIVES)} ` : '';
  return capitalize(`${random.pick(VERBS)} ${adjective}${nouns}`);
}

/** Two to four words, capitalised: a heading. */
export function heading(random: Random): string {
  return capitalize(random.sample([...WORDS, ...ADJECTIVES], random.int(2, 4)).join(' '));
}

/** A sentence of 6–14 words; now and then a word in `code` or **bold**. */
export function sentence(random: Random): string {
  const count = random.int(6, 14);
  const words: string[] = [];
  for (let i = 0; i < count; i++) {
    const word = i === 1 && random.chance(0.3) ? random.pick(VERBS) : random.pick(WORDS);
    if (i > 0 && random.chance(0.03)) words.push(`\`${word}\``);
    else if (i > 0 && random.chance(0.02)) words.push(`**${word}**`);
    else words.push(word);
  }
  if (count > 9 && random.chance(0.3)) words[Math.floor(count / 2)] += ',';
  return `${capitalize(words.join(' '))}.`;
}

/** Sentences until the paragraph has at least `minWords` words. */
export function paragraph(random: Random, minWords: number, link?: string): string {
  const sentences: string[] = [];
  let words = 0;
  while (words < minWords) {
    const next = sentence(random);
    words += next.split(' ').length;
    sentences.push(next);
  }
  if (link) sentences.splice(random.int(0, sentences.length), 0, link);
  return sentences.join(' ');
}

/** A short lowercase phrase for link texts and table cells. */
export function phrase(random: Random, min: number, max: number): string {
  return random.sample(WORDS, random.int(min, max)).join(' ');
}

export function camelCase(words: readonly string[]): string {
  return words.map((w, i) => (i === 0 ? w : capitalize(w))).join('');
}

export function pascalCase(words: readonly string[]): string {
  return words.map(capitalize).join('');
}
