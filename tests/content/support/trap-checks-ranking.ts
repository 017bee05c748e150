/**
 * Trap-note checks of the time-sequence, number and ranking topic, read from the mistakes' words
 * (trap-checks.ts).
 */
import { clock, type Expected, num, type Params, text } from './values';
import type { Checks } from './trap-expected';

const minutes = (n: number): Expected => text(`${n} minutes`);
/** A digit's neighbours in the sequence: how many of x come after y, before z, or both. */
function patterns(p: Params): { before: number; after: number; both: number } {
  const d: number[] = p.digits;
  const out = { before: 0, after: 0, both: 0 };
  d.forEach((v, i) => {
    if (v !== p.x || i === 0 || i === d.length - 1) return;
    const [b, a] = [d[i - 1] === p.y, d[i + 1] === p.z];
    out.before += Number(b);
    out.after += Number(a);
    out.both += Number(a && b);
  });
  return out;
}
const unmoved = (digits: number[], ascending: boolean): number => {
  const sorted = [...digits].sort((a, b) => (ascending ? a - b : b - a));
  return digits.filter((d, i) => sorted[i] === d).length;
};

export const RANKING: Record<string, Checks> = {
  total: [
    [/^counting \w+ twice$/, (p) => num(p.top + p.bottom)],
    [/^leaving \w+ out altogether$/, (p) => num(p.top + p.bottom - 2)],
    [/^subtracting the ranks$/, (p) => num(Math.abs(p.top - p.bottom))],
    [/^adding one instead of subtracting$/, (p) => num(p.top + p.bottom + 1)],
    [/^taking the larger rank for the number in the class$/, (p) => num(Math.max(p.top, p.bottom))],
  ],
  otherEnd: [
    [/^forgetting to add 1$/, (p) => num(p.n - p.left)],
    [/^adding 2$/, (p) => num(p.n - p.left + 2)],
    [/^giving the position from the left$/, (p) => num(p.left)],
    [/^subtracting 1 instead of adding$/, (p) => num(p.n - p.left - 1)],
    [/^giving the number of children in the row$/, (p) => num(p.n)],
  ],
  between: [
    // the second person stands n − b + 1 from the left
    [/^not leaving out the two people themselves$/, (p) => num(p.n - p.b + 1 - p.a + 1)],
    [/^subtracting only one of them$/, (p) => num(p.n - p.b + 1 - p.a)],
    [/^adding the positions$/, (p) => num(p.a + p.b)],
    [/^leaving out one person too many$/, (p) => num(p.n - p.b + 1 - p.a - 2)],
    // a and b already count the two people; taking them off again
    [/^leaving out the two people twice$/, (p) => num(p.n - p.a - p.b - 2)],
  ],
  interchange: [
    [/^forgetting to subtract 1$/, (p) => num(p.bLeft + p.bRight)],
    [/^adding \w+'s old position$/, (p) => num(p.aLeft + p.bRight - 1)],
    [/^subtracting 2$/, (p) => num(p.bLeft + p.bRight - 2)],
    [/^adding 1 instead of subtracting$/, (p) => num(p.bLeft + p.bRight + 1)],
    [/^adding \w+'s old position and forgetting to subtract 1$/, (p) => num(p.aLeft + p.bRight)],
  ],
  timeSequence: [
    [/^forgetting the halt$/, (p) => clock(p.due + p.late)],
    [/^subtracting the delay$/, (p) => clock(p.due - p.late + p.halt)],
    [/^forgetting the delay$/, (p) => clock(p.due + p.halt)],
    [/^subtracting the halt$/, (p) => clock(p.due + p.late - p.halt)],
    [/^adding the delay twice$/, (p) => clock(p.due + 2 * p.late + p.halt)],
    [/^adding the halt twice$/, (p) => clock(p.due + p.late + 2 * p.halt)],
    [
      // 1 h 10 min read as 110 minutes: every hundred minutes taken for an hour
      /^counting 100 minutes to the hour$/,
      (p) => clock(p.due + Math.floor((p.late + p.halt) / 100) * 60 + ((p.late + p.halt) % 100)),
    ],
    [/^subtracting the delay instead of adding$/, (p) => minutes(Math.abs(p.early - p.startDelay))],
    [/^counting only the early minutes$/, (p) => minutes(p.early)],
    [/^counting only the delay$/, (p) => minutes(p.startDelay)],
    [/^adding 10 minutes too many$/, (p) => minutes(p.early + p.startDelay + 10)],
    [/^counting the delay twice$/, (p) => minutes(p.early + 2 * p.startDelay)],
  ],
  digitCount: [
    [/^counting every (\d) preceded by (\d)$/, (p) => num(patterns(p).before)],
    [/^counting every (\d) followed by (\d)$/, (p) => num(patterns(p).after)],
    [/^counting one pattern twice$/, (p) => num(patterns(p).both + 1)],
    [/^counting both kinds together$/, (p) => num(patterns(p).before + patterns(p).after)],
  ],
  sortedPlaces: [
    [
      /^arranging in (ascending|descending) order instead$/,
      (p, m) => num(unmoved(p.digits, m[1] === 'ascending')),
    ],
    [
      /^counting (one|two) digits? too many$/,
      (p, m) => num(unmoved(p.digits, p.ascending) + (m[1] === 'one' ? 1 : 2)),
    ],
    [/^missing one digit$/, (p) => num(unmoved(p.digits, p.ascending) - 1)],
  ],
};
