import { describe, expect, it } from 'vitest';
import { EditMap } from 'micromark-util-edit-map';

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
    map.add(995, 1, [-1, -2]);
    map.add(998, 0, [-3]);
    map.consume(watched);
    expect(prefixWrites).toBe(0);
    expect(events).toEqual([...Array.from({ length: 995 }, (_, i) => i), -1, -2, 996, 997, -3, 998, 999]);
  });
});
