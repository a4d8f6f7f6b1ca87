import { useEffect, useState } from 'react';

/**
 * A collapsible section of the mobile sidebar: collapsed at first when `collapsed` and it does
 * not hold the current route, and opened when navigation lands inside it. Returns the state and
 * its toggle.
 */
export function useCollapsedUntilActive(collapsed: boolean, containsActive: boolean): [boolean, () => void] {
  const [value, setValue] = useState(collapsed && !containsActive);
  useEffect(() => {
    if (containsActive) setValue(false);
  }, [containsActive]);
  return [value, () => setValue((v) => !v)];
}
