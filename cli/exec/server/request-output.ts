import type { ServerReply, ServerRequest } from './protocol.ts';

/**
 * Sends what a request's command writes to stdout and stderr (console's output included, which
 * goes through the same streams) to its client, with its terminals' isTTY, until the returned
 * function puts the server's own streams back.
 */
export function sendOutput(send: (reply: ServerReply) => void, tty: ServerRequest['tty']): () => void {
  const streams = [
    { stream: process.stdout, reply: (text: string): ServerReply => ({ stdout: text }), isTTY: tty.stdout },
    { stream: process.stderr, reply: (text: string): ServerReply => ({ stderr: text }), isTTY: tty.stderr },
  ];
  const saved = streams.map(({ stream }) => ({ write: stream.write, isTTY: Object.getOwnPropertyDescriptor(stream, 'isTTY') }));
  for (const { stream, reply, isTTY } of streams) {
    stream.write = ((chunk: string | Uint8Array, encoding?: unknown, callback?: unknown) => {
      send(reply(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8')));
      const done = typeof encoding === 'function' ? encoding : callback;
      if (typeof done === 'function') queueMicrotask(() => (done as () => void)());
      return true;
    }) as typeof stream.write;
    Object.defineProperty(stream, 'isTTY', { value: isTTY, configurable: true, writable: true });
  }
  return () => {
    streams.forEach(({ stream }, i) => {
      stream.write = saved[i].write;
      if (saved[i].isTTY) Object.defineProperty(stream, 'isTTY', saved[i].isTTY!);
      else delete (stream as { isTTY?: boolean }).isTTY;
    });
  };
}
