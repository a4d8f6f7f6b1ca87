import packageJson from '../../package.json' with { type: 'json' };

/** What `<meta name="generator">` says, with the version as Docusaurus gives its own (`Docusaurus v3.x`). */
export const GENERATOR = `sitegen ${packageJson.version}`;
