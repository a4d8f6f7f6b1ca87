import type { PaginationData } from '../../../cli/graph/page-data-types.ts';
import { PaginatorNav } from './PaginatorNav.tsx';

/** 'Newer entries' / 'Older entries' between the pages of a post list. */
export function Pagination({ pagination }: { pagination: PaginationData }) {
  return (
    <PaginatorNav
      label="Blog list page navigation"
      previous={pagination.newerPath ? { sublabel: 'Newer entries', href: pagination.newerPath } : undefined}
      next={pagination.olderPath ? { sublabel: 'Older entries', href: pagination.olderPath } : undefined}
    />
  );
}
