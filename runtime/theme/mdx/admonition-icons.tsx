import type { ReactElement } from 'react';

/**
 * The markup Markdown's `:::note` containers get (helper-d's runtime/theme/admonition-markup.ts,
 * not yet on main): the same classes, tones and icons, so both look and read alike.
 * TODO(issue 17): import that module once it has landed, and drop these copies.
 */
export interface AdmonitionKind {
  label: string;
  tone: 'secondary' | 'success' | 'info' | 'warning' | 'danger';
  icon: readonly string[];
}

const note = ['M10.5 2.5 13.5 5.5 6 13 2.5 13.5 3 10z', 'M9 4l3 3'];
const tip = ['M6 12.25h4', 'M6.75 14.25h2.5', 'M8 1.75a4.25 4.25 0 0 0-2.4 7.76c.5.35.65.8.65 1.24v.25h3.5v-.25c0-.44.15-.89.65-1.24A4.25 4.25 0 0 0 8 1.75z'];
const info = ['M8 1.75a6.25 6.25 0 1 0 0 12.5a6.25 6.25 0 1 0 0-12.5z', 'M8 7.25v4', 'M8 4.75v.01'];
const warning = ['M8 1.75 14.75 13.75H1.25z', 'M8 6.25v3.5', 'M8 11.5v.01'];
const danger = ['M5.4 1.75h5.2l3.65 3.65v5.2l-3.65 3.65H5.4L1.75 10.6V5.4z', 'M8 4.75v4', 'M8 11v.01'];

/** Docusaurus' types, and the older names it still reads, each shown as the type it stands for. */
export const ADMONITION_KINDS: Readonly<Record<string, AdmonitionKind>> = {
  note: { label: 'Note', tone: 'secondary', icon: note },
  tip: { label: 'Tip', tone: 'success', icon: tip },
  info: { label: 'Info', tone: 'info', icon: info },
  warning: { label: 'Warning', tone: 'warning', icon: warning },
  danger: { label: 'Danger', tone: 'danger', icon: danger },
  caution: { label: 'Caution', tone: 'warning', icon: warning },
  secondary: { label: 'Secondary', tone: 'secondary', icon: note },
  important: { label: 'Important', tone: 'info', icon: info },
  success: { label: 'Success', tone: 'success', icon: tip },
};

/** A theme icon: paths in a 16 × 16 box drawn in the text colour; decoration, hidden from screen readers. */
export function Icon({ paths }: { paths: readonly string[] }): ReactElement {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
