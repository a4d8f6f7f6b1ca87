import { startTabs } from './tabs-behaviour.ts';

const started = new WeakSet<Document>();

/**
 * What markup-only theme components need to work in the browser (Tabs), started once per
 * document: a chunk of its own, which only pages holding such components load. Details open and
 * close natively; their slide comes with the enhancements chunk, as code blocks' copy buttons do.
 */
export default function startBehaviours(doc: Document): void {
  if (started.has(doc)) return;
  started.add(doc);
  startTabs(doc);
}
