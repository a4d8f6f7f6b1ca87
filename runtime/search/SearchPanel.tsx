import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useRouter } from '../core/router-context.tsx';
import { useSiteData } from '../core/site-context.tsx';
import { localeHome } from '../core/locale-home.ts';
import { Link } from '../core/Link.tsx';
import { usePage } from '../theme/page-context.tsx';
import type { translate as Translate } from '../theme/translate.tsx';
import { HttpStatusError, SearchEngine, type SearchHit, type SearchOutcome } from './engine.ts';
import { highlight, snippet, type Parts } from './highlight.ts';
import { searchLanguage, type SearchLanguage } from './language.ts';
import type { VersionScope } from './version-scope.ts';
import { readPreferredVersion } from '../theme/versions/preferred-version.ts';

/**
 * What the always-loaded shell (runtime/theme/navbar/SearchNavbarItem.tsx) hands over. Theme
 * helpers come in as props, so this chunk shares no small modules with the first-load bundle
 * (each shared module would split off a chunk of its own and cost the first load a request).
 */
export interface SearchPanelProps {
  /** The id of the search input (the shell's input had it too). */
  inputId: string;
  /** Classes of the box. */
  className: string;
  keyShortcuts: string;
  translate: typeof Translate;
}

const engines = new Map<string, SearchEngine>();

/** One engine per locale's search base for the page's lifetime: downloaded files are reused by every query. */
function engineFor(baseUrl: string, languageTag: string): SearchEngine {
  let engine = engines.get(baseUrl);
  if (!engine) {
    engine = new SearchEngine(async (path) => {
      const response = await fetch(baseUrl.replace(/\/$/, '') + path);
      if (!response.ok) throw new HttpStatusError(response.status, path);
      return response.json();
    }, searchLanguage(languageTag));
    engines.set(baseUrl, engine);
  }
  return engine;
}

function Highlighted({ parts }: { parts: Parts }) {
  return <>{parts.map((part, i) => (i % 2 ? <mark key={i}>{part}</mark> : part))}</>;
}

function Result({ hit, language }: { hit: SearchHit; language: SearchLanguage }) {
  const terms = new Set(hit.terms);
  return (
    <>
      <span className="search__result-title">
        <Highlighted parts={highlight(hit.title, terms, language)} />
        <span className="search__result-group"> · {hit.group}</span>
      </span>
      {hit.heading && (
        <span className="search__result-heading">
          <Highlighted parts={highlight(hit.heading, terms, language)} />
        </span>
      )}
      {hit.text && (
        <span className="search__result-snippet">
          <Highlighted parts={snippet(hit.text, terms, undefined, language)} />
        </span>
      )}
    </>
  );
}

/** The language tag of the locale being read: its `htmlLang` when it has one. */
function languageOf(locale: { code: string; htmlLang?: string }): string {
  return locale.htmlLang ?? locale.code;
}

type Status = { kind: 'idle' } | { kind: 'loading' } | { kind: 'done'; outcome: SearchOutcome } | { kind: 'error' };

/**
 * The search box once search is wanted (lazy chunk): a WAI-ARIA combobox whose listbox shows
 * results as you type. Arrows move, Enter opens, Escape closes; a click opens a result too.
 */
export default function SearchPanel({ inputId, className, keyShortcuts, translate }: SearchPanelProps) {
  const router = useRouter();
  const { site } = useSiteData();
  const page = usePage();
  const languageTag = languageOf(site.locale);
  // The locale's own index is under its home (`/fr/search/…`), where the build writes it.
  const base = localeHome(site);
  const engine = useMemo(() => engineFor(base, languageTag), [base, languageTag]);
  const language = useMemo(() => searchLanguage(languageTag), [languageTag]);
  // Reading a doc of one version: search that version of its section (version-scope.ts).
  const scopeSection = page.kind === 'doc' ? page.section.id : undefined;
  const scopeVersion = page.kind === 'doc' ? page.version.name : undefined;
  const input = useRef<HTMLInputElement>(null);
  // Rendered in the browser only, while the shell's input (same id) is still in the document:
  // take over what was typed into it before this chunk arrived, and its focus.
  const [shell] = useState(() => document.getElementById(inputId) as HTMLInputElement | null);
  const [autoFocus] = useState(() => shell !== null && document.activeElement === shell);
  const [query, setQuery] = useState(() => shell?.value ?? '');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [open, setOpen] = useState(true);
  const [active, setActive] = useState(0);
  const listId = `${inputId}-listbox`;
  const optionId = (i: number) => `${inputId}-option-${i}`;

  useLayoutEffect(() => {
    const element = input.current;
    if (!autoFocus || !element) return;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
  }, [autoFocus]);

  // Results as you type: a short pause between keys, and only the latest query's answer is shown.
  useEffect(() => {
    if (!query.trim()) {
      setStatus({ kind: 'idle' });
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      setStatus((s) => (s.kind === 'done' ? s : { kind: 'loading' }));
      const scope: VersionScope = { preferred: readPreferredVersion, ...(scopeSection !== undefined && scopeVersion !== undefined && { read: { section: scopeSection, version: scopeVersion } }) };
      engine.search(query, undefined, scope).then(
        (outcome) => {
          if (!current) return;
          setStatus({ kind: 'done', outcome });
          setActive(0);
        },
        () => current && setStatus({ kind: 'error' }),
      );
    }, 60);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [engine, query, scopeSection, scopeVersion]);

  const hits = status.kind === 'done' ? status.outcome.hits : [];
  const expanded = open && query.trim() !== '' && hits.length > 0;

  // Keep the highlighted option in view as the arrows move through a long list.
  useEffect(() => {
    if (expanded) document.getElementById(`${inputId}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [expanded, active, inputId]);

  const finish = () => {
    setOpen(false);
    setQuery('');
    input.current?.blur();
  };
  const go = (hit: SearchHit) => {
    finish();
    router.navigate(hit.url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) return setOpen(true);
        if (hits.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((i) => (i + step + hits.length) % hits.length);
        return;
      }
      case 'Enter':
        if (expanded && hits[active]) {
          event.preventDefault();
          go(hits[active]);
        }
        return;
      case 'Escape':
        event.preventDefault();
        if (open && query) setOpen(false);
        else if (query) setQuery('');
        else input.current?.blur();
        return;
    }
  };

  const message =
    status.kind === 'error'
      ? translate({ message: 'Search is unavailable right now.' })
      : status.kind === 'done' && status.outcome.disabled
        ? status.outcome.disabled
        : status.kind === 'done' && hits.length === 0 && query.trim()
          ? translate({ message: 'No results for “{query}”' }, { query: query.trim() })
          : '';
  const announcement =
    status.kind === 'done' && hits.length > 0 ? translate({ message: '{count} results available, use up and down arrows to choose.' }, { count: hits.length }) : message;

  return (
    <div
      className={`${className} search`}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <input
        ref={input}
        id={inputId}
        type="text"
        className="navbar__search-input"
        role="combobox"
        aria-label={translate({ message: 'Search' })}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded ? optionId(active) : undefined}
        aria-keyshortcuts={keyShortcuts}
        placeholder={translate({ message: 'Search' })}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onFocus={() => {
          setOpen(true);
          void engine.refreshInDevelopment();
        }}
        onKeyDown={onKeyDown}
      />
      {expanded && (
        <div className="search__popup">
          <div role="listbox" id={listId} className="search__results" aria-label={translate({ message: 'Search results' })} data-query={status.kind === 'done' ? status.outcome.query : undefined}>
            {hits.map((hit, i) => (
              <Link
                key={hit.id}
                to={hit.url}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                tabIndex={-1}
                className={i === active ? 'search__result search__result--active' : 'search__result'}
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => i !== active && setActive(i)}
                onClick={finish}
              >
                <Result hit={hit} language={language} />
              </Link>
            ))}
          </div>
        </div>
      )}
      {open && !expanded && message && (
        <div className="search__popup">
          <p className="search__message">{message}</p>
        </div>
      )}
      <div role="status" className="visually-hidden">
        {open ? announcement : ''}
      </div>
    </div>
  );
}
