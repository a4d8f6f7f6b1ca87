/** Runs cleanup once on Ctrl-C or SIGTERM, then exits; a second Ctrl-C exits at once. */
export function onShutdown(cleanup: () => Promise<void>): void {
  let stopping = false;
  const stop = () => {
    if (stopping) process.exit(130);
    stopping = true;
    cleanup().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
