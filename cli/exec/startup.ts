import { prestartHighlightWorker } from './highlight-prestart.ts';
import { setStartFlags } from './v8-flags.ts';

/** What bin/sitegen.js does before the CLI loads, knowing only the command line. */
export function startup(argv: readonly string[]): void {
  setStartFlags(argv);
  prestartHighlightWorker(argv);
}
