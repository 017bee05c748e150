/**
 * Independent solvers for the aptitude word problems (percentages, averages, speed, interest, profit,
 * ratios, mixtures, work): simulating year by year, hour by hour, or searching for the unknown by
 * bisection, rather than the generator's formula.
 */
import { bisect, clock, grow, mean, num, ratio, signedChange, sum, type Solver } from './values';

/** Compound interest by simulating each period. */
function compound(p: number, ratePerPeriod: number, periods: number): number {
  let amount = p;
  for (let i = 0; i < periods; i += 1) amount += (amount * ratePerPeriod) / 100;
  return amount;
}

export const ARITHMETIC_SOLVERS: Record<string, Record<string, Solver>> = {
  percentage: {
    percentOf: (p) => num((p.n / 100) * p.p),
    whatPercent: (p) => num((100 * p.part) / p.whole),
    percentChange: (p) => num(Math.abs(signedChange(p.old, p.now))),
    wholeFromPart: (p) => num(p.part / (p.p / 100)),
    successive: (p) => num(signedChange(100, grow(100, p.a, p.b))),
    passMarks: (p) => num((p.got + p.short) / (p.p / 100)),
    population: (p) => num(grow(p.start, p.r1, p.r2)),
    consumption: (p) => num(Math.abs(signedChange(100, (100 * 100) / grow(100, p.rise ? p.p : -p.p)))),
    moreLess: (p) => {
      const [a, b] = [grow(100, p.more ? p.p : -p.p), 100];
      return num((Math.abs(a - b) / a) * 100);
    },
    election: (p) =>
      num(p.margin / ((p.turnout / 100) * (1 - p.invalid / 100) * ((p.w - (100 - p.w)) / 100))),
    savings: (p) => {
      const income = 100;
      const spend = income - p.s;
      const after = grow(income, p.a) - grow(spend, p.b);
      return num(signedChange(p.s, after));
    },
    originalFromChanges: (p) => num(p.final / (grow(1, p.a) * grow(1, -p.b) * grow(1, p.c))),
  },
  average: {
    meanOfList: (p) => num(mean(p.values)),
    firstN: (p) => {
      const terms = Array.from(
        { length: p.n },
        (_, i) =>
          ({ natural: i + 1, even: 2 * (i + 1), odd: 2 * i + 1, multiples: p.k * (i + 1) })[
            p.type as 'natural'
          ],
      );
      return num(mean(terms));
    },
    missingValue: (p) => num(p.n * p.mean - sum(p.known)),
    replacement: (p) => num(p.out + p.n * p.d),
    newMember: (p) => num((p.n + 1) * (p.a + p.d) - p.n * p.a),
    combined: (p) => num((p.n1 * p.a1 + p.n2 * p.a2) / (p.n1 + p.n2)),
    batting: (p) => num(bisect((x) => p.n * (x - p.d) + p.score - (p.n + 1) * x, -1000, 1000)),
    misread: (p) => num((p.n * p.a - p.wrong + p.right) / p.n),
    overlap: (p) => num(p.k * p.p + p.k * p.q - (2 * p.k - 1) * p.all),
    familyAges: (p) => num(3 * (p.a1 + p.t1) - 2 * (p.a2 + p.t2)),
    consecutive: (p) => {
      const step = p.type === 'whole' ? 1 : 2;
      const first = p.avg - ((p.n - 1) * step) / 2;
      return num(first + (p.n - 1) * step);
    },
  },
  speed_and_distance: {
    convert: (p) => num(p.from === 'km/h' ? (p.value * 1000) / 3600 : (p.value / 1000) * 3600),
    distance: (p) => num(p.v * (p.h + p.m / 60)),
    speed: (p) => num(p.d / (p.h + p.m / 60)),
    trainPole: (p) => num(p.len / ((p.v * 1000) / 3600)),
    trainPlatform: (p) => num((p.len + p.plat) / ((p.v * 1000) / 3600)),
    averageSpeed: (p) => num(2 / (1 / p.a + 1 / p.b)),
    boat: (p) => {
      const down = p.down / p.td;
      const up = p.up / p.tu;
      return num(p.ask === 'stream' ? (down - up) / 2 : (down + up) / 2);
    },
    twoTrains: (p) => num((p.l1 + p.l2) / (((p.same ? Math.abs(p.v1 - p.v2) : p.v1 + p.v2) * 1000) / 3600)),
    lateEarly: (p) => num(bisect((d) => d / p.v1 - d / p.v2 - (p.late + p.early) / 60, 0, 10000)),
    meeting: (p) => {
      const t = bisect((x) => p.a * (p.delay + x) + p.b * x - p.d, 0, 100);
      return clock((p.startA + p.delay + t) * 60);
    },
    boatRoundTrip: (p) => num(bisect((d) => d / (p.b + p.s) + d / (p.b - p.s) - p.total, 0, 10000)),
  },
  simple_compound_interest: {
    simpleInterest: (p) => num(p.t * ((p.p * p.r) / 100)),
    rateFromInterest: (p) => num(bisect((r) => p.p + (p.p * r * p.t) / 100 - p.amount, 0, 100)),
    compound2: (p) => num(compound(p.p, p.r, p.n) - p.p),
    halfYearly: (p) => num(compound(p.p, p.r / 2, 2) - p.p),
    difference2: (p) => {
      const gap = (principal: number) =>
        compound(principal, p.r, 2) - principal - (principal * p.r * 2) / 100;
      return num(p.ask === 'principal' ? p.diff / gap(1) : gap(p.p));
    },
    multiplySI: (p) => num(((p.k - 1) * 100) / (100 / p.n)),
    difference3: (p) => num(compound(p.p, p.r, 3) - p.p - (p.p * p.r * 3) / 100),
    fromTwoAmounts: (p) => {
      const r = ((p.a3 - p.a2) / p.a2) * 100;
      return num(p.ask === 'rate' ? r : bisect((x) => compound(x, r, 2) - p.a2, 0, 1e7));
    },
    simpleTwoAmounts: (p) => num(p.a1 - ((p.a2 - p.a1) / (p.t2 - p.t1)) * p.t1),
    instalments: (p) => num(bisect((loan) => compound(compound(loan, p.r, 1) - p.x, p.r, 1) - p.x, 0, 1e8)),
  },
  profit_and_loss: {
    profitPercent: (p) => num(Math.abs(signedChange(p.cp, p.sp))),
    sellingPrice: (p) => num(grow(p.cp, p.p)),
    costPrice: (p) => num(bisect((cp) => grow(cp, p.p) - p.sp, 0, 1e7)),
    discountProfit: (p) => num(signedChange(100, grow(grow(100, p.m), -p.d))),
    markedPrice: (p) => num(bisect((mp) => grow(mp, -p.d) - grow(p.cp, p.p), 0, 1e7)),
    successiveDiscounts: (p) => num(100 - grow(grow(grow(100, -p.d1), -p.d2), -p.d3)),
    falseWeight: (p) => num(signedChange(p.w, 1000)),
    lossToGain: (p) => num(grow(p.s1 / (1 - p.l / 100), p.g)),
    twoAtSamePrice: (p) => {
      const cost = p.sp / (1 + p.p / 100) + p.sp / (1 - p.p / 100);
      return num(p.ask === 'amount' ? cost - 2 * p.sp : signedChange(cost, 2 * p.sp));
    },
    clothGain: (p) => {
      // selling price of 1 m = 1: the cost of a m is a − b (gain) or a + b (loss)
      const cost = p.loss ? p.a + p.b : p.a - p.b;
      return num(Math.abs(signedChange(cost, p.a)));
    },
    extraForGain: (p) => num(bisect((cp) => grow(cp, p.g2) - grow(cp, p.g1) - p.extra, 0, 1e7)),
    markupFalseWeight: (p) => num(signedChange((100 * p.w) / 1000, grow(grow(100, p.m), -p.d))),
  },
  ratio_proportion_partnership: {
    divide: (p) => num((p.total / sum(p.parts)) * p.parts[p.ask]),
    proportional: (p) =>
      num(
        p.type === 'fourth'
          ? (p.b * p.c) / p.a
          : p.type === 'third'
            ? (p.b * p.b) / p.a
            : Math.sqrt(p.a * p.b),
      ),
    combine: (p) => ratio(p.a * p.b2, p.b * p.b2, p.b * p.c),
    partnership: (p) => num((p.profit * p.y * p.m2) / (p.x * 12 + p.y * p.m2)),
    savings: (p) => {
      // a·x − c·y = s and b·x − d·y = s
      const det = p.a * -p.d - -p.c * p.b;
      const x = (p.s * -p.d - -p.c * p.s) / det;
      return num(p.a * x);
    },
    partnershipChange: (p) => {
      const wp = p.x * p.after + (p.x - p.withdraw) * (12 - p.after);
      return num((p.profit * wp) / (wp + 12 * p.y));
    },
    coins: (p) => {
      const setPaise = 100 * p.r[0] + 50 * p.r[1] + 25 * p.r[2];
      return num(((p.total * 100) / setPaise) * p.r[1]);
    },
    ages: (p) => {
      const k = bisect((x) => p.d * (p.a * x + p.t) - p.c * (p.b * x + p.t), 0, 1000);
      return num(p.a * k);
    },
  },
  mixture_alligation: {
    mixPrice: (p) => num((p.a * p.p1 + p.b * p.p2) / (p.a + p.b)),
    alligationRatio: (p) => ratio(p.dear - p.mean, p.mean - p.cheap),
    addWater: (p) => {
      const milk = (p.total * p.m) / (p.m + p.w);
      return num((milk * p.w2) / p.m2 - (p.total - milk));
    },
    sellForProfit: (p) => {
      const cost = p.sell / (1 + p.profit / 100);
      return ratio(p.dear - cost, cost - p.cheap);
    },
    replacement: (p) => {
      let liquid = p.v;
      for (let i = 0; i < p.times; i += 1) liquid -= (liquid * p.x) / p.v;
      return num(liquid);
    },
    milkmanGain: (p) => {
      // 100 litres of milk cost ₹ 100; w litres of water sold at ₹ 1 a litre gain w%
      const water = bisect((w) => ((100 + w - 100) / 100) * 100 - p.g, 0, 1000);
      return p.ask === 'ratio' ? ratio(water, 100) : num((water / (100 + water)) * 100);
    },
    twoVessels: (p) => {
      const [f1, f2, ft] = [p.a1 / (p.a1 + p.b1), p.a2 / (p.a2 + p.b2), p.t1 / (p.t1 + p.t2)];
      return ratio(ft - f2, f1 - ft);
    },
  },
  time_and_work: {
    together: (p) => num(1 / (1 / p.a + 1 / p.b)),
    menDays: (p) => num((p.m1 * p.d1) / p.m2),
    otherAlone: (p) => num(1 / (1 / p.t - 1 / p.a)),
    pipesLeak: (p) => num(p.type === 'net' ? 1 / (1 / p.fill - 1 / p.empty) : 1 / (1 / p.fill - 1 / p.net)),
    mdh: (p) => num((p.m1 * p.d1 * p.h1 * p.w2) / (p.w1 * p.m2 * p.h2)),
    leaves: (p) => num((1 - p.k * (1 / p.a + 1 / p.b)) * p.b),
    threeWorkers: (p) => {
      const all = (1 / p.ab + 1 / p.bc + 1 / p.ca) / 2;
      return num(p.ask === 'all' ? 1 / all : 1 / (all - 1 / p.bc));
    },
    efficiency: (p) => num(1 / (1 / p.b + (1 + p.p / 100) / p.b)),
    wages: (p) => num(p.wage * (1 - p.tc / p.a - p.tc / p.b)),
    alternate: (p) => {
      let left = 1;
      let day = 0;
      for (;;) {
        const rate = day % 2 === 0 ? 1 / p.a : 1 / p.b;
        if (rate >= left - 1e-12) return num(day + left / rate);
        left -= rate;
        day += 1;
      }
    },
  },
};
