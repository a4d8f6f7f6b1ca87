import { COPIED_CLASS, COPIED_LABEL, COPY_BUTTON_CLASS } from '../theme/code-block-markup.ts';

/** How long a button shows that it copied. */
const COPIED_MS = 2000;

/**
 * Makes the code blocks' copy buttons (runtime/theme/code-block-markup.ts) copy their block's
 * code: one click listener on the document, so blocks that client navigation brings need nothing
 * more. The button then says "Copied" for a moment (in the page's language when the build put
 * it in `data-copied`), then its own label again. Without a clipboard (a page served over plain
 * HTTP from another host) the buttons do nothing.
 */
export function listenForCopies(doc: Document, clipboard: Pick<Clipboard, 'writeText'> | undefined): void {
  doc.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.(`.${COPY_BUTTON_CLASS}`);
    const code = button?.parentElement?.querySelector('pre code');
    if (!button || !code || !clipboard) return;
    clipboard.writeText(code.textContent ?? '').then(
      () => {
        // A second click while it shows "Copied" would take that for the button's own label.
        if (button.classList.contains(COPIED_CLASS)) return;
        const label = button.getAttribute('aria-label')!;
        button.classList.add(COPIED_CLASS);
        button.setAttribute('aria-label', button.getAttribute('data-copied') ?? COPIED_LABEL);
        setTimeout(() => {
          button.classList.remove(COPIED_CLASS);
          button.setAttribute('aria-label', label);
        }, COPIED_MS);
      },
      (error: unknown) => console.warn('sitegen: could not copy the code.', error),
    );
  });
}
