import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ReactContextError } from '../../core/context-error.ts';
import { storageSlot } from '../storage.ts';
import {
  assertColorModeChoice,
  COLOR_MODE_STORAGE_KEY,
  parseStoredChoice,
  PREFERS_DARK_QUERY,
  resolveColorMode,
  type ColorMode,
  type ColorModeChoice,
  type ColorModeOptions,
} from './color-mode-logic.ts';

export interface ColorModeContextValue {
  /** The effective mode, always light or dark. */
  colorMode: ColorMode;
  /** The visitor's choice; null is "system". */
  colorModeChoice: ColorModeChoice;
  /** Store (or with null, forget) a choice; `persist: false` only changes this tab. */
  setColorMode(choice: ColorModeChoice, options?: { persist?: boolean }): void;
  options: ColorModeOptions;
}

const ColorModeContext = createContext<ColorModeContextValue | null>(null);

interface State {
  choice: ColorModeChoice;
  systemPrefersDark: boolean;
}

/**
 * Server and first client render use the configured default (the inline head script has already
 * painted the right mode); the stored choice is read once hydrated, then kept in sync with
 * `<html data-theme>`, other tabs and the OS preference.
 */
export function ColorModeProvider({ options, children }: { options: ColorModeOptions; children: ReactNode }) {
  const [state, setState] = useState<State | null>(null);
  const slot = useMemo(() => storageSlot(COLOR_MODE_STORAGE_KEY), []);

  useEffect(() => {
    const media = window.matchMedia?.(PREFERS_DARK_QUERY);
    setState({ choice: options.disableSwitch ? null : parseStoredChoice(slot.get()), systemPrefersDark: media?.matches ?? false });
    const onStorage = (event: StorageEvent) => {
      if (options.disableSwitch || (event.key !== COLOR_MODE_STORAGE_KEY && event.key !== null)) return;
      const choice = parseStoredChoice(event.key === null ? null : event.newValue);
      setState((previous) => ({ systemPrefersDark: previous?.systemPrefersDark ?? false, choice }));
    };
    const onSystemChange = (event: MediaQueryListEvent) =>
      setState((previous) => ({ choice: previous?.choice ?? null, systemPrefersDark: event.matches }));
    window.addEventListener('storage', onStorage);
    media?.addEventListener?.('change', onSystemChange);
    return () => {
      window.removeEventListener('storage', onStorage);
      media?.removeEventListener?.('change', onSystemChange);
    };
  }, [slot, options.disableSwitch]);

  const choice = state?.choice ?? null;
  const colorMode = state ? resolveColorMode(choice, options, state.systemPrefersDark) : options.defaultMode;

  useEffect(() => {
    if (!state) return;
    document.documentElement.setAttribute('data-theme', colorMode);
    document.documentElement.setAttribute('data-theme-choice', choice ?? 'system');
  }, [state, colorMode, choice]);

  const setColorMode = useCallback(
    (next: ColorModeChoice, { persist = true }: { persist?: boolean } = {}) => {
      assertColorModeChoice(next);
      setState((previous) => ({ systemPrefersDark: previous?.systemPrefersDark ?? false, choice: next }));
      if (!persist) return;
      if (next === null) slot.del();
      else slot.set(next);
    },
    [slot],
  );

  const value = useMemo(() => ({ colorMode, colorModeChoice: choice, setColorMode, options }), [colorMode, choice, setColorMode, options]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeContextValue {
  const value = useContext(ColorModeContext);
  if (!value) throw new ReactContextError('ColorModeProvider', 'useColorMode');
  return value;
}
