import { describe, expect, it } from 'vitest';
import { EditMap } from 'micromark-util-edit-map';
import type { Event } from 'micromark-util-types';

/** Numbers stand for events: the map only moves them. */
const asEvents = (items: number[]) => items as unknown as Event[];

describe("micromark's edit map, as patches/micromark-util-edit-map+1.0.0.patch leaves it", () => {
  it('leaves the events before the first edit where they are, so one edit per block quote stays cheap', () => {
    const events = Array.from({ length: 1000 }, (_, i) => i);
    let prefixWrites = 0;
    const watched = new Proxy(events, {
      set(target, key, value) {
        if (key !== 'length' && Number(key) < 990) prefixWrites++;
        return Reflect.set(target, key, value);
      },
    });
    const map = new EditMap();
    map.add(995, 1, asEvents([-1, -2]));
    map.add(998, 0, asEvents([-3]));
    map.consume(asEvents(watched));
    expect(prefixWrites).toBe(0);
    expect(events).toEqual([...Array.from({ length: 995 }, (_, i) => i), -1, -2, 996, 997, -3, 998, 999]);
  });
});
