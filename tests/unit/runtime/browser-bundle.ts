/**
 * Runs `render` as the browser bundle would: there esbuild replaces process.env.SITEGEN_TARGET
 * with "client"; under the unit tests it is read at run time, so setting it takes the browser's branch.
 */
export function asInBrowserBundle<T>(render: () => T): T {
  const before = process.env.SITEGEN_TARGET;
  process.env.SITEGEN_TARGET = 'client';
  try {
    return render();
  } finally {
    if (before === undefined) delete process.env.SITEGEN_TARGET;
    else process.env.SITEGEN_TARGET = before;
  }
}
