/** Whether this process is a build server running a build for another (build-server.ts sets it): `build` then says so. */
export const serving = {
  now: false,
  /** Work a build left for after its reply (its record, the cache's writes): the server does it, in order, before the next build. */
  after: [] as Array<() => void | Promise<void>>,
};

/** Runs the work builds left for after their replies, in order; a piece that fails (a cache that cannot be written) misses next time, as in a build of its own. */
export async function runAfterReply(): Promise<void> {
  for (const work of serving.after.splice(0)) await Promise.resolve().then(work).catch(() => {});
}
