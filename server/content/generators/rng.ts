/**
 * A small seeded pseudo-random generator (mulberry32) and the helpers the question generators draw
 * with. Math.random is never used: the same seed gives the same bank on every build and machine.
 */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number;
  /** An integer multiple of `step` in [min, max]. */
  step(min: number, max: number, step: number): number;
  pick<T>(items: readonly T[]): T;
  /** `n` distinct items in random order. */
  sample<T>(items: readonly T[], n: number): T[];
  shuffle<T>(items: readonly T[]): T[];
  chance(probability: number): boolean;
}

/** FNV-1a: a 32-bit seed from any text, so a bank's seed can name what it is for. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function createRng(seed: number | string): Rng {
  let state = (typeof seed === 'string' ? hashSeed(seed) : seed) >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => {
    if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) {
      throw new RangeError(`rng.int(${min}, ${max}): not a range of integers`);
    }
    return min + Math.floor(next() * (max - min + 1));
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  };
  return {
    next,
    int,
    step: (min, max, step) => step * int(Math.ceil(min / step), Math.floor(max / step)),
    pick: (items) => {
      if (items.length === 0) throw new RangeError('rng.pick from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
    sample: (items, n) => {
      if (n > items.length) throw new RangeError(`rng.sample of ${n} from ${items.length} items`);
      return shuffle(items).slice(0, n);
    },
    shuffle,
    chance: (probability) => next() < probability,
  };
}
