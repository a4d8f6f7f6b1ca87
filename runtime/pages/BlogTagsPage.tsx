import type { Tag } from '../../cli/graph/schema.ts';
import type { BlogTagsPageData } from '../../cli/graph/page-data-types.ts';
import { BlogLayout } from './components/BlogLayout.tsx';
import { TagList } from './components/TagList.tsx';
import { translate } from '../theme/translate.tsx';

/** Tags grouped under their first letter, letters and tags in alphabetical order. */
export function tagsByLetter(tags: readonly Tag[]): Array<{ letter: string; tags: Tag[] }> {
  const sorted = [...tags].sort((a, b) => a.label.localeCompare(b.label, 'en', { sensitivity: 'base' }));
  const groups: Array<{ letter: string; tags: Tag[] }> = [];
  for (const tag of sorted) {
    const letter = tag.label.charAt(0).toLocaleUpperCase('en');
    const last = groups[groups.length - 1];
    if (last && last.letter === letter) last.tags.push(tag);
    else groups.push({ letter, tags: [tag] });
  }
  return groups;
}

export default function BlogTagsPage({ data }: { data: BlogTagsPageData }) {
  const groups = tagsByLetter(data.tags);
  return (
    <BlogLayout sidebar={data.sidebar}>
      <header className="blog-page__header">
        <h1 className="blog-page__title">{data.title}</h1>
      </header>
      {groups.length === 0 ? <p>{translate({ message: 'No tags yet.' })}</p> : null}
      <div className="tags-index">
        {groups.map((group) => (
          <section key={group.letter} className="tags-index__group" aria-labelledby={`tags-letter-${group.letter}`}>
            <h2 className="tags-index__letter" id={`tags-letter-${group.letter}`}>
              {group.letter}
            </h2>
            <TagList tags={group.tags} showCount />
          </section>
        ))}
      </div>
    </BlogLayout>
  );
}
