import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVENTS_PATH, LiveReloadHub } from '../../../cli/watch/live-reload.ts';

/** A request to the hub's handler, and what its response was sent. */
function request(hub: LiveReloadHub, url: string, headers: Record<string, string> = {}): { handled: boolean; sent: string[] } {
  const sent: string[] = [];
  const req = { url, headers, once: () => req } as unknown as IncomingMessage;
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
    expect(tab.sent.at(-1)).toMatch(/^id: \w+:1\nevent: reload\ndata: \{"paths":\["\/docs\/a"\]\}\n\n$/);
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

  it('keeps the next reload waiting for its own tab when a tab asked late for the last', async () => {
    vi.useFakeTimers();
    const hub = new LiveReloadHub();
    request(hub, EVENTS_PATH);
    const first = hub.reload(['/docs/a']);
    await vi.advanceTimersByTimeAsync(140);
    request(hub, '/docs/a/page-data.json');
    await vi.advanceTimersByTimeAsync(10);
    expect(await settled(first)).toBe(true);
    const next = hub.reload(['/docs/b']);
    // The first reload's 50 ms end here: they must not end the wait of the next.
    await vi.advanceTimersByTimeAsync(45);
    request(hub, '/docs/b/page-data.json');
    await vi.advanceTimersByTimeAsync(49);
    expect(await settled(next)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(next)).toBe(true);
  });

  /** The events URL in the script of a page the hub's server serves now. */
  function eventsUrl(hub: LiveReloadHub): string {
    const url = /new EventSource\("([^"]+)"\)/.exec(hub.transform.apply('<body></body>', 'index.html'))?.[1];
    if (!url) throw new Error('no EventSource in the script');
    return url;
  }

  /** The paths of the reload events sent, in order. */
  function reloads(sent: string[]): unknown[] {
    return sent.filter((data) => data.includes('event: reload')).map((data) => JSON.parse(data.slice(data.indexOf('data: ') + 6)).paths);
  }

  it('tells a tab that connects late of the reloads since its page was served, merged', async () => {
    vi.useFakeTimers();
    const hub = new LiveReloadHub();
    const served = eventsUrl(hub);
    expect(reloads(request(hub, served).sent)).toEqual([]);
    // Saves while the tab was loading, before its script connected.
    void hub.reload(['/docs/a']);
    void hub.reload(['/docs/b', '/docs/a']);
    expect(reloads(request(hub, served).sent)).toEqual([['/docs/a', '/docs/b']]);
    // A page served since knows of both; its transform changed, so the server makes the page again.
    expect(eventsUrl(hub)).not.toBe(served);
    expect(reloads(request(hub, eventsUrl(hub)).sent)).toEqual([]);
    void hub.reload('*');
    expect(reloads(request(hub, served).sent)).toEqual(['*']);
  });

  it('goes by the id the browser sends when it reconnects', async () => {
    vi.useFakeTimers();
    const hub = new LiveReloadHub();
    const served = eventsUrl(hub);
    const tab = request(hub, served);
    void hub.reload(['/docs/a']);
    const id = /^id: (.+)$/m.exec(tab.sent.at(-1) ?? '')?.[1] ?? '';
    // The stream broke; meanwhile another save. The browser reconnects to the same URL.
    void hub.reload(['/docs/c']);
    expect(reloads(request(hub, served, { 'last-event-id': id }).sent)).toEqual([['/docs/c']]);
    expect(reloads(request(hub, served).sent)).toEqual([['/docs/a', '/docs/c']]);
  });

  it('reloads in full a tab served by another watch, or so long ago its reloads are no longer kept', async () => {
    vi.useFakeTimers();
    const hub = new LiveReloadHub();
    const served = eventsUrl(hub);
    expect(reloads(request(hub, `${EVENTS_PATH}?since=0:3`).sent)).toEqual(['*']);
    for (let i = 0; i < 101; i++) void hub.reload([`/docs/${i}`]);
    expect(reloads(request(hub, served).sent)).toEqual(['*']);
    const kept = served.replace(/%3A0$/, '%3A1');
    expect(kept).not.toBe(served);
    expect(reloads(request(hub, kept).sent)[0]).toHaveLength(100);
  });
});
