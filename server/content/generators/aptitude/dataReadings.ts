/**
 * Data-interpretation forms of the third coverage audit's item 1 that dataForms.ts left (issue 19):
 * a pie of a product's cost by head whose total is not given but follows from a marked price and a
 * markup (a head's amount a copy, two heads' gap over a print run, or the marked price back from one
 * head's amount); a table of boys and girls by discipline read as per cents of a row (girls as a per
 * cent of the row's students, boys as a per cent of girls) and the discipline where the girls' (or
 * boys') share is highest; and a week's distances or times read off a table and turned into calories
 * by a rate ("300 calories for every 6 km"). Each kind writes its Hindi twin from the same values.
 */
import { num, pct, rupees } from '../format';
import { byGender, hiName } from '../hindi';
import { isWhole, sum } from '../math';
import { MEN, WOMEN, person } from '../names';
import { isExact, until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Kind, Problem } from '../types';
import { pieChart } from './chartSvg';
import { aroundKey } from './keyRank';

// ── a pie whose total follows from a marked price ──────────────────────────────────────────

/** What the pie divides: the cost of one unit of a product, by head, with the heads' Hindi. */
const PRODUCTS = [
  {
    what: 'the cost of publishing a book',
    hi: 'एक पुस्तक के प्रकाशन की लागत',
    unit: 'copy',
    hiUnit: 'प्रति',
    heads: ['Paper', 'Printing', 'Binding', 'Royalty', 'Transport', 'Advertising'],
  },
  {
    what: 'the cost of making a pair of shoes',
    hi: 'एक जोड़ी जूते बनाने की लागत',
    unit: 'pair',
    hiUnit: 'जोड़ी',
    heads: ['Leather', 'Labour', 'Soles', 'Packaging', 'Transport', 'Overheads'],
  },
] as const;

const HI_HEADS: Readonly<Record<string, string>> = {
  Paper: 'कागज़',
  Printing: 'छपाई',
  Binding: 'जिल्दसाज़ी',
  Royalty: 'रॉयल्टी',
  Transport: 'परिवहन',
  Advertising: 'विज्ञापन',
  Leather: 'चमड़ा',
  Labour: 'मज़दूरी',
  Soles: 'तले',
  Packaging: 'पैकेजिंग',
  Overheads: 'उपरिव्यय',
};
const hiHead = (head: string): string => {
  const found = HI_HEADS[head];
  if (!found) throw new Error(`No Hindi for the head ${JSON.stringify(head)}`);
  return found;
};

/** Six shares of 100 in steps of 5, from 5 to 35, at most two of one size. */
function sixShares(rng: Rng): number[] {
  return until(() => {
    const cuts = Array.from({ length: 5 }, () => rng.int(1, 7));
    const last = 20 - sum(cuts);
    const all = [...cuts, last].map((c) => c * 5);
    return last >= 1 && last <= 7 && all.every((v) => all.filter((w) => w === v).length <= 2)
      ? all
      : undefined;
  });
}

const MARKUPS = [10, 12.5, 20, 25, 40, 50, 60] as const;

/** At least three wrong values, distinct from one another and from the key (no near miss fills in). */
const enough = (wrong: readonly Distractor[], answer: number): boolean =>
  new Set(wrong.map((w) => w.value).filter((v) => Math.abs((v as number) - answer) > 1e-9)).size >= 3;
const RUNS = [100, 200, 250, 500, 1000] as const;

/**
 * A pie of a product's cost by head in per cent; the marked price and how far above the cost it is
 * marked are given, so the cost (the pie's total) is found first. Level 2: one head's amount a unit;
 * level 3: how much more one head costs than another over a run of units, or (given one head's amount
 * a unit) the marked price.
 */
export const pieMarkupKind: Kind = {
  levels: [2, 3],
  make(rng, level): Problem {
    return until((): Problem | undefined => {
      const p = rng.pick(PRODUCTS);
      const shares = sixShares(rng);
      const m = rng.pick(MARKUPS);
      const cost = rng.step(80, 800, 20);
      const marked = cost * (1 + m / 100);
      if (!isWhole(marked)) return undefined;
      const [x, y, z] = rng.sample([0, 1, 2, 3, 4, 5], 3) as [number, number, number];
      if (shares[x] === shares[y] || shares[x] === shares[z] || shares[y] === shares[z]) return undefined;
      const heads = [...p.heads];
      const amount = (k: number, base = cost): number => (shares[k]! * base) / 100;
      const figure = pieChart(p.what, heads, shares, '%');
      const hiSvg = pieChart(p.hi, heads.map(hiHead), shares, '%').svg;
      const hiAlt = `पाई चार्ट — ${p.hi}: ${heads.map((h, i) => `${hiHead(h)} ${shares[i]}%`).join('; ')}।`;
      const intro = `The pie chart shows ${p.what}, head by head, as a percentage of its cost price.`;
      const hiIntro = `पाई चार्ट में ${p.hi} का मदवार विभाजन (लागत मूल्य के प्रतिशत में) दर्शाया गया है।`;
      const markedLine = `The marked price of a ${p.unit} is ${rupees(marked)}, which is ${pct(m)} above its cost price.`;
      const hiMarked = `एक ${p.hiUnit} का अंकित मूल्य ${rupees(marked)} है, जो उसके लागत मूल्य से ${pct(m)} अधिक है।`;
      const costStep = `Cost price = ${rupees(marked)} × 100/${num(100 + m)} = ${rupees(cost)}.`;
      const hiCostStep = `लागत मूल्य = ${rupees(marked)} × 100/${num(100 + m)} = ${rupees(cost)}।`;
      const below = marked * (1 - m / 100);
      const ask = level === 2 ? 'head' : rng.pick(['gap', 'marked'] as const);
      const common = { questionFigure: figure, format: rupees };
      const hiCommon = { figureAlt: hiAlt, figureSvg: hiSvg };
      if (ask === 'head') {
        const answer = amount(x);
        if (!isWhole(answer)) return undefined;
        const wrong: Distractor[] = [
          {
            mistake: 'taking the marked price as the cost price',
            hi: 'अंकित मूल्य को ही लागत मूल्य मान लेना',
            value: amount(x, marked),
          },
          {
            mistake: `taking the cost price as ${pct(m)} below the marked price`,
            hi: `लागत मूल्य को अंकित मूल्य से ${pct(m)} कम मान लेना`,
            value: amount(x, below),
          },
          {
            mistake: `reading the share of ${heads[y]}`,
            hi: `${hiHead(heads[y]!)} का हिस्सा पढ़ लेना`,
            value: amount(y),
          },
          {
            mistake: `reading the share of ${heads[z]}`,
            hi: `${hiHead(heads[z]!)} का हिस्सा पढ़ लेना`,
            value: amount(z),
          },
          {
            mistake: `giving what is left after ${heads[x]}`,
            hi: `${hiHead(heads[x]!)} के बाद बची राशि दे देना`,
            value: cost - answer,
          },
        ].filter((w) => isWhole(w.value as number) && (w.value as number) > 0);
        if (!enough(wrong, answer)) return undefined;
        return {
          ...common,
          question: `${intro} ${markedLine}\nWhat is the cost of ${heads[x]} per ${p.unit}?`,
          answer,
          distractors: aroundKey(wrong, answer, cost + x),
          steps: [costStep, `${heads[x]}: ${shares[x]}% of ${rupees(cost)} = ${rupees(answer)}.`],
          hi: {
            ...hiCommon,
            question: `${hiIntro} ${hiMarked}\nहर ${p.hiUnit} की ${hiHead(heads[x]!)} पर कितना व्यय होता है?`,
            steps: [
              hiCostStep,
              `${hiHead(heads[x]!)}: ${rupees(cost)} का ${shares[x]}% = ${rupees(answer)}।`,
            ],
          },
          params: { ask, heads, shares, m, marked, x, y, z },
        };
      }
      if (ask === 'gap') {
        const n = rng.pick(RUNS);
        const [hi, lo] = shares[x]! > shares[y]! ? [x, y] : [y, x];
        const answer = (amount(hi) - amount(lo)) * n;
        if (!isWhole(answer)) return undefined;
        const wrong: Distractor[] = [
          {
            mistake: 'taking the marked price as the cost price',
            hi: 'अंकित मूल्य को ही लागत मूल्य मान लेना',
            value: (amount(hi, marked) - amount(lo, marked)) * n,
          },
          {
            mistake: `working out one ${p.unit} only`,
            hi: `केवल एक ${p.hiUnit} का हिसाब लगाना`,
            value: amount(hi) - amount(lo),
          },
          {
            mistake: 'working out the larger head only',
            hi: 'केवल बड़ी मद का हिसाब लगाना',
            value: amount(hi) * n,
          },
          {
            mistake: 'adding the two heads instead',
            hi: 'इसके स्थान पर दोनों मदों को जोड़ लेना',
            value: (amount(hi) + amount(lo)) * n,
          },
          {
            mistake: `taking the cost price as ${pct(m)} below the marked price`,
            hi: `लागत मूल्य को अंकित मूल्य से ${pct(m)} कम मान लेना`,
            value: (amount(hi, below) - amount(lo, below)) * n,
          },
        ].filter((w) => isWhole(w.value as number) && (w.value as number) > 0);
        if (!enough(wrong, answer)) return undefined;
        const unitPlural = p.unit === 'copy' ? 'copies' : 'pairs';
        return {
          ...common,
          question: `${intro} ${markedLine}\nHow much more is spent on ${heads[hi]} than on ${heads[lo]} for ${num(n)} ${unitPlural}?`,
          answer,
          distractors: aroundKey(wrong, answer, cost + n),
          steps: [
            costStep,
            `${heads[hi]} − ${heads[lo]} = ${shares[hi]}% − ${shares[lo]}% = ${shares[hi]! - shares[lo]!}% of ${rupees(cost)} = ${rupees(amount(hi) - amount(lo))} a ${p.unit}; for ${num(n)}: ${rupees(answer)}.`,
          ],
          hi: {
            ...hiCommon,
            question: `${hiIntro} ${hiMarked}\n${num(n)} ${p.hiUnit} के लिए ${hiHead(heads[lo]!)} की तुलना में ${hiHead(heads[hi]!)} पर कितना अधिक व्यय होता है?`,
            steps: [
              hiCostStep,
              `${hiHead(heads[hi]!)} − ${hiHead(heads[lo]!)} = ${shares[hi]}% − ${shares[lo]}% = ${rupees(cost)} का ${shares[hi]! - shares[lo]!}% = हर ${p.hiUnit} पर ${rupees(amount(hi) - amount(lo))}; ${num(n)} के लिए: ${rupees(answer)}।`,
            ],
          },
          params: { ask, heads, shares, m, marked, hi, lo, n },
        };
      }
      // the marked price back from one head's amount
      const given = amount(x);
      if (!isWhole(given)) return undefined;
      const answer = marked;
      const wrong: Distractor[] = [
        { mistake: 'giving the cost price', hi: 'लागत मूल्य दे देना', value: cost },
        {
          mistake: `taking the cost price as ${pct(m)} below the marked price`,
          hi: `लागत मूल्य को अंकित मूल्य से ${pct(m)} कम मान लेना`,
          value: cost / (1 - m / 100),
        },
        {
          mistake: `reading the share of ${heads[y]}`,
          hi: `${hiHead(heads[y]!)} का हिस्सा पढ़ लेना`,
          value: ((given * 100) / shares[y]!) * (1 + m / 100),
        },
        {
          mistake: `adding the markup to the amount for ${heads[x]} only`,
          hi: `केवल ${hiHead(heads[x]!)} की राशि में अंकन जोड़ना`,
          value: cost + (given * m) / 100,
        },
        {
          mistake: 'adding twice the markup',
          hi: 'अंकन को दो बार जोड़ देना',
          value: cost * (1 + (2 * m) / 100),
        },
      ].filter((w) => isWhole(w.value as number) && (w.value as number) > 0);
      if (!enough(wrong, answer)) return undefined;
      return {
        ...common,
        question: `${intro} The amount spent on ${heads[x]} is ${rupees(given)} a ${p.unit}, and the ${p.unit} is marked ${pct(m)} above its cost price.\nWhat is the marked price of a ${p.unit}?`,
        answer,
        distractors: aroundKey(wrong, answer, cost + x),
        steps: [
          `${shares[x]}% of the cost is ${rupees(given)}, so the cost price = ${rupees(given)} × 100/${shares[x]} = ${rupees(cost)}.`,
          `Marked price = ${rupees(cost)} × ${num(100 + m)}/100 = ${rupees(marked)}.`,
        ],
        hi: {
          ...hiCommon,
          question: `${hiIntro} हर ${p.hiUnit} की ${hiHead(heads[x]!)} पर ${rupees(given)} व्यय होता है, और उस पर लागत मूल्य से ${pct(m)} अधिक मूल्य अंकित है।\nएक ${p.hiUnit} का अंकित मूल्य कितना है?`,
          steps: [
            `लागत का ${shares[x]}% = ${rupees(given)}, अतः लागत मूल्य = ${rupees(given)} × 100/${shares[x]} = ${rupees(cost)}।`,
            `अंकित मूल्य = ${rupees(cost)} × ${num(100 + m)}/100 = ${rupees(marked)}।`,
          ],
        },
        params: { ask, heads, shares, m, given, x, y },
      };
    });
  },
};

// ── boys and girls by discipline ─────────────────────────────────────────────────────────────

const DISCIPLINES = ['Engineering', 'Medical', 'Commerce', 'Arts', 'Science', 'Law'] as const;
const HI_DISCIPLINES: Readonly<Record<string, string>> = {
  Engineering: 'इंजीनियरिंग',
  Medical: 'चिकित्सा',
  Commerce: 'वाणिज्य',
  Arts: 'कला',
  Science: 'विज्ञान',
  Law: 'विधि',
};

const share = (part: number, whole: number): number => (part / whole) * 100;
/** A per cent as papers print one: two decimals at most, or a third, a sixth, a seventh … (28 4/7%). */
const nicePct = (v: number): boolean =>
  isExact(v) && (isWhole(v * 100) || [3, 6, 7, 9, 11, 12].some((d) => isWhole(v * d)));

/**
 * A table of boys and girls in five disciplines of a college. Level 2: what per cent of a discipline's
 * students are girls (or boys), or its boys as a per cent of its girls; level 3: the discipline where
 * the share of girls (or boys) is highest.
 */
export const genderTableKind: Kind = {
  levels: [2, 3],
  make(rng, level): Problem {
    return until((): Problem | undefined => {
      const names = rng.sample(DISCIPLINES, 5);
      const boys = names.map(() => rng.step(60, 480, 20));
      const girls = names.map(() => rng.step(60, 480, 20));
      const girlsAsked = rng.chance(0.5);
      const [mine, theirs] = girlsAsked ? [girls, boys] : [boys, girls];
      const [who, other] = girlsAsked ? ['girls', 'boys'] : ['boys', 'girls'];
      const [hiWho, hiOther] = girlsAsked ? ['लड़कियों', 'लड़कों'] : ['लड़कों', 'लड़कियों'];
      const rows = names.map((d, i) => `${d}: ${boys[i]}, ${girls[i]}`);
      const hiRows = names.map((d, i) => `${HI_DISCIPLINES[d]}: ${boys[i]}, ${girls[i]}`);
      const head = `The table shows the number of boys and girls in five disciplines of a college.\nDiscipline: Boys, Girls\n${rows.join('\n')}`;
      const hiHeadText = `तालिका में एक कॉलेज के पाँच संकायों में लड़कों और लड़कियों की संख्या दर्शाई गई है।\nसंकाय: लड़के, लड़कियाँ\n${hiRows.join('\n')}`;
      const [i, j] = rng.sample([0, 1, 2, 3, 4], 2) as [number, number];
      const total = (k: number): number => boys[k]! + girls[k]!;
      const ask = level === 2 ? rng.pick(['rowShare', 'ofOther'] as const) : 'highest';
      if (ask === 'rowShare') {
        const answer = share(mine[i]!, total(i));
        if (!nicePct(answer)) return undefined;
        const wrong: Distractor[] = [
          {
            mistake: `dividing by the ${other} instead of the total`,
            hi: `कुल के स्थान पर ${hiOther} की संख्या से भाग देना`,
            value: share(mine[i]!, theirs[i]!),
          },
          {
            mistake: `giving the share of the ${other}`,
            hi: `${hiOther} का हिस्सा दे देना`,
            value: share(theirs[i]!, total(i)),
          },
          {
            mistake: `dividing by all the ${who} of the college`,
            hi: `कॉलेज के सभी ${hiWho} की संख्या से भाग देना`,
            value: share(mine[i]!, sum(mine)),
          },
          {
            mistake: `reading the row of ${names[j]}`,
            hi: `${HI_DISCIPLINES[names[j]!]} की पंक्ति पढ़ लेना`,
            value: share(mine[j]!, total(j)),
          },
        ].filter((w) => nicePct(w.value as number) && (w.value as number) > 0);
        if (!enough(wrong, answer)) return undefined;
        return {
          question: `${head}\nWhat percentage of the students of ${names[i]} are ${who}?`,
          answer,
          format: pct,
          distractors: aroundKey(wrong, answer, total(i) + j),
          steps: [
            `${names[i]}: ${boys[i]} boys + ${girls[i]} girls = ${total(i)} students.`,
            `${who[0]!.toUpperCase()}${who.slice(1)}: ${mine[i]} ÷ ${total(i)} × 100 = ${pct(answer)}.`,
          ],
          hi: {
            question: `${hiHeadText}\n${HI_DISCIPLINES[names[i]!]} के विद्यार्थियों में से कितने प्रतिशत ${girlsAsked ? 'लड़कियाँ' : 'लड़के'} हैं?`,
            steps: [
              `${HI_DISCIPLINES[names[i]!]}: ${boys[i]} लड़के + ${girls[i]} लड़कियाँ = ${total(i)} विद्यार्थी।`,
              `${girlsAsked ? 'लड़कियाँ' : 'लड़के'}: ${mine[i]} ÷ ${total(i)} × 100 = ${pct(answer)}।`,
            ],
          },
          params: { ask, names, boys, girls, girlsAsked, i },
        };
      }
      if (ask === 'ofOther') {
        const answer = share(mine[i]!, theirs[i]!);
        if (!nicePct(answer) || mine[i] === theirs[i] || answer > 250) return undefined;
        const wrong: Distractor[] = [
          {
            mistake: 'dividing the other way round',
            hi: 'उल्टा भाग देना',
            value: share(theirs[i]!, mine[i]!),
          },
          {
            mistake: "dividing by the row's total",
            hi: 'पंक्ति के कुल से भाग देना',
            value: share(mine[i]!, total(i)),
          },
          {
            mistake: 'giving by what per cent they differ',
            hi: 'यह दे देना कि वे कितने प्रतिशत भिन्न हैं',
            value: share(Math.abs(mine[i]! - theirs[i]!), theirs[i]!),
          },
          {
            mistake: `reading the row of ${names[j]}`,
            hi: `${HI_DISCIPLINES[names[j]!]} की पंक्ति पढ़ लेना`,
            value: share(mine[j]!, theirs[j]!),
          },
        ].filter((w) => nicePct(w.value as number) && (w.value as number) > 0);
        if (!enough(wrong, answer)) return undefined;
        const hiMine = girlsAsked ? 'लड़कियों की संख्या' : 'लड़कों की संख्या';
        const hiTheirs = girlsAsked ? 'लड़कों की संख्या' : 'लड़कियों की संख्या';
        return {
          question: `${head}\nThe number of ${who} in ${names[i]} is what percentage of the number of ${other} in ${names[i]}?`,
          answer,
          format: pct,
          distractors: aroundKey(wrong, answer, total(i) + j),
          steps: [
            `${names[i]}: ${who} ${mine[i]}, ${other} ${theirs[i]}; ${mine[i]} ÷ ${theirs[i]} × 100 = ${pct(answer)}.`,
          ],
          hi: {
            question: `${hiHeadText}\n${HI_DISCIPLINES[names[i]!]} में ${hiMine}, ${HI_DISCIPLINES[names[i]!]} में ${hiTheirs} का कितना प्रतिशत है?`,
            steps: [
              `${HI_DISCIPLINES[names[i]!]}: ${hiMine} ${mine[i]}, ${hiTheirs} ${theirs[i]}; ${mine[i]} ÷ ${theirs[i]} × 100 = ${pct(answer)}।`,
            ],
          },
          params: { ask, names, boys, girls, girlsAsked, i, j },
        };
      }
      // the discipline where the share is highest: one clear winner and three traps on other rows
      const shares = names.map((_, k) => share(mine[k]!, total(k)));
      const argmax = (values: readonly number[]): number => values.indexOf(Math.max(...values));
      const argmin = (values: readonly number[]): number => values.indexOf(Math.min(...values));
      const sorted = [...shares].sort((a, b) => b - a);
      if (sorted[0]! - sorted[1]! < 2) return undefined;
      const key = argmax(shares);
      const traps = [
        {
          mistake: `taking the discipline with the most ${who}`,
          hi: `सबसे अधिक ${hiWho} वाला संकाय ले लेना`,
          at: argmax(mine),
        },
        {
          mistake: `taking the discipline with the fewest ${other}`,
          hi: `सबसे कम ${hiOther} वाला संकाय ले लेना`,
          at: argmin(theirs),
        },
        {
          mistake: 'taking the discipline with the most students',
          hi: 'सबसे अधिक विद्यार्थियों वाला संकाय ले लेना',
          at: argmax(names.map((_, k) => total(k))),
        },
      ];
      const counted = (values: readonly number[], at: number): boolean =>
        values.filter((v) => v === values[at]).length === 1;
      if (!counted(mine, traps[0]!.at) || !counted(theirs, traps[1]!.at)) return undefined;
      if (
        !counted(
          names.map((_, k) => total(k)),
          traps[2]!.at,
        )
      )
        return undefined;
      if (new Set([key, ...traps.map((t) => t.at)]).size < 4) return undefined;
      const options = Object.fromEntries(names.map((d) => [d, HI_DISCIPLINES[d]!]));
      const hiWhoNom = girlsAsked ? 'लड़कियों' : 'लड़कों';
      return {
        question: `${head}\nIn which discipline is the percentage of ${who} among its students the highest?`,
        answer: names[key]!,
        distractors: traps.map((t) => ({ mistake: t.mistake, hi: t.hi, value: names[t.at]! })),
        steps: [
          `Share of ${who} in each discipline: ${names.map((d, k) => `${d} ${mine[k]}/${total(k)} = ${num(Math.round(shares[k]! * 10) / 10)}%`).join('; ')} (to one decimal).`,
          `The highest is ${names[key]}.`,
        ],
        hi: {
          question: `${hiHeadText}\nकिस संकाय के विद्यार्थियों में ${hiWhoNom} का प्रतिशत सबसे अधिक है?`,
          steps: [
            `प्रत्येक संकाय में ${hiWhoNom} का हिस्सा: ${names.map((d, k) => `${HI_DISCIPLINES[d]} ${mine[k]}/${total(k)} = ${num(Math.round(shares[k]! * 10) / 10)}%`).join('; ')} (एक दशमलव तक)।`,
            `सबसे अधिक ${HI_DISCIPLINES[names[key]!]} में है।`,
          ],
          options,
        },
        params: { ask, names, boys, girls, girlsAsked },
      };
    });
  },
};

// ── a week's distances turned into calories ──────────────────────────────────────────────────

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const HI_DAYS = ['सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार', 'रविवार'] as const;

/** What was done each day, how it is measured, and the calories burnt per block of it. */
const ACTIVITIES = [
  {
    verb: 'jogged',
    hiVerb: 'जॉगिंग की',
    hiNoun: 'जॉगिंग',
    unit: 'km',
    hiUnit: 'किमी',
    blocks: [2, 3, 4, 5, 6],
    perUnit: [50, 60, 70],
    range: [2, 12],
  },
  {
    verb: 'cycled',
    hiVerb: 'साइकिल चलाई',
    hiNoun: 'साइकिल चलाने',
    unit: 'km',
    hiUnit: 'किमी',
    blocks: [5, 10],
    perUnit: [20, 25, 30],
    range: [8, 30],
  },
  {
    verb: 'swam',
    hiVerb: 'तैराकी की',
    hiNoun: 'तैराकी',
    unit: 'minutes',
    hiUnit: 'मिनट',
    blocks: [10, 15, 20],
    perUnit: [8, 10],
    range: [20, 75],
  },
] as const;

/**
 * A table of what a person did each day of a week (km jogged or cycled, minutes swum) and the calories
 * burnt per block of it ("300 calories for every 6 km"). Level 2: the calories over the week; level 3:
 * the calories a day on average, or how many more on the busiest day than on the lightest.
 */
export const weekRateKind: Kind = {
  levels: [2, 3],
  make(rng, level): Problem {
    return until((): Problem | undefined => {
      const act = rng.pick(ACTIVITIES);
      const female = rng.chance(0.5);
      const who = person(rng.pick(female ? WOMEN : MEN), female);
      const k = rng.pick(act.blocks);
      const c = k * rng.pick(act.perUnit);
      const step = act.unit === 'km' && level === 3 ? 0.5 : act.unit === 'km' ? 1 : 5;
      const values = DAYS.map(() => rng.step(act.range[0], act.range[1], step));
      const total = sum(values);
      const cal = (amount: number): number => (amount * c) / k;
      const rows = DAYS.map((d, i) => `${d}: ${num(values[i]!)}`);
      const hiRows = HI_DAYS.map((d, i) => `${d}: ${num(values[i]!)}`);
      const name = who.name;
      const hiWho = hiName(who);
      const head = `The table shows how many ${act.unit} ${name} ${act.verb} on each day of a week.\n${rows.join('\n')}\n${name} burns ${num(c)} calories for every ${num(k)} ${act.unit}.`;
      const hiHeadText = `तालिका में दर्शाया गया है कि ${hiWho} ने एक सप्ताह के प्रत्येक दिन कितने ${act.hiUnit} ${act.hiVerb}।\n${hiRows.join('\n')}\n${hiWho} ${num(c)} कैलोरी प्रति ${num(k)} ${act.hiUnit} ${act.hiNoun} की दर से ख़र्च ${byGender(who, 'करता', 'करती')} है।`;
      const rateStep = `${num(c)} calories for every ${num(k)} ${act.unit} is ${num(c / k)} calories a ${act.unit === 'km' ? 'km' : 'minute'}.`;
      const hiRateStep = `प्रत्येक ${num(k)} ${act.hiUnit} पर ${num(c)} कैलोरी, अर्थात् प्रति ${act.hiUnit === 'किमी' ? 'किमी' : 'मिनट'} ${num(c / k)} कैलोरी।`;
      const ask = level === 2 ? 'total' : rng.pick(['average', 'maxMin'] as const);
      if (ask === 'total') {
        const answer = cal(total);
        if (!isWhole(answer)) return undefined;
        const wrong: Distractor[] = [
          {
            mistake: `leaving out Sunday`,
            hi: 'रविवार को छोड़ देना',
            value: cal(total - values[6]!),
          },
          {
            mistake: 'leaving out Monday',
            hi: 'सोमवार को छोड़ देना',
            value: cal(total - values[0]!),
          },
          {
            mistake: 'counting Monday twice',
            hi: 'सोमवार को दो बार गिन लेना',
            value: cal(total + values[0]!),
          },
          {
            mistake: 'counting Sunday twice',
            hi: 'रविवार को दो बार गिन लेना',
            value: cal(total + values[6]!),
          },
          {
            mistake: `taking ${num(c)} calories for every ${act.unit === 'km' ? 'km' : 'minute'}`,
            hi: `प्रति ${act.hiUnit === 'किमी' ? 'किमी' : 'मिनट'} ${num(c)} कैलोरी मान लेना`,
            value: total * c,
          },
        ].filter((w) => isWhole(w.value as number) && (w.value as number) > 0);
        if (!enough(wrong, answer)) return undefined;
        return {
          question: `${head}\nHow many calories did ${name} burn in the week?`,
          answer,
          distractors: aroundKey(wrong, answer, total + k),
          steps: [
            `Total = ${values.map((v) => num(v)).join(' + ')} = ${num(total)} ${act.unit}.`,
            `${rateStep} ${num(total)} × ${num(c)}/${num(k)} = ${num(answer)} calories.`,
          ],
          hi: {
            question: `${hiHeadText}\n${hiWho} ने सप्ताह में कितनी कैलोरी ख़र्च कीं?`,
            steps: [
              `कुल = ${values.map((v) => num(v)).join(' + ')} = ${num(total)} ${act.hiUnit}।`,
              `${hiRateStep} ${num(total)} × ${num(c)}/${num(k)} = ${num(answer)} कैलोरी।`,
            ],
          },
          params: { ask, values, c, k },
        };
      }
      if (ask === 'average') {
        const answer = cal(total) / 7;
        if (!isWhole(answer)) return undefined;
        const wrong: Distractor[] = [
          {
            mistake: 'dividing by 6 instead of 7',
            hi: '7 के स्थान पर 6 से भाग देना',
            value: cal(total) / 6,
          },
          {
            mistake: "giving the week's total",
            hi: 'सप्ताह का कुल दे देना',
            value: cal(total),
          },
          {
            mistake: 'averaging Monday and Sunday only',
            hi: 'केवल सोमवार और रविवार का औसत लेना',
            value: cal((values[0]! + values[6]!) / 2),
          },
          {
            mistake: 'taking Thursday, the middle day of the week',
            hi: 'सप्ताह के बीच वाले दिन, गुरुवार, को ले लेना',
            value: cal(values[3]!),
          },
          {
            mistake: 'leaving out Sunday but dividing by 7',
            hi: 'रविवार को छोड़कर 7 से भाग देना',
            value: cal(total - values[6]!) / 7,
          },
          {
            mistake: 'leaving out Monday but dividing by 7',
            hi: 'सोमवार को छोड़कर 7 से भाग देना',
            value: cal(total - values[0]!) / 7,
          },
          {
            mistake: `taking ${num(c)} calories for every ${act.unit === 'km' ? 'km' : 'minute'}`,
            hi: `प्रति ${act.hiUnit === 'किमी' ? 'किमी' : 'मिनट'} ${num(c)} कैलोरी मान लेना`,
            value: (total * c) / 7,
          },
        ].filter((w) => isWhole(w.value as number) && (w.value as number) > 0);
        if (!enough(wrong, answer)) return undefined;
        return {
          question: `${head}\nOn average, how many calories did ${name} burn a day in this week?`,
          answer,
          distractors: aroundKey(wrong, answer, total + k),
          steps: [
            `Total = ${values.map((v) => num(v)).join(' + ')} = ${num(total)} ${act.unit}.`,
            `${rateStep} Week: ${num(total)} × ${num(c)}/${num(k)} = ${num(cal(total))} calories; a day: ${num(cal(total))} ÷ 7 = ${num(answer)}.`,
          ],
          hi: {
            question: `${hiHeadText}\nइस सप्ताह में ${hiWho} ने प्रतिदिन औसतन कितनी कैलोरी ख़र्च कीं?`,
            steps: [
              `कुल = ${values.map((v) => num(v)).join(' + ')} = ${num(total)} ${act.hiUnit}।`,
              `${hiRateStep} सप्ताह: ${num(total)} × ${num(c)}/${num(k)} = ${num(cal(total))} कैलोरी; प्रतिदिन: ${num(cal(total))} ÷ 7 = ${num(answer)}।`,
            ],
          },
          params: { ask, values, c, k },
        };
      }
      const sorted = [...values].sort((a, b) => a - b);
      const [lo, lo2, hi2, hi] = [sorted[0]!, sorted[1]!, sorted[5]!, sorted[6]!];
      if (lo === lo2 || hi === hi2) return undefined;
      const answer = cal(hi - lo);
      if (!isWhole(answer)) return undefined;
      const top = values.indexOf(hi);
      const bottom = values.indexOf(lo);
      const wrong: Distractor[] = [
        {
          mistake: 'giving the calories of the busiest day',
          hi: 'सबसे अधिक वाले दिन की कैलोरी दे देना',
          value: cal(hi),
        },
        {
          mistake: `taking ${num(c)} calories for every ${act.unit === 'km' ? 'km' : 'minute'}`,
          hi: `प्रति ${act.hiUnit === 'किमी' ? 'किमी' : 'मिनट'} ${num(c)} कैलोरी मान लेना`,
          value: (hi - lo) * c,
        },
        {
          mistake: 'giving the calories of the lightest day',
          hi: 'सबसे हल्के दिन की कैलोरी दे देना',
          value: cal(lo),
        },
        {
          mistake: 'adding the busiest and the lightest day',
          hi: 'सबसे व्यस्त और सबसे हल्के दिन को जोड़ देना',
          value: cal(hi + lo),
        },
        {
          mistake: 'taking the second lightest day',
          hi: 'दूसरे सबसे कम वाले दिन को ले लेना',
          value: cal(hi - lo2),
        },
        {
          mistake: 'taking the second busiest day',
          hi: 'दूसरे सबसे अधिक वाले दिन को ले लेना',
          value: cal(hi2 - lo),
        },
      ].filter((w) => isWhole(w.value as number) && (w.value as number) > 0);
      if (!enough(wrong, answer)) return undefined;
      return {
        question: `${head}\nHow many more calories did ${name} burn on the day of the most ${act.unit} than on the day of the fewest?`,
        answer,
        distractors: aroundKey(wrong, answer, total + k),
        steps: [
          `Most: ${DAYS[top]}, ${num(hi)} ${act.unit}; fewest: ${DAYS[bottom]}, ${num(lo)} ${act.unit}; difference ${num(hi - lo)} ${act.unit}.`,
          `${rateStep} ${num(hi - lo)} × ${num(c)}/${num(k)} = ${num(answer)} calories.`,
        ],
        hi: {
          question: `${hiHeadText}\nसबसे अधिक ${act.hiUnit} वाले दिन ${hiWho} ने सबसे कम ${act.hiUnit} वाले दिन की तुलना में कितनी अधिक कैलोरी ख़र्च कीं?`,
          steps: [
            `सबसे अधिक: ${HI_DAYS[top]}, ${num(hi)} ${act.hiUnit}; सबसे कम: ${HI_DAYS[bottom]}, ${num(lo)} ${act.hiUnit}; अंतर ${num(hi - lo)} ${act.hiUnit}।`,
            `${hiRateStep} ${num(hi - lo)} × ${num(c)}/${num(k)} = ${num(answer)} कैलोरी।`,
          ],
        },
        params: { ask, values, c, k },
      };
    });
  },
};

/** The forms of this file, spread into the data-interpretation topic after its other kinds. */
export const READING_KINDS: Record<string, Kind> = {
  pieMarkup: pieMarkupKind,
  genderTable: genderTableKind,
  weekRate: weekRateKind,
};
