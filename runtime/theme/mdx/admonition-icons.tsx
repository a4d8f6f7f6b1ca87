import type { ReactElement } from 'react';

/** Stroke icons drawn in the text colour; decorative, so hidden from screen readers (the heading names the type). */
function Icon({ children }: { children: ReactElement | ReactElement[] }) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round">
      {children}
    </svg>
  );
}

const info = (
  <Icon>
    <circle cx="8" cy="8" r="6.75" />
    <path d="M8 7.25v4M8 4.75v.01" />
  </Icon>
);

const warning = (
  <Icon>
    <path d="M8 1.75 15 14.25H1z" />
    <path d="M8 6.25v3.5M8 11.75v.01" />
  </Icon>
);

/** The icon of each admonition type. */
export const ADMONITION_ICONS: Readonly<Record<string, ReactElement>> = {
  note: (
    <Icon>
      <path d="M3.25 1.75h6.5l3 3v9.5h-9.5z" />
      <path d="M5.75 7.75h4.5M5.75 10.75h4.5" />
    </Icon>
  ),
  tip: (
    <Icon>
      <path d="M5.5 11.25V10a4.75 4.75 0 1 1 5 0v1.25z" />
      <path d="M6.25 14.25h3.5" />
    </Icon>
  ),
  info,
  warning,
  caution: warning,
  danger: (
    <Icon>
      <path d="M5.25 1.25h5.5l4 4v5.5l-4 4h-5.5l-4-4v-5.5z" />
      <path d="M8 4.75v4M8 11.25v.01" />
    </Icon>
  ),
};
