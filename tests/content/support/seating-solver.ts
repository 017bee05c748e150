/**
 * An independent seating solver: it reads the clue SENTENCES and the question, tries every order of
 * the people (Heap's algorithm; round a table, the LAST person is pinned to one seat, where the
 * generator pins the first), keeps the orders every clue allows, and answers from the one order left.
 * Facing north in a row, a person's right is the next seat towards the right end; facing the centre
 * of a table, it is the next seat anticlockwise seen from above; both are "index + 1" below.
 */
import { num, text, type Expected } from './values';

const WORDS: Record<string, number> = {
  immediately: 1,
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
};

function permutations<T>(items: readonly T[]): T[][] {
  const a = [...items];
  const out: T[][] = [[...a]];
  const c = a.map(() => 0);
  let i = 0;
  while (i < a.length) {
    if (c[i]! < i) {
      const j = i % 2 === 0 ? 0 : c[i]!;
      [a[j], a[i]] = [a[i]!, a[j]!];
      out.push([...a]);
      c[i]! += 1;
      i = 0;
    } else {
      c[i] = 0;
      i += 1;
    }
  }
  return out;
}

type Order = string[];
type Check = (order: Order) => boolean;

export function seatingRules(shape: 'row' | 'circle', n: number) {
  const at = (order: Order, name: string) => order.indexOf(name);
  /** The person `k` seats to the right (k < 0: left) of `name`, or undefined off the end of a row. */
  const offset = (order: Order, name: string, k: number): string | undefined => {
    const seat = at(order, name) + k;
    if (shape === 'circle') return order[((seat % n) + n) % n];
    return seat >= 0 && seat < n ? order[seat] : undefined;
  };
  const adjacent = (order: Order, x: string, y: string) =>
    offset(order, x, 1) === y || offset(order, x, -1) === y;
  const parse = (clue: string): Check => {
    let m = /^(\w) sits (\w+) to the (right|left) of (\w)\.$/.exec(clue);
    if (m) {
      const [, a, k, side, b] = m;
      return (o) => offset(o, b!, (side === 'right' ? 1 : -1) * WORDS[k!]!) === a;
    }
    m = /^(?:Only|Exactly) (\w+) (?:person sits|people sit) between (\w) and (\w)\.$/.exec(clue);
    if (m) {
      const [, k, a, b] = m;
      if (shape !== 'row') throw new Error('"between" round a table is ambiguous');
      return (o) => Math.abs(at(o, a!) - at(o, b!)) - 1 === WORDS[k!.toLowerCase()];
    }
    m = /^(\w) and (\w) sit next to each other\.$/.exec(clue);
    if (m) return (o) => adjacent(o, m![1]!, m![2]!);
    m = /^(\w) does not sit next to (\w)\.$/.exec(clue);
    if (m) return (o) => !adjacent(o, m![1]!, m![2]!);
    m = /^(\w) sits opposite (\w)\.$/.exec(clue);
    if (m) return (o) => offset(o, m![1]!, n / 2) === m![2] && n % 2 === 0;
    m = /^(\w) sits at one of the ends of the row\.$/.exec(clue);
    if (m) return (o) => at(o, m![1]!) === 0 || at(o, m![1]!) === n - 1;
    m = /^(\w) does not sit at either end of the row\.$/.exec(clue);
    if (m) return (o) => at(o, m![1]!) !== 0 && at(o, m![1]!) !== n - 1;
    m = /^(\w) sits at the (left|right) end of the row\.$/.exec(clue);
    if (m) return (o) => at(o, m![1]!) === (m![2] === 'left' ? 0 : n - 1);
    m = /^(\w) sits (\w+) from the (left|right) end of the row\.$/.exec(clue);
    if (m) return (o) => (m![3] === 'left' ? at(o, m![1]!) + 1 : n - at(o, m![1]!)) === WORDS[m![2]!];
    throw new Error(`a clue the solver cannot read: ${clue}`);
  };
  return { at, offset, parse };
}

export function solveSeating(p: {
  shape: 'row' | 'circle';
  people: string[];
  clues: string[];
  ask: string;
}): Expected {
  const n = p.people.length;
  const rules = seatingRules(p.shape, n);
  const checks = p.clues.map(rules.parse);
  const pinned = p.people[n - 1]!;
  const orders =
    p.shape === 'circle'
      ? permutations(p.people.slice(0, -1)).map((rest) => [pinned, ...rest])
      : permutations(p.people);
  const fits = orders.filter((o) => checks.every((check) => check(o)));
  if (fits.length !== 1) throw new Error(`${fits.length} seatings fit the clues, not one`);
  const order = fits[0]!;
  let m = /^Who sits (\w+) to the (right|left) of (\w)\?$/.exec(p.ask);
  if (m) {
    const who = rules.offset(order, m[3]!, (m[2] === 'right' ? 1 : -1) * WORDS[m[1]!]!);
    if (!who) throw new Error('nobody sits there');
    return text(who);
  }
  m = /^How many people sit between (\w) and (\w)\?$/.exec(p.ask);
  if (m) return num(Math.abs(rules.at(order, m[1]!) - rules.at(order, m[2]!)) - 1);
  if (p.ask === 'Who sits in the middle of the row?') return text(order[(n - 1) / 2]!);
  m = /^Who sits at the (left|right) end of the row\?$/.exec(p.ask);
  if (m) return text(m[1] === 'left' ? order[0]! : order[n - 1]!);
  m = /^Who sits opposite (\w)\?$/.exec(p.ask);
  if (m) return text(rules.offset(order, m[1]!, n / 2)!);
  throw new Error(`a question the solver cannot read: ${p.ask}`);
}
