/** Whether this process is a build server running a build for another (build-server.ts sets it): `build` then says so. */
export const serving = {
  now: false,
  /** Work a build left for after its reply (its record, the cache's writes): the server does it, in order, before the next build. */
  after: [] as Array<() => void | Promise<void>>,
};
