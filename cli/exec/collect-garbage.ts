import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let collect: (() => void) | undefined;

/**
 * A full collection of this thread's heap, now. V8 runs one when the heap has grown by a factor
 * since the last, and between a build's stages that can be long after the last stage's garbage
 * died: at 10,000 pages, the heap held ~90 MB of the compile's garbage and the sources' bytes
 * (~70 MB, kept outside it by objects not yet collected) through the whole render. One costs ~50 ms there.
 * V8 gives its `gc` function only to contexts made with --expose-gc set.
 */
export function collectGarbage(): void {
  if (!collect) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as () => void;
    setFlagsFromString('--no-expose-gc');
  }
  collect();
}
