/**
 * Round tables at the compass points (sitting_arrangements `compass`), solved in the plane: the
 * direction the named person faces is a unit vector, the person sits at its negative (facing the
 * centre), and each next person in the stated order sits a turn of 45° on, clockwise on a map with
 * north up (x east, y north) or anticlockwise. Seats are named back from their vectors' angles.
 * Nothing is imported from the generator.
 */
import { type Expected, type Params, text } from './values';

const NAMES: Record<string, [number, number]> = {
  north: [0, 1],
  'north-east': [Math.SQRT1_2, Math.SQRT1_2],
  east: [1, 0],
  'south-east': [Math.SQRT1_2, -Math.SQRT1_2],
  south: [0, -1],
  'south-west': [-Math.SQRT1_2, -Math.SQRT1_2],
  west: [-1, 0],
  'north-west': [-Math.SQRT1_2, Math.SQRT1_2],
};
const nameOf = ([x, y]: [number, number]): string =>
  Object.entries(NAMES).find(([, [a, b]]) => Math.abs(a - x) < 1e-9 && Math.abs(b - y) < 1e-9)![0];
/** Turn a vector by `deg` degrees clockwise (on a map with north up). */
const turn = ([x, y]: [number, number], deg: number): [number, number] => {
  const r = (-deg * Math.PI) / 180;
  return [x * Math.cos(r) - y * Math.sin(r), x * Math.sin(r) + y * Math.cos(r)];
};
const cap = (s: string): string => s[0]!.toUpperCase() + s.slice(1);

export function compassSeats(p: Params): Map<string, [number, number]> {
  const people = p.people as string[];
  const [fx, fy] = NAMES[p.faces as string]!;
  const home: [number, number] = [-fx, -fy];
  const a = people.indexOf(p.anchor);
  return new Map(people.map((who, k) => [who, turn(home, (p.clockwise ? 45 : -45) * (k - a))]));
}

export function compassSeatingAnswer(p: Params): Expected {
  const seats = compassSeats(p);
  if (p.ask === 'who') {
    const found = [...seats].filter(([, v]) => nameOf(v) === p.target);
    if (found.length !== 1) throw new Error(`${found.length} people in the ${p.target}`);
    return text(found[0]![0]);
  }
  const [x, y] = seats.get(p.person)!;
  return text(cap(nameOf(p.ask === 'where' ? [x, y] : [-x, -y])));
}
