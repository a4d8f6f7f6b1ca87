import { useEffect, useId, useState, type ComponentType } from 'react';
import { cx } from '../class-names.ts';
import { translate } from '../translate.tsx';
import type { SearchPanelProps } from '../../search/SearchPanel.tsx';
import type { NavbarItemOf, NavbarItemProps } from './types.ts';

const SHORTCUTS = '/ Control+K Meta+K';

/** `/` outside text fields, Ctrl+K or Cmd+K anywhere. */
function isShortcut(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement;
  return (
    !event.altKey &&
    (event.ctrlKey || event.metaKey
      ? event.key.toLowerCase() === 'k'
      : event.key === '/' && !target.isContentEditable && !/^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/**
 * The search box: this shell is all a page loads. Focusing it (or pressing `/`, Ctrl+K or Cmd+K)
 * imports the search chunk, whose panel takes over the box with the same id. Not shown on mobile.
 */
export function SearchNavbarItem({ item, mobile }: NavbarItemProps<NavbarItemOf<'search'>>) {
  const id = useId();
  const [Panel, setPanel] = useState<ComponentType<SearchPanelProps>>();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const input = document.getElementById(id) as HTMLInputElement | null;
      // Hidden below 996 px: there the keys stay the browser's.
      if (input?.getClientRects().length && isShortcut(event)) {
        event.preventDefault();
        input.focus();
      }
    };
    if (!mobile) addEventListener('keydown', onKeyDown);
    return () => removeEventListener('keydown', onKeyDown);
  }, [id, mobile]);

  if (mobile) return null;
  const props = { inputId: id, className: cx('navbar__search', item.className), keyShortcuts: SHORTCUTS, translate };
  if (Panel) return <Panel {...props} />;
  const load = () => import('../../search/SearchPanel.tsx').then((m) => setPanel(() => m.default));
  return (
    <div className={props.className}>
      <input
        id={id}
        type="text"
        className="navbar__search-input"
        role="combobox"
        aria-label={translate({ message: 'Search' })}
        aria-autocomplete="list"
        aria-expanded="false"
        aria-controls={`${id}-listbox`}
        aria-keyshortcuts={SHORTCUTS}
        placeholder={translate({ message: 'Search' })}
        autoComplete="off"
        onFocus={load}
      />
    </div>
  );
}
