/** Whether this process is a build server running a build for another (build-server.ts sets it): `build` then says so. */
export const serving = { now: false };
