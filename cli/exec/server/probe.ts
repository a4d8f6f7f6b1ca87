import { connect } from 'node:net';
import type { StopRequest } from './protocol.ts';

/** Whether a server listens on the socket. */
export function serverAnswers(socket: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = connect(socket, () => {
      probe.destroy();
      resolve(true);
    });
    probe.on('error', () => resolve(false));
  });
}

/** Asks the server on the socket to exit (it removes its socket as it does); `gone` runs if none listens there. */
export function askToStop(socket: string, gone: () => void = () => {}): void {
  const client = connect(socket, () => client.end(`${JSON.stringify({ stop: true } satisfies StopRequest)}\n`));
  client.on('error', gone);
}
