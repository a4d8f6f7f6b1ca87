/** The `--port` value as a number, or undefined (after printing why) when it is not a port. */
export function parsePort(value: string): number | undefined {
  const port = Number(value);
  if (/^\d+$/.test(value) && Number.isInteger(port) && port <= 65535) return port;
  process.stderr.write(`✘ --port must be a number from 0 to 65535, not "${value}".\n`);
  process.exitCode = 1;
  return undefined;
}
