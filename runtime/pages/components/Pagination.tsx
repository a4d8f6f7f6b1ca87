import type { PaginationData } from '../../../cli/graph/page-data-types.ts';
import { PaginatorNav } from './PaginatorNav.tsx';
import { translate } from '../../theme/translate.tsx';

/** 'Newer entries' / 'Older entries' between the pages of a post list. */
export function Pagination({ pagination }: { pagination: PaginationData }) {
  return (
    <PaginatorNav
      label={translate({ message: 'Blog list page navigation' })}
      previous={pagination.newerPath ? { sublabel: translate({ message: 'Newer entries' }), href: pagination.newerPath } : undefined}
      next={pagination.olderPath ? { sublabel: translate({ message: 'Older entries' }), href: pagination.olderPath } : undefined}
    />
  );
}
