import { Console } from 'node:console';
import { describe, expect, it } from 'vitest';
import { sendOutput } from '../../../../cli/exec/server/request-output.ts';
import type { ServerReply } from '../../../../cli/exec/server/protocol.ts';

describe('sendOutput', () => {
  it("sends what the process writes, console's output included, with the client's terminals, then puts its streams back", () => {
    const replies: ServerReply[] = [];
    const { write } = process.stderr;
    const wasTTY = process.stderr.isTTY;
    const restore = sendOutput((reply) => replies.push(reply), { stdout: false, stderr: true });
    try {
      expect(process.stderr.isTTY).toBe(true);
      expect(process.stdout.isTTY).toBe(false);
      process.stdout.write('graph\n');
      process.stderr.write(new TextEncoder().encode('✔ bytes\n'));
      // As Node's own console is made (vitest's own replaces it here).
      new Console({ stdout: process.stdout, stderr: process.stderr }).error('an error');
    } finally {
      restore();
    }
    expect(replies).toEqual([{ stdout: 'graph\n' }, { stderr: '✔ bytes\n' }, { stderr: 'an error\n' }]);
    expect(process.stderr.write).toBe(write);
    expect(process.stderr.isTTY).toBe(wasTTY);
  });
});
