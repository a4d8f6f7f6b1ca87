/** Docusaurus' `@docusaurus/Translate` for React pages: the site's strings from i18n/<locale>/code.json. */
export { Translate as default, translate } from '../theme/translate.tsx';
