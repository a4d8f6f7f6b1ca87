import { cx } from '../class-names.ts';
import { translate } from '../translate.tsx';
import { useHydrated } from '../use-hydrated.ts';
import { choiceLabel, nextChoice } from './color-mode-logic.ts';
import { useColorMode } from './ColorModeProvider.tsx';

/**
 * The three icons (CSS masks) are all rendered; CSS shows the one matching `<html data-theme-choice>`, which
 * the inline head script sets before paint, so the icon is right even before hydration.
 */
export function ColorModeToggle({ className }: { className?: string }) {
  const { colorMode, colorModeChoice, setColorMode, options } = useColorMode();
  const hydrated = useHydrated();
  const label = translate({ message: 'Switch between dark and light mode (currently {mode})' },
    { mode: translate({ message: choiceLabel(colorModeChoice) }) },
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
      <span className="icon icon--sun color-mode-toggle__icon color-mode-toggle__icon--light" aria-hidden="true" />
      <span className="icon icon--moon color-mode-toggle__icon color-mode-toggle__icon--dark" aria-hidden="true" />
      <span className="icon icon--system color-mode-toggle__icon color-mode-toggle__icon--system" aria-hidden="true" />
    </button>
  );
}
