/** Binds a server to the requested port or, when that one is taken, the next free one above it. */
import type { Server } from 'node:http';

const PORT_ATTEMPTS = 20;
const HIGHEST_PORT = 65535;

/** Resolves with the bound port. Port 0 lets the OS choose, so it is tried once. */
export async function listenOnFreePort(server: Server, host: string, firstPort: number): Promise<number> {
  const lastPort = firstPort === 0 ? 0 : Math.min(firstPort + PORT_ATTEMPTS - 1, HIGHEST_PORT);
  for (let port = firstPort; ; port++) {
    try {
      await listen(server, host, port);
      const address = server.address();
      return typeof address === 'object' && address !== null ? address.port : port;
    } catch (error) {
      const inUse = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
      if (!inUse || port >= lastPort) throw error;
    }
  }
}

function listen(server: Server, host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => {
      server.off('listening', onListening);
      reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}
