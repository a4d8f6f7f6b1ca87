/** SPEC section 9: route matching is cached, up to 10000 entries. */
export const ROUTE_CACHE_LIMIT = 10_000;

/**
 * A least-recently-used map from route key to its loading or loaded value. A Map iterates in
 * insertion order, so re-inserting on every read keeps the oldest entry first, ready to evict.
 */
export class RouteCache<V> {
  readonly #entries = new Map<string, V>();

  constructor(readonly limit = ROUTE_CACHE_LIMIT) {}

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.limit) this.#entries.delete(this.#entries.keys().next().value as string);
  }

  has(key: string): boolean {
    return this.#entries.has(key);
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }
}
