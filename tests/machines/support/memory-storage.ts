import { afterEach, beforeEach, vi } from 'vitest';

/** A tab's localStorage in memory: strings only, as the browser keeps them. */
export class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

/**
 * Gives every test of the calling `describe` an empty localStorage (where the quiz machines keep a
 * saved attempt) and takes it away after the test. Returns that storage, for a test to fill or read.
 */
export function useMemoryLocalStorage(): MemoryStorage {
  const storage = new MemoryStorage();
  beforeEach(() => {
    storage.items.clear();
    vi.stubGlobal('localStorage', storage);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return storage;
}
