/** Whether this process is a build server running a build for another (build-server.ts sets it): `build` then says so. */
export const serving = {
  now: false,
  /** Work a build left for after its reply (the cache's writes): the server ends it before the next build. */
  after: [] as Array<Promise<void>>,
};
