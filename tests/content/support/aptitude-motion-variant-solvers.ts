/**
 * Independent solvers for the newer speed and work forms (speedVariants.ts, workVariants.ts): the
 * hour of a journey walked minute by minute, the trip's time added stretch by stretch, the stream
 * speed found by bisection, a job counted in units of work, and the faster worker's time searched for.
 */
import { bisect, num, type Solver } from './values';

/** Km covered in one hour when the vehicle moves at v for `moving` of the 60 minutes. */
const kmInAnHour = (v: number, moving: number): number => {
  let km = 0;
  for (let minute = 0; minute < moving; minute += 1) km += v / 60;
  return km;
};

/** The faster worker's days, found by trying quarter days until k·t − t is the gap. */
function fasterDays(k: number, fewer: number): number {
  for (let t = 0.25; t <= 1000; t += 0.25) if (Math.abs(k * t - t - fewer) < 1e-9) return t;
  throw new Error('no time fits');
}

export const SPEED_VARIANT_SOLVERS: Record<string, Solver> = {
  stoppages: (p) =>
    p.ask === 'minutes'
      ? // the running minutes are those in which v km/h covers what w km/h covers in an hour
        num(60 - (p.w / p.v) * 60)
      : num(kmInAnHour(p.v, 60 - p.m)),
  speedChanges: (p) => {
    const speeds = [p.v, p.v + (p.v * p.up) / 100, p.v - (p.v * p.down) / 100];
    const hours = speeds.reduce((h, s) => h + p.d / s, 0);
    return num((3 * p.d) / hours);
  },
  streamFromTime: (p) => num(bisect((s) => p.d1 / (p.b + s) + p.d2 / (p.b - s) - p.total, 0, p.b - 1e-9)),
};

export const WORK_VARIANT_SOLVERS: Record<string, Solver> = {
  fractionOfJob: (p) => {
    // the job in units: a·b units (or a), each worker's units a day
    const units = p.b === undefined ? p.a : p.a * p.b;
    const perDay = p.b === undefined ? 1 : p.a + p.b;
    return num((units * p.n) / p.d / perDay);
  },
  timesFaster: (p) => {
    const a = fasterDays(p.k, p.fewer);
    const b = a * p.k;
    return num(p.ask === 'slower' ? b : 1 / (1 / a + 1 / b));
  },
};
