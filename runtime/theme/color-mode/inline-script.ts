import { ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_ID_KEY, DEFAULT_ANNOUNCEMENT_ID, MISSPELLED_DEFAULT_ID } from '../announcement-storage.ts';
import { COLOR_MODE_STORAGE_KEY, PREFERS_DARK_QUERY, type ColorModeOptions } from './color-mode-logic.ts';

/**
 * The script the compiler inlines in `<head>`: it sets `data-theme`, `data-theme-choice` and
 * `data-announcement-bar-initially-dismissed` on `<html>` from storage before the first paint.
 * Mirrors color-mode-logic.ts and announcement-storage.ts. Pass the announcement id to also
 * show a bar whose id changed since it was dismissed; without it only the dismiss flag counts.
 */
export function colorModeScript(colorMode: ColorModeOptions, announcementId?: string): string {
  const q = (value: string) => JSON.stringify(value);
  const fallback = colorMode.respectPrefersColorScheme
    ? `(matchMedia(${q(PREFERS_DARK_QUERY)}).matches?'dark':'light')`
    : q(colorMode.defaultMode);
  const dismissed =
    announcementId === undefined
      ? `s(${q(ANNOUNCEMENT_DISMISS_KEY)})==='true'`
      : `(i=s(${q(ANNOUNCEMENT_ID_KEY)}),(i===${q(MISSPELLED_DEFAULT_ID)}?${q(DEFAULT_ANNOUNCEMENT_ID)}:i)===${q(announcementId)}&&s(${q(ANNOUNCEMENT_DISMISS_KEY)})==='true')`;
  return (
    '(function(){var d=document.documentElement,i,' +
    's=function(k){try{return localStorage.getItem(k)}catch(e){return null}},' +
    `c=${colorMode.disableSwitch ? 'null' : `s(${q(COLOR_MODE_STORAGE_KEY)})`};` +
    "if(c!=='light'&&c!=='dark')c=null;" +
    `d.setAttribute('data-theme',c||${fallback});` +
    "d.setAttribute('data-theme-choice',c||'system');" +
    `d.setAttribute('data-announcement-bar-initially-dismissed',String(${dismissed}))})();`
  );
}
