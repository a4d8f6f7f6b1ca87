import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVENTS_PATH, LiveReloadHub } from '../../../cli/watch/live-reload.ts';

/** A request to the hub's handler, and what its response was sent. */
function request(hub: LiveReloadHub, url: string): { handled: boolean; sent: string[] } {
  const sent: string[] = [];
  const req = { url, once: () => req } as unknown as IncomingMessage;
  const res = { writeHead: () => res, write: (data: string) => sent.push(data), end: () => {} } as unknown as ServerResponse;
  return { handled: hub.handle(req, res), sent };
}

/** Whether the promise has settled, once the microtasks queued so far have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('LiveReloadHub', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves a reload at once when no tab is open', async () => {
    vi.useFakeTimers();
    expect(await settled(new LiveReloadHub().reload(['/a']))).toBe(true);
  });

  it('leaves the machine to the open tabs: until one asks for a file and has 50 ms to show it', async () => {
    vi.useFakeTimers();
    const hub = new LiveReloadHub();
    const tab = request(hub, EVENTS_PATH);
    expect(tab.handled).toBe(true);
    const reloaded = hub.reload(['/docs/a']);
    expect(tab.sent.at(-1)).toBe('event: reload\ndata: {"paths":["/docs/a"]}\n\n');
    await vi.advanceTimersByTimeAsync(30);
    expect(await settled(reloaded)).toBe(false);
    expect(request(hub, '/docs/a/page-data.json').handled).toBe(false);
    await vi.advanceTimersByTimeAsync(49);
    expect(await settled(reloaded)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(reloaded)).toBe(true);
  });

  it('waits at most 150 ms for a tab that asks for nothing (it shows another page)', async () => {
    vi.useFakeTimers();
    const hub = new LiveReloadHub();
    request(hub, EVENTS_PATH);
    const reloaded = hub.reload(['/docs/a']);
    await vi.advanceTimersByTimeAsync(149);
    expect(await settled(reloaded)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(reloaded)).toBe(true);
    // A later request finds nothing waiting.
    expect(request(hub, '/docs/b/page-data.json').handled).toBe(false);
  });
});
