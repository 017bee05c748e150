import { num } from '../format';
import { isPrime, isWhole } from '../math';
import { defineTopic, until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, ParamValue, Problem } from '../types';
import { HI_WRAP } from './hindiLetters';
import { letterAt, position } from './letters';
import { letterBlanks, letterClusterGap, letterClusters } from './letterPatterns';
import { seriesPredictions, seriesRivalValues } from './rivalRules';
import { letterNumberTerms, mixedStepSeries } from './seriesMixed';
import { vowelSeries } from './seriesAudit6';
import { stepSeries } from './numberSeriesAudit6';

/**
 * A numeric rule: term(i) for i = 0, 1, 2, … and how the rule is explained. Every rule is a plain
 * formula, so a test can rebuild the series from the rule's name and parameters.
 */
interface Rule {
  name: string;
  params: { [key: string]: ParamValue };
  term(i: number): number;
  explain: string;
  /** The same explanation in Hindi (issue 15). */
  hi: string;
  /** The same rule with one parameter slipped (a named near miss), the mistake also in Hindi. */
  slip?: { mistake: string; hi: string; term(i: number): number };
}

function numericRule(rng: Rng, level: number): Rule {
  const pool =
    level === 1
      ? ['arith', 'geom', 'squares', 'cubes', 'nSquarePlusN', 'diffsRatio']
      : level === 2
        ? [
            'incDiff',
            'mulAdd',
            'squarePlus',
            'alternate',
            'primes',
            'arith',
            'altSquares',
            'nSquarePlusN',
            'nCubeMinusN',
            'diffsRatio',
            'altGeom',
          ]
        : [
            'kTimesK',
            'diffSquares',
            'altOps',
            'mulAdd',
            'incDiff',
            'cubePlus',
            'altSquares',
            'nCubeMinusN',
            'diffsRatio',
            'altGeom',
          ];
  const name = rng.pick(pool);
  switch (name) {
    case 'arith': {
      const a = rng.int(1, 60);
      const d = rng.pick([-9, -7, -6, -5, -4, -3, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13]);
      const a0 = d < 0 ? a + 80 : a;
      return {
        name,
        params: { a: a0, d },
        term: (i) => a0 + i * d,
        explain: `each term is ${d > 0 ? `${d} more` : `${-d} less`} than the one before`,
        hi: `प्रत्येक पद पिछले पद से ${d > 0 ? `${d} अधिक` : `${-d} कम`} है`,
        // the wrong step taken from the term before, as a candidate continues the series
        slip: {
          mistake: `using a step of ${Math.abs(d) + 1}`,
          hi: `${Math.abs(d) + 1} का अंतर लेना`,
          term: (i) => (i === 0 ? a0 : a0 + (i - 1) * d + d + Math.sign(d)),
        },
      };
    }
    case 'geom': {
      const a = rng.int(1, 7);
      const r = rng.pick([2, 3, 4]);
      return {
        name,
        params: { a, r },
        term: (i) => a * r ** i,
        explain: `each term is ${r} times the one before`,
        hi: `प्रत्येक पद पिछले पद का ${r} गुना है`,
        slip: {
          mistake: `multiplying by ${r + 1}`,
          hi: `${r + 1} से गुणा करना`,
          term: (i) => (i === 0 ? a : a * r ** (i - 1) * (r + 1)),
        },
      };
    }
    case 'squares':
    case 'cubes': {
      const n = rng.int(1, name === 'squares' ? 12 : 5);
      const e = name === 'squares' ? 2 : 3;
      return {
        name,
        params: { n },
        term: (i) => (n + i) ** e,
        explain: `the terms are the ${e === 2 ? 'squares' : 'cubes'} of ${n}, ${n + 1}, ${n + 2}, …`,
        hi: `पद ${n}, ${n + 1}, ${n + 2}, … के ${e === 2 ? 'वर्ग' : 'घन'} हैं`,
        slip: {
          mistake: `using ${e === 2 ? 'n² + 1' : 'n³ + 1'}`,
          hi: `${e === 2 ? 'n² + 1' : 'n³ + 1'} लेना`,
          term: (i) => (n + i) ** e + 1,
        },
      };
    }
    case 'squarePlus':
    case 'cubePlus': {
      const n = rng.int(1, name === 'squarePlus' ? 10 : 5);
      const c = rng.pick([-2, -1, 1, 2, 3]);
      const e = name === 'squarePlus' ? 2 : 3;
      const pow = e === 2 ? '²' : '³';
      return {
        name,
        params: { n, c, e },
        term: (i) => (n + i) ** e + c,
        explain: `the terms are n${pow} ${c > 0 ? '+' : '−'} ${Math.abs(c)} for n = ${n}, ${n + 1}, ${n + 2}, …`,
        hi: `n = ${n}, ${n + 1}, ${n + 2}, … के लिए पद n${pow} ${c > 0 ? '+' : '−'} ${Math.abs(c)} हैं`,
        slip: {
          mistake: `using n${pow} ${c > 0 ? '−' : '+'} ${Math.abs(c)}`,
          hi: `n${pow} ${c > 0 ? '−' : '+'} ${Math.abs(c)} लेना`,
          term: (i) => (n + i) ** e - c,
        },
      };
    }
    case 'incDiff': {
      const a = rng.int(1, 30);
      const d = rng.int(1, 6);
      const e = rng.int(1, 4);
      return {
        name,
        params: { a, d, e },
        term: (i) => a + i * d + (e * i * (i - 1)) / 2,
        explain: `the differences ${d}, ${d + e}, ${d + 2 * e}, … grow by ${e}`,
        hi: `अंतर ${d}, ${d + e}, ${d + 2 * e}, … हर बार ${e} बढ़ते हैं`,
        // the differences d, d + e + 1, d + 2(e + 1) …, the last one added to the term before
        slip: {
          mistake: `letting the difference grow by ${e + 1}`,
          hi: `अंतर को हर बार ${e + 1} बढ़ाना`,
          term: (i) => (i === 0 ? a : a + (i - 1) * d + (e * (i - 1) * (i - 2)) / 2 + d + (e + 1) * (i - 1)),
        },
      };
    }
    case 'mulAdd': {
      const a = rng.int(1, 9);
      const m = rng.pick([2, 3]);
      const c = rng.pick([-2, -1, 1, 2, 3]);
      const t = (i: number): number => (i === 0 ? a : t(i - 1) * m + c);
      return {
        name,
        params: { a, m, c },
        term: t,
        explain: `each term is the one before × ${m} ${c > 0 ? '+' : '−'} ${Math.abs(c)}`,
        hi: `प्रत्येक पद = पिछला पद × ${m} ${c > 0 ? '+' : '−'} ${Math.abs(c)}`,
        slip: {
          mistake: `using × ${m} ${c > 0 ? '−' : '+'} ${Math.abs(c)}`,
          hi: `× ${m} ${c > 0 ? '−' : '+'} ${Math.abs(c)} लेना`,
          term: (i) => (i === 0 ? a : t(i - 1) * m - c),
        },
      };
    }
    case 'alternate': {
      const a = rng.int(1, 20);
      const d1 = rng.int(2, 9);
      const b = rng.int(20, 60);
      const d2 = rng.pick([-5, -4, -3, -2, 2, 3, 4, 5, 6]);
      return {
        name,
        params: { a, d1, b, d2 },
        term: (i) => (i % 2 === 0 ? a + (i / 2) * d1 : b + ((i - 1) / 2) * d2),
        explain: `two series alternate: ${a}, ${a + d1}, ${a + 2 * d1}, … (step ${d1}) and ${b}, ${b + d2}, … (step ${num(d2)})`,
        hi: `दो श्रृंखलाएँ बारी-बारी से चलती हैं: ${a}, ${a + d1}, ${a + 2 * d1}, … (अंतर ${d1}) और ${b}, ${b + d2}, … (अंतर ${num(d2)})`,
      };
    }
    case 'primes': {
      const primes: number[] = [];
      for (let p = 2; primes.length < 40; p += 1) if (isPrime(p)) primes.push(p);
      const start = rng.int(0, 14);
      return {
        name,
        params: { start },
        term: (i) => primes[start + i]!,
        explain: 'the terms are consecutive prime numbers',
        hi: 'पद क्रमागत अभाज्य संख्याएँ हैं',
      };
    }
    case 'kTimesK': {
      const a = rng.int(1, 6);
      const t = (i: number): number => (i === 0 ? a : t(i - 1) * i + i);
      return {
        name,
        params: { a },
        term: t,
        explain: 'the steps are × 1 + 1, × 2 + 2, × 3 + 3, …',
        hi: 'चरण × 1 + 1, × 2 + 2, × 3 + 3, … हैं',
        slip: {
          mistake: 'using × n − n instead of × n + n',
          hi: '× n + n के बजाय × n − n लेना',
          term: (i) => (i === 0 ? a : t(i - 1) * i - i),
        },
      };
    }
    case 'diffSquares': {
      const a = rng.int(1, 40);
      const cubes = rng.chance(0.3);
      const e = cubes ? 3 : 2;
      const t = (i: number): number => (i === 0 ? a : t(i - 1) + i ** e);
      return {
        name,
        params: { a, e },
        term: t,
        explain: `the differences are the ${cubes ? 'cubes' : 'squares'} 1, ${2 ** e}, ${3 ** e}, …`,
        hi: `अंतर 1, ${2 ** e}, ${3 ** e}, … ${cubes ? 'घन' : 'वर्ग'} संख्याएँ हैं`,
      };
    }
    case 'altSquares': {
      // differences −1, +4, −9, +16, … (or +1, −4, +9, …): the squares, the sign changing each time
      const a = rng.int(16, 60);
      const sign = rng.pick([1, -1]);
      const diff = (k: number): number => sign * (k % 2 === 1 ? 1 : -1) * k * k;
      const t = (i: number): number => (i === 0 ? a : t(i - 1) + diff(i));
      const shownDiffs = [1, 2, 3, 4].map((k) => (diff(k) > 0 ? `+${diff(k)}` : `−${-diff(k)}`)).join(', ');
      return {
        name,
        params: { a, sign },
        term: t,
        explain: `the differences are ${shownDiffs}, …: the squares 1, 4, 9, 16, … added and subtracted in turn`,
        hi: `अंतर ${shownDiffs}, … हैं: वर्ग संख्याएँ 1, 4, 9, 16, … बारी-बारी से जोड़ी और घटाई जाती हैं`,
        slip: {
          mistake: 'using the last difference with the wrong sign',
          hi: 'अंतिम अंतर को उलटे चिह्न के साथ लेना',
          term: (i) => (i === 0 ? a : t(i - 1) - diff(i)),
        },
      };
    }
    case 'nSquarePlusN':
    case 'nCubeMinusN': {
      const cube = name === 'nCubeMinusN';
      const n = rng.int(cube ? 2 : 1, cube ? 6 : 11);
      const f = (k: number): number => (cube ? k ** 3 - k : k * k + k);
      return {
        name,
        params: { n },
        term: (i) => f(n + i),
        explain: cube
          ? `the terms are n³ − n for n = ${n}, ${n + 1}, ${n + 2}, … (${n}³ − ${n} = ${f(n)})`
          : `the terms are n² + n = n × (n + 1) for n = ${n}, ${n + 1}, ${n + 2}, … (${n} × ${n + 1} = ${f(n)})`,
        hi: cube
          ? `n = ${n}, ${n + 1}, ${n + 2}, … के लिए पद n³ − n हैं (${n}³ − ${n} = ${f(n)})`
          : `n = ${n}, ${n + 1}, ${n + 2}, … के लिए पद n² + n = n × (n + 1) हैं (${n} × ${n + 1} = ${f(n)})`,
        slip: {
          mistake: cube ? 'using n³ + n' : 'using n² − n',
          hi: cube ? 'n³ + n लेना' : 'n² − n लेना',
          term: (i) => (cube ? (n + i) ** 3 + n + i : (n + i) ** 2 - n - i),
        },
      };
    }
    case 'diffsRatio': {
      // differences that double (or triple): d, 2d, 4d, …
      const a = rng.int(1, 30);
      const d = rng.int(1, level === 1 ? 4 : 6);
      const r = level === 1 ? 2 : rng.pick([2, 3]);
      const t = (i: number): number => a + (d * (r ** i - 1)) / (r - 1);
      const word = r === 2 ? 'doubles' : 'triples';
      return {
        name,
        params: { a, d, r },
        term: t,
        explain: `the differences ${d}, ${d * r}, ${d * r * r}, … are each ${r} times the one before (each difference ${word})`,
        hi: `अंतर ${d}, ${d * r}, ${d * r * r}, … में प्रत्येक अंतर पिछले अंतर का ${r} गुना है`,
        slip: {
          mistake: `using differences that grow × ${r + 1}`,
          hi: `अंतर को हर बार × ${r + 1} बढ़ाना`,
          term: (i) => (i < 2 ? t(i) : t(i - 1) + (t(i - 1) - t(i - 2)) * (r + 1)),
        },
      };
    }
    case 'altGeom': {
      // two series interleaved: one multiplies, the other adds or takes away
      const a = rng.int(1, 6);
      const r = rng.pick([2, 3]);
      const b = rng.int(20, 90);
      const d = rng.pick([-9, -7, -5, -4, -3, 3, 4, 5, 6, 7, 9, 11]);
      return {
        name,
        params: { a, r, b, d },
        term: (i) => (i % 2 === 0 ? a * r ** (i / 2) : b + ((i - 1) / 2) * d),
        explain: `two series alternate: ${a}, ${a * r}, ${a * r * r}, … (× ${r}) and ${b}, ${b + d}, ${b + 2 * d}, … (${d > 0 ? '+' : '−'} ${Math.abs(d)})`,
        hi: `दो श्रृंखलाएँ बारी-बारी से चलती हैं: ${a}, ${a * r}, ${a * r * r}, … (× ${r}) और ${b}, ${b + d}, ${b + 2 * d}, … (${d > 0 ? '+' : '−'} ${Math.abs(d)})`,
      };
    }
    default: {
      // altOps: × m and + c alternately
      const a = rng.int(1, 9);
      const m = rng.pick([2, 3]);
      const c = rng.int(1, 9);
      const t = (i: number): number => (i === 0 ? a : i % 2 === 1 ? t(i - 1) * m : t(i - 1) + c);
      return {
        name: 'altOps',
        params: { a, m, c },
        term: t,
        explain: `the steps alternate: × ${m}, + ${c}, × ${m}, + ${c}, …`,
        hi: `चरण बारी-बारी से × ${m}, + ${c}, × ${m}, + ${c}, … हैं`,
      };
    }
  }
}

function numberSeries(rng: Rng, level: number): Problem {
  return until((): Problem | undefined => {
    const rule = numericRule(rng, level);
    const length = rule.name === 'alternate' || rule.name === 'altGeom' ? 7 : level === 1 ? 5 : 6;
    const terms = Array.from({ length }, (_, i) => rule.term(i));
    if (terms.some((t) => !isWhole(t) || t <= 0 || t > 5000)) return undefined;
    const missing = level === 1 ? length - 1 : rng.chance(0.5) ? length - 1 : rng.int(2, length - 2);
    const shown = terms.map((t, i) => (i === missing ? '?' : num(t))).join(', ');
    const ans = terms[missing]!;
    const before = terms[missing - 1]!;
    const prev2 = terms[missing - 2]!;
    const distractors: Distractor[] = [
      {
        mistake: 'assuming the difference stays the same',
        hi: 'अंतर को समान मान लेना',
        value: before + (before - prev2),
      },
      ...(rule.slip
        ? [{ mistake: rule.slip.mistake, hi: rule.slip.hi, value: rule.slip.term(missing) }]
        : []),
      ...(missing === length - 1
        ? [
            {
              mistake: 'skipping a term of the pattern',
              hi: 'पैटर्न का एक पद छोड़ देना',
              value: rule.term(missing + 1),
            },
          ]
        : []),
      {
        mistake: 'assuming the ratio stays the same',
        hi: 'अनुपात को समान मान लेना',
        value: (before * before) / prev2,
      },
      { mistake: 'adding the two previous terms', hi: 'पिछले दो पदों को जोड़ना', value: before + prev2 },
    ];
    const known = terms.flatMap((t, i) => (i === missing ? [] : [[i, t] as const]));
    return {
      avoid: seriesRivalValues(known, missing, ans),
      question:
        missing === length - 1
          ? `What comes next in the series? ${shown}`
          : `Which number replaces the question mark in the series? ${shown}`,
      answer: ans,
      distractors,
      steps: [`Here ${rule.explain}, so the missing term is ${num(ans)}.`],
      hi: {
        question:
          missing === length - 1
            ? `श्रृंखला में अगला पद क्या होगा? ${shown}`
            : `श्रृंखला में प्रश्नचिह्न (?) के स्थान पर कौन-सी संख्या आएगी? ${shown}`,
        steps: [`यहाँ ${rule.hi}, अतः लुप्त पद ${num(ans)} है।`],
      },
      params: { rule: rule.name, ruleParams: rule.params, missing, length },
    };
  });
}

function wrongTerm(rng: Rng): Problem {
  return until((): Problem | undefined => {
    const rule = numericRule(rng, rng.chance(0.5) ? 2 : 3);
    if (rule.name === 'alternate' || rule.name === 'altGeom' || rule.name === 'primes') return undefined;
    const length = 7;
    const terms = Array.from({ length }, (_, i) => rule.term(i));
    if (terms.some((t) => !isWhole(t) || t <= 0 || t > 5000)) return undefined;
    const bad = rng.int(2, length - 2);
    const shift = rng.pick([-2, -1, 1, 2, 3]);
    const shown = terms.map((t, i) => (i === bad ? t + shift : t));
    // another term that, taken out, leaves a series fitting a simple rule would be a second answer
    const others = shown.map((_, j) => j).filter((j) => j !== bad && j > 0);
    const rival = others.some(
      (j) =>
        seriesPredictions(
          shown.flatMap((t, i) => (i === j ? [] : [[i, t] as const])),
          j,
        ).length > 0,
    );
    if (rival) return undefined;
    return {
      question: `Find the wrong number in the series: ${shown.map((t) => num(t)).join(', ')}`,
      answer: shown[bad]!,
      trap: false,
      distractors: shown
        .filter((_, i) => i !== bad && i > 0)
        .map((t) => ({ mistake: 'this term fits the pattern', hi: 'यह पद पैटर्न में ठीक बैठता है', value: t }))
        .reverse(),
      steps: [
        `Here ${rule.explain}: the term in place ${bad + 1} should be ${num(terms[bad]!)}, not ${num(shown[bad]!)}.`,
      ],
      hi: {
        question: `श्रृंखला में गलत संख्या ज्ञात कीजिए: ${shown.map((t) => num(t)).join(', ')}`,
        steps: [
          `यहाँ ${rule.hi}: ${bad + 1}वें स्थान पर ${num(terms[bad]!)} होना चाहिए, ${num(shown[bad]!)} नहीं।`,
        ],
      },
      params: { rule: rule.name, ruleParams: rule.params, shown },
    };
  });
}

/** True when the letters of a series run past Z (or back past A), so the explanation should say so. */
function wrapped(type: string, start: number, step: number, n: number): boolean {
  if (type === 'growing') return start + (n - 1) * Math.abs(step) + ((n - 1) * (n - 2)) / 2 > 26;
  if (type === 'groups') return start + (n - 1) * (Math.abs(step) + 3) + 2 > 26;
  const last = start + (n - 1) * step;
  return last > 26 || last < 1;
}

function letterSeries(rng: Rng, level: number): Problem {
  return until((): Problem | undefined => {
    const type =
      level === 1
        ? 'skip'
        : rng.pick(
            level === 2 ? ['skip', 'growing', 'pairs'] : ['growing', 'pairs', 'letterNumber', 'groups'],
          );
    const start = rng.int(1, 20);
    const step = rng.pick([1, 2, 3, 4, 5, -2, -3]);
    const length = 5;
    let terms: string[];
    let explain: string;
    let hiExplain: string;
    let slip: Distractor | undefined;
    const at = (p: number) => letterAt(p);
    const hiWay = `${Math.abs(step)} स्थान ${step > 0 ? 'आगे' : 'पीछे'}`;
    if (type === 'skip') {
      terms = Array.from({ length }, (_, i) => at(start + i * step));
      explain = `each letter moves ${Math.abs(step)} ${Math.abs(step) === 1 ? 'place' : 'places'} ${step > 0 ? 'forward' : 'back'}`;
      hiExplain = `प्रत्येक अक्षर ${hiWay} जाता है`;
    } else if (type === 'growing') {
      const g = Math.abs(step);
      let p = start;
      terms = [];
      for (let i = 0; i < length; i += 1) {
        terms.push(at(p));
        p += g + i;
      }
      slip = {
        mistake: 'keeping the last gap the same as the one before',
        hi: 'अंतिम अंतर को पिछले अंतर के समान रखना',
        value: at(position(terms[length - 2]!) + g + length - 3),
      };
      explain = `the gaps grow by one: +${g}, +${g + 1}, +${g + 2}, +${g + 3}`;
      hiExplain = `अंतर हर बार एक बढ़ता है: +${g}, +${g + 1}, +${g + 2}, +${g + 3}`;
    } else if (type === 'pairs') {
      terms = Array.from({ length }, (_, i) => `${at(start + i * step)}${at(27 - (start + i * step))}`);
      slip = {
        mistake: 'pairing the letter with 26 − place instead of 27 − place',
        hi: 'अक्षर के साथ (27 − क्रमांक) के बजाय (26 − क्रमांक) वाला अक्षर रखना',
        value: `${at(start + (length - 1) * step)}${at(26 - (start + (length - 1) * step))}`,
      };
      explain = `the first letters move ${Math.abs(step)} ${step > 0 ? 'forward' : 'back'} and each is paired with its opposite letter (A–Z, B–Y, …)`;
      hiExplain = `पहले अक्षर ${hiWay} जाते हैं और प्रत्येक के साथ उसका विपरीत अक्षर (A–Z, B–Y, …) है`;
    } else if (type === 'letterNumber') {
      terms = Array.from(
        { length },
        (_, i) => `${at(start + i * step)}${((start + i * step - 1 + 260) % 26) + 1}`,
      );
      slip = {
        mistake: "giving the letter's place one too many",
        hi: 'अक्षर का क्रमांक एक अधिक लिखना',
        value: `${at(start + (length - 1) * step)}${((start + (length - 1) * step - 1 + 260) % 26) + 2}`,
      };
      explain = `each letter moves ${Math.abs(step)} ${step > 0 ? 'forward' : 'back'} and carries its place in the alphabet`;
      hiExplain = `प्रत्येक अक्षर ${hiWay} जाता है और उसके साथ वर्णमाला में उसका क्रमांक लिखा है`;
    } else {
      // groups of three consecutive letters, the group start moving by step
      const s = Math.abs(step) + 3;
      terms = Array.from(
        { length: 4 },
        (_, i) => `${at(start + i * s)}${at(start + i * s + 1)}${at(start + i * s + 2)}`,
      );
      explain = `each group is three consecutive letters, and each group starts ${s} places after the last`;
      hiExplain = `प्रत्येक समूह में तीन क्रमागत अक्षर हैं, और हर समूह पिछले समूह से ${s} स्थान आगे से शुरू होता है`;
    }
    const n = terms.length;
    const ans = terms[n - 1]!;
    const shown = [...terms.slice(0, n - 1), '?'].join(', ');
    // a term from the place of its (first) letter; "too few" and "too many" go against and along the
    // way the series moves, and a letter's partner (its opposite, its place) moves with it
    const termAt = (p: number): string =>
      type === 'pairs'
        ? `${at(p)}${at(27 - p)}`
        : type === 'letterNumber'
          ? `${at(p)}${((p - 1 + 260) % 26) + 1}`
          : type === 'groups'
            ? `${at(p)}${at(p + 1)}${at(p + 2)}`
            : at(p);
    const last = position(ans[0]!);
    const way = type === 'skip' || type === 'pairs' || type === 'letterNumber' ? Math.sign(step) : 1;
    return {
      question: `What comes next in the series? ${shown}`,
      answer: ans,
      distractors: [
        ...(slip ? [slip] : []),
        { mistake: 'moving one place too few', hi: 'एक स्थान कम चलना', value: termAt(last - way) },
        { mistake: 'moving one place too many', hi: 'एक स्थान अधिक चलना', value: termAt(last + way) },
        ...(ans.length > 1 && [...ans].reverse().join('') !== ans
          ? [
              {
                mistake: 'writing the letters of the term in reverse order',
                hi: 'पद के अक्षरों को उलटे क्रम में लिखना',
                value: [...ans].reverse().join(''),
              },
            ]
          : []),
        { mistake: 'moving two places too many', hi: 'दो स्थान अधिक चलना', value: termAt(last + 2 * way) },
      ],
      steps: [
        `Here ${explain}${wrapped(type, start, step, n) ? ' (after Z, counting goes on from A)' : ''}, so the next term is ${ans}.`,
      ],
      hi: {
        question: `श्रृंखला में अगला पद क्या होगा? ${shown}`,
        steps: [
          `यहाँ ${hiExplain}${wrapped(type, start, step, n) ? ` (${HI_WRAP})` : ''}, अतः अगला पद ${ans} है।`,
        ],
      },
      params: { type, start, step, length: n },
    };
  });
}

export const series = defineTopic({
  numberNext: { levels: [1, 2, 3], weight: 3, make: (rng, level) => numberSeries(rng, level) },
  letters: { levels: [1, 2, 3], weight: 2, make: (rng, level) => letterSeries(rng, level) },
  wrongTerm: { levels: [3], make: (rng) => wrongTerm(rng) },
  // letter patterns beyond equal steps (letterPatterns.ts)
  // half weight each: number series stay the bulk of the topic, as in the papers
  clusters: { levels: [2, 3], weight: 0.5, make: (rng, level) => letterClusters(rng, level) },
  blanks: { levels: [1, 2, 3], weight: 0.5, make: (rng, level) => letterBlanks(rng, level) },
  // the missing cluster in the middle of the series, not only the next one
  clusterGap: { levels: [2, 3], weight: 0.5, make: (rng, level) => letterClusterGap(rng, level) },
  // terms with a letter track and a number track, and steps mixing two operations (seriesMixed.ts)
  letterNumber: { levels: [2, 3], weight: 0.5, make: (rng, level) => letterNumberTerms(rng, level) },
  mixedSteps: { levels: [2, 3], weight: 0.5, make: (rng, level) => mixedStepSeries(rng, level) },
  // one letter of the cluster running through the vowels: NAME, NEME, ?, NOME (seriesAudit6.ts,
  // coverage audit 5 item 2)
  vowelSeries: { levels: [1, 2, 3], weight: 0.5, make: (rng, level) => vowelSeries(rng, level) },
  // × 1, × 2, × 3 …; + 1, × 2, + 3 …; prime differences; n² ± 1 in turn (numberSeriesAudit6.ts)
  stepSeries: { levels: [1, 2, 3], weight: 0.5, make: (rng, level) => stepSeries(rng, level) },
});
