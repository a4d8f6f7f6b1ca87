import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { cx } from '../class-names.ts';
import { errorMessageChain } from '../ErrorBoundary.tsx';
import { translate } from '../translate.tsx';
import { navbarItemKinds } from './item-kinds.ts';
import type { NavbarItemData, NavbarItemProps, NavbarItemType } from './types.ts';

export function navbarItemErrorMessage(item: unknown): string {
  return translate({ message: 'A navbar item failed to render. Please check this item in navbar.items of site.config.ts: {item}',
    },
    { item: JSON.stringify(item) ?? String(item) },
  );
}

export function NavbarItemError({ item, error, mobile, inDropdown }: NavbarItemProps<unknown> & { error: unknown }) {
  const Tag = mobile || inDropdown ? 'li' : 'div';
  return (
    <Tag className={cx(mobile ? 'menu__list-item' : 'navbar__item', 'navbar__item--error')} role="alert">
      {navbarItemErrorMessage(item)} ({errorMessageChain(error).join(' ← ')})
    </Tag>
  );
}

interface BoundaryState {
  failed: boolean;
  error?: unknown;
}

/** One failing item shows a message in its place; the rest of the navbar still renders. */
export class NavbarItemErrorBoundary extends Component<NavbarItemProps<unknown> & { children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(navbarItemErrorMessage(this.props.item), error, info.componentStack);
  }

  override render(): ReactNode {
    const { item, mobile, inDropdown, children } = this.props;
    if (!this.state.failed) return children;
    return <NavbarItemError item={item} error={this.state.error} mobile={mobile} inDropdown={inDropdown} />;
  }
}

/** The component of a navbar item kind, from the item-kinds table; an unknown kind is a developer error. */
export function navbarItemComponent(type: string): ComponentType<NavbarItemProps<NavbarItemData>> {
  // A kind left out of the browser bundle is as unknown there as a misspelt one.
  const Kind = Object.hasOwn(navbarItemKinds, type) ? navbarItemKinds[type as NavbarItemType] : undefined;
  if (!Kind) throw new Error(`Unknown navbar item type "${type}".`);
  return Kind as ComponentType<NavbarItemProps<NavbarItemData>>;
}

function NavbarItemOfKind({ item, mobile, inDropdown }: NavbarItemProps) {
  const Kind = navbarItemComponent(item.type);
  return <Kind item={item} mobile={mobile} inDropdown={inDropdown} />;
}

/** Any navbar or dropdown item, chosen by its `type` through the item-kinds table. */
export function NavbarItem({ item, mobile, inDropdown }: NavbarItemProps) {
  return (
    <NavbarItemErrorBoundary item={item} mobile={mobile} inDropdown={inDropdown}>
      <NavbarItemOfKind item={item} mobile={mobile} inDropdown={inDropdown} />
    </NavbarItemErrorBoundary>
  );
}

export function NavbarItems({ items, mobile }: { items: NavbarItemData[]; mobile?: boolean }) {
  return items.map((item, index) => <NavbarItem key={index} item={item} mobile={mobile} />);
}
