/**
 * No giveaway in where the key sits (issue 19): numeric options print in ascending order, so a kind
 * whose wrong options always fall on the same side of the key teaches "the answer is never the
 * largest". `aroundKey` orders a kind's named mistakes so that the first three (the ones toQuestion
 * keeps) put some above the key and the rest below it, how many above chosen by `pick` (a number drawn
 * for the question anyway, so no new draw shifts the bank) among the splits the mistakes allow. Within
 * the three, and after them, the mistakes keep the kind's order, so the first of them still makes the
 * trap note. Mistakes that toQuestion would drop (not whole, not positive) are the caller's to leave out.
 */
export function aroundKey<T extends { value: number | string }>(
  wrong: readonly T[],
  key: number,
  pick: number,
): T[] {
  const distinct = wrong.filter(
    (d, i) =>
      typeof d.value === 'number' &&
      Math.abs(d.value - key) > 1e-9 &&
      wrong.findIndex(
        (e) => typeof e.value === 'number' && Math.abs(e.value - (d.value as number)) < 1e-9,
      ) === i,
  );
  const above = distinct.filter((d) => (d.value as number) > key);
  const below = distinct.filter((d) => (d.value as number) < key);
  const splits = [0, 1, 2, 3].filter((up) => up <= above.length && 3 - up <= below.length);
  if (!splits.length) return [...wrong];
  // the drawn numbers' parity often follows the key's form, so they are scattered first (a fixed hash)
  const scattered = Math.floor(Math.abs(Math.sin(pick * 12.9898 + key * 78.233)) * 43758.5453);
  const up = splits[scattered % splits.length]!;
  const first = new Set<T>([...above.slice(0, up), ...below.slice(0, 3 - up)]);
  return [...wrong.filter((d) => first.has(d)), ...wrong.filter((d) => !first.has(d))];
}

/**
 * The three named mistakes that put the key at rank `target` among the four sorted options (that many
 * mistakes below it), ordered by aroundKey; undefined when the draw has too few on a side. For a kind
 * that draws the key's rank itself rather than leaving it to aroundKey's pick.
 */
export function atRank<T extends { value: number | string }>(
  wrong: readonly T[],
  key: number,
  target: number,
  pick: number,
): T[] | undefined {
  const above = wrong.filter((w) => (w.value as number) > key);
  const below = wrong.filter((w) => (w.value as number) < key);
  const up = 3 - target;
  if (above.length < up || below.length < target) return undefined;
  return aroundKey([...above.slice(0, up), ...below.slice(0, target)], key, pick);
}
