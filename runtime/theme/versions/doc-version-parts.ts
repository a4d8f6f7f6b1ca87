/**
 * What doc pages and doc navbar items show of versions. A site's browser bundle gets this module
 * as written only when a docs section has several versions (cli/bundle/version-parts.ts); the
 * others get inert stand-ins, so their pages never download the code.
 */
export { DocVersionBadge } from './DocVersionBadge.tsx';
export { DocVersionBanner } from './DocVersionBanner.tsx';
export { useFollowedVersion } from './follow-version.ts';
