import { cx } from '../class-names.ts';
import { translate } from '../translate.tsx';
import { useHydrated } from '../use-hydrated.ts';
import { choiceLabel, nextChoice } from './color-mode-logic.ts';
import { useColorMode } from './ColorModeProvider.tsx';

/**
 * The three icons are all rendered; CSS shows the one matching `<html data-theme-choice>`, which
 * the inline head script sets before paint, so the icon is right even before hydration.
 */
export function ColorModeToggle({ className }: { className?: string }) {
  const { colorMode, colorModeChoice, setColorMode, options } = useColorMode();
  const hydrated = useHydrated();
  const label = translate(
    { id: 'theme.colorToggle.ariaLabel', message: 'Switch between dark and light mode (currently {mode})' },
    { mode: translate({ id: `theme.colorToggle.ariaLabel.mode.${colorModeChoice ?? 'system'}`, message: choiceLabel(colorModeChoice) }) },
  );
  return (
    <button
      type="button"
      className={cx('color-mode-toggle', className)}
      disabled={!hydrated}
      title={label}
      aria-label={label}
      aria-live="polite"
      onClick={() => setColorMode(nextChoice(colorModeChoice, colorMode, options.respectPrefersColorScheme))}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" className="color-mode-toggle__icon color-mode-toggle__icon--light">
        <circle cx="12" cy="12" r="4.5" fill="currentColor" />
        <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
      </svg>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" className="color-mode-toggle__icon color-mode-toggle__icon--dark">
        <path fill="currentColor" d="M21 14.5A9 9 0 0 1 9.5 3a9 9 0 1 0 11.5 11.5z" />
      </svg>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" className="color-mode-toggle__icon color-mode-toggle__icon--system">
        <rect x="3" y="4" width="18" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
        <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M8 20h8M12 16v4" />
      </svg>
    </button>
  );
}
