import { COPIED_CLASS, COPIED_LABEL, COPY_BUTTON_CLASS, COPY_LABEL } from '../theme/code-block-markup.ts';

/** How long a button shows that it copied. */
const COPIED_MS = 2000;

/**
 * Makes the code blocks' copy buttons (runtime/theme/code-block-markup.ts) copy their block's
 * code: one click listener on the document, so blocks that client navigation brings need nothing
 * more. The button then says "Copied" for a moment. Without a clipboard (a page served over plain
 * HTTP from another host) the buttons do nothing.
 */
export function listenForCopies(doc: Document, clipboard: Pick<Clipboard, 'writeText'> | undefined): void {
  doc.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.(`.${COPY_BUTTON_CLASS}`);
    const code = button?.parentElement?.querySelector('pre code');
    if (!button || !code || !clipboard) return;
    clipboard.writeText(code.textContent ?? '').then(
      () => {
        button.classList.add(COPIED_CLASS);
        button.setAttribute('aria-label', COPIED_LABEL);
        setTimeout(() => {
          button.classList.remove(COPIED_CLASS);
          button.setAttribute('aria-label', COPY_LABEL);
        }, COPIED_MS);
      },
      (error: unknown) => console.warn('sitegen: could not copy the code.', error),
    );
  });
}
