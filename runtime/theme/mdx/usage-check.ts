import { createContext } from 'react';

/**
 * Checks that content used a theme component rightly, throwing a ComponentUsageError if not.
 * Only the build provides it (cli/render/server-shortcuts.tsx): the content of a built site
 * passed it, so the browser carries none of the checks nor their messages.
 */
export type UsageCheck = (component: string, props: object) => void;

export const UsageCheckContext = createContext<UsageCheck | null>(null);
