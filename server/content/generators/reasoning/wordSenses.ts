/**
 * Analogies by meaning beyond the animal-and-worker table (issue 19, second round; coverage audit
 * items 1 and 9), from the hand-written tables of senseTables.ts:
 * - `wordSense`: "Meek : Bold :: Strong : ?", "Mumbai : Maharashtra :: Bhopal : ?". Every wrong
 *   option is a word the third word stands in another relation with (its synonyms when the antonym is
 *   asked, and the other way round) or the same relation's partner of another word (another state's
 *   capital, another part's whole, another class), so exactly one option holds the relation.
 * - `pairOptions`: options that are pairs. Letter clusters ("UYP : TXO", options like "FSH : ERG"):
 *   each letter moves by a fixed step, and each wrong pair moves its letters by a near miss of those
 *   steps (one step off by one, the steps backwards or in reverse order). Words ("Turtle : Reptile"):
 *   the key is another pair in the same relation, each wrong option a true pair in another relation
 *   (the reverse one first: a capital and its state against a state and its capital).
 */
import { until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Level, Problem } from '../types';
import { HI_ANALOGY_STEM } from './codeForms';
import { HI_SENSE_NAMES, HI_SENSE_WORDS, hiSense, hiSenseBefore, hiSensePair } from './hindiSenses';
import { letterAt, position } from './letters';
import { CAPITALS, CLASSES, SCALES, SENSE_NAMES, SENSES, sensesOf, WHOLES } from './senseTables';

const STEM =
  'Select the option that is related to the third word in the same way as the second word is related to the first word.';

const LEVEL_SENSES: Record<Level, readonly string[]> = {
  1: ['capital', 'stateOf', 'part', 'class'],
  2: ['synonym', 'antonym', 'class', 'part'],
  3: ['synonym', 'antonym', 'capital', 'stateOf'],
};

const low = (w: string): string => w.toLowerCase();
const article = (w: string): string => (/^[aeiou]/i.test(w) ? `an ${low(w)}` : `a ${low(w)}`);
const listAnd = (items: readonly string[]): string =>
  items.length === 1 ? items[0]! : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
const hiListAnd = (items: readonly string[]): string =>
  items.length === 1 ? items[0]! : `${items.slice(0, -1).join(', ')} और ${items[items.length - 1]}`;

/** A drawn analogy: the example pair, the third word, the key, three wrong options and the worked step. */
interface SenseDraw {
  a: string;
  b: string;
  c: string;
  d: string;
  distractors: Distractor[];
  step: string;
  hiStep: string;
}

/** Two words of one pole (synonyms), or one of each pole (antonyms), from a scale. */
function scaleDraw(rng: Rng, antonym: boolean): SenseDraw {
  const [s1, s2] = rng.sample([...SCALES.keys()], 2) as [number, number];
  const [x, y] = rng.shuffle([...SCALES[s1]!]) as [readonly string[], readonly string[]];
  const [a, b] = antonym ? [rng.pick(x), rng.pick(y)] : (rng.sample([...x], 2) as [string, string]);
  const [same, opposite] = rng.shuffle([...SCALES[s2]!]) as [readonly string[], readonly string[]];
  const [c, ...synonyms] = rng.shuffle([...same]) as [string, ...string[]];
  const antonyms = rng.shuffle([...opposite]);
  const [d, wrong] = antonym ? [antonyms[0]!, synonyms] : [synonyms[0]!, antonyms.slice(0, 3)];
  const [asked, other] = antonym ? ['antonym', 'synonym'] : ['synonym', 'antonym'];
  const [hiAsked, hiOther] = antonym ? ['विलोम', 'पर्यायवाची'] : ['पर्यायवाची', 'विलोम'];
  return {
    a,
    b,
    c,
    d,
    distractors: wrong.map((w) => ({
      mistake: `taking ${article(other)} of ${c} for its ${asked}`,
      hi: `“${hiSense(c)}” के ${hiOther} को उसका ${hiAsked} समझना`,
      value: w,
    })),
    step: antonym
      ? `${b} means the opposite of ${a}: they are antonyms. Of the options, only ${d} means the opposite of ${c}; ${listAnd(wrong)} mean the same as ${c}.`
      : `${b} means the same as ${a}: they are synonyms. Of the options, only ${d} means the same as ${c}; ${listAnd(wrong)} mean the opposite.`,
    hiStep: antonym
      ? `${hiSense(b)} “${hiSense(a)}” का विलोम है। विकल्पों में केवल ${hiSense(d)} “${hiSense(c)}” का विलोम है; ${hiListAnd(wrong.map(hiSense))} उसके पर्यायवाची हैं।`
      : `${hiSense(b)} “${hiSense(a)}” का पर्यायवाची है। विकल्पों में केवल ${hiSense(d)} “${hiSense(c)}” का पर्यायवाची है; ${hiListAnd(wrong.map(hiSense))} उसके विलोम हैं।`,
  };
}

function capitalDraw(rng: Rng, backwards: boolean): SenseDraw {
  const [s1, s2, ...others] = rng.shuffle(Object.keys(CAPITALS)) as [string, string, ...string[]];
  const wrong = others.slice(0, 3);
  if (!backwards) {
    const [b, d] = [CAPITALS[s1]!, CAPITALS[s2]!];
    return {
      a: s1,
      b,
      c: s2,
      d,
      distractors: wrong.map((s) => ({
        mistake: `taking ${CAPITALS[s]}, the capital of ${s}, for the capital of ${s2}`,
        hi: `${hiSense(CAPITALS[s]!)} (${hiSense(s)} की राजधानी) को ${hiSense(s2)} की राजधानी समझना`,
        value: CAPITALS[s]!,
      })),
      step: `${b} is the capital of ${s1}; the capital of ${s2} is ${d}.`,
      hiStep: `${hiSense(b)} ${hiSense(s1)} की राजधानी है; ${hiSense(s2)} की राजधानी ${hiSense(d)} है।`,
    };
  }
  const [a, c] = [CAPITALS[s1]!, CAPITALS[s2]!];
  return {
    a,
    b: s1,
    c,
    d: s2,
    distractors: wrong.map((s) => ({
      mistake: `taking ${c} for the capital of ${s}`,
      hi: `${hiSense(c)} को ${hiSense(s)} की राजधानी समझना`,
      value: s,
    })),
    step: `${a} is the capital of ${s1}; ${c} is the capital of ${s2}.`,
    hiStep: `${hiSense(a)} ${hiSense(s1)} की राजधानी है; ${hiSense(c)} ${hiSense(s2)} की राजधानी है।`,
  };
}

/** A part and its whole, or an animal and its class: a table of first → second words. */
function tableDraw(rng: Rng, name: 'part' | 'class'): SenseDraw | undefined {
  const table = name === 'part' ? WHOLES : CLASSES;
  const [a, c] = rng.sample(Object.keys(table), 2) as [string, string];
  const [b, d] = [table[a]!, table[c]!];
  if (b === d) return undefined;
  const wrong = rng.shuffle([...new Set(Object.values(table))].filter((w) => w !== b && w !== d)).slice(0, 3);
  return {
    a,
    b,
    c,
    d,
    distractors: wrong.map((w) =>
      name === 'part'
        ? {
            mistake: `taking the ${low(c)} for a part of the ${low(w)}`,
            hi: `${hiSenseBefore(c)} को ${hiSenseBefore(w)} का भाग समझना`,
            value: w,
          }
        : {
            mistake: `classing the ${low(c)} as ${article(w)}`,
            hi: `${hiSenseBefore(c)} को ${hiSense(w)} समझना`,
            value: w,
          },
    ),
    step:
      name === 'part'
        ? `${article(a).replace(/^a/, 'A')} is a part of ${article(b)}; ${article(c)} is a part of ${article(d)}.`
        : `The ${low(a)} is ${article(b)}; the ${low(c)} is ${article(d)}.`,
    hiStep:
      name === 'part'
        ? `${hiSense(a)} ${hiSenseBefore(b)} का भाग है; ${hiSense(c)} जिस वस्तु का भाग है, वह ${hiSense(d)} है।`
        : `${hiSense(a)} ${hiSense(b)} है; ${hiSense(c)} ${hiSense(d)} है।`,
  };
}

export function wordSense(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const sense = rng.pick(LEVEL_SENSES[level]);
    const draw =
      sense === 'synonym' || sense === 'antonym'
        ? scaleDraw(rng, sense === 'antonym')
        : sense === 'capital' || sense === 'stateOf'
          ? capitalDraw(rng, sense === 'stateOf')
          : tableDraw(rng, sense as 'part' | 'class');
    if (!draw) return undefined;
    const { a, b, c, d } = draw;
    // the example stands in this relation only, and only the key stands in it with the third word
    if (sensesOf(a, b).join() !== sense) return undefined;
    if (draw.distractors.some((x) => SENSES[sense]!(c, String(x.value)))) return undefined;
    return {
      question: `${STEM}\n${a} : ${b} :: ${c} : ?`,
      answer: d,
      distractors: draw.distractors,
      steps: [draw.step],
      hi: {
        question: `${HI_ANALOGY_STEM}\n${hiSense(a)} : ${hiSense(b)} :: ${hiSense(c)} : ?`,
        steps: [draw.hiStep],
        options: HI_SENSE_WORDS,
      },
      params: { sense, a, b, c, options: [d, ...draw.distractors.map((x) => String(x.value))] },
    };
  });
}

/** "+1, −2, +3": the steps the letters of a cluster move. */
const stepsText = (steps: readonly number[]): string =>
  steps.map((s) => (s > 0 ? `+${s}` : `−${-s}`)).join(', ');

const moved = (cluster: string, steps: readonly number[]): string =>
  [...cluster].map((l, i) => letterAt(position(l) + steps[i]!)).join('');

const LETTER_STEM =
  'Select the option in which the letter clusters share the same relationship as that shared by the given pair of letter clusters.';
const HI_LETTER_STEM = 'उस विकल्प का चयन कीजिए जिसमें अक्षर-समूहों के बीच वही संबंध है जो दिए गए अक्षर-समूह युग्म के बीच है।';
const WORD_STEM =
  'Select the option in which the words share the same relationship as that shared by the given pair of words.';
const HI_WORD_STEM = 'उस विकल्प का चयन कीजिए जिसमें शब्दों के बीच वही संबंध है जो दिए गए शब्द-युग्म के बीच है।';

function letterPairs(rng: Rng, level: Level): Problem | undefined {
  const size = rng.pick([-3, -2, -1, 1, 2, 3]);
  const steps =
    level === 1
      ? [size, size, size]
      : Array.from({ length: 3 }, () => rng.pick(level === 2 ? [-2, -1, 1, 2, 3] : [-4, -3, -2, 2, 3, 4, 5]));
  if (level > 1 && new Set(steps).size === 1) return undefined;
  const slot = rng.int(0, 2);
  const misses: { steps: number[]; why: string; hi: string }[] = [
    {
      steps: steps.map((s, i) => (i === slot ? s + (s === -1 ? -1 : s === 1 ? 1 : rng.pick([1, -1])) : s)),
      why: 'one letter moved a step too far or too short',
      hi: 'एक अक्षर को एक स्थान अधिक या कम खिसकाना',
    },
    {
      steps: steps.map((s) => -s),
      why: 'the letters moved the other way',
      hi: 'अक्षरों को उलटी दिशा में खिसकाना',
    },
    {
      steps: [...steps].reverse(),
      why: 'the steps taken in reverse order',
      hi: 'खिसकाने के चरण उलटे क्रम में लेना',
    },
  ];
  if (level === 1)
    misses[2] = { ...misses[0]!, steps: steps.map((s, i) => (i === (slot + 1) % 3 ? s + Math.sign(s) : s)) };
  if (misses.some((m) => m.steps.join() === steps.join() || m.steps.includes(0))) return undefined;
  if (new Set(misses.map((m) => m.steps.join())).size !== 3) return undefined;
  // five clusters of three different letters that stay inside A–Z when moved
  const clusters: string[] = [];
  const all = [steps, ...misses.map((m) => m.steps)];
  for (let k = 0; k < 5; k += 1) {
    const cluster = rng.sample([...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'], 3).join('');
    const by = all[Math.max(0, k - 1)]!;
    const fits = [...cluster].every((l, i) => position(l) + by[i]! >= 1 && position(l) + by[i]! <= 26);
    if (!fits || clusters.includes(cluster)) return undefined;
    clusters.push(cluster);
  }
  const [e, key, ...wrongs] = clusters as [string, string, ...string[]];
  const example = `${e} : ${moved(e, steps)}`;
  const answer = `${key} : ${moved(key, steps)}`;
  const distractors: Distractor[] = misses.map((m, i) => ({
    mistake: `a pair whose letters move ${stepsText(m.steps)} instead`,
    hi: `इसके बजाय अक्षर ${stepsText(m.steps)} चलने वाला युग्म चुनना (${m.hi})`,
    value: `${wrongs[i]} : ${moved(wrongs[i]!, m.steps)}`,
  }));
  const options = [answer, ...distractors.map((x) => String(x.value))];
  if (new Set(options).size !== 4) return undefined;
  const notes = misses.map((m, i) => `${distractors[i]!.value}: ${stepsText(m.steps)}`).join('; ');
  return {
    question: `${LETTER_STEM}\n${example}`,
    answer,
    trap: false,
    distractors,
    steps: [
      `In ${example} the letters move ${stepsText(steps)}. Only ${answer} moves its letters the same way.`,
      `The others move ${notes}.`,
    ],
    hi: {
      question: `${HI_LETTER_STEM}\n${example}`,
      steps: [
        `${example} में अक्षर ${stepsText(steps)} चलते हैं। केवल ${answer} के अक्षर इसी प्रकार चलते हैं।`,
        `अन्य युग्मों में: ${notes}।`,
      ],
    },
    params: { type: 'letters', example, options },
  };
}

/** The relation a candidate most often confuses with each, offered first among the wrong pairs. */
const PARTNER: Readonly<Record<string, string>> = {
  synonym: 'antonym',
  antonym: 'synonym',
  capital: 'stateOf',
  stateOf: 'capital',
};

/** A true pair in a relation, none of whose words is in `taken`. */
function pairIn(rng: Rng, sense: string, taken: Set<string>): [string, string] | undefined {
  const pairs: [string, string][] =
    sense === 'synonym' || sense === 'antonym'
      ? SCALES.flatMap(([x, y]) =>
          sense === 'antonym'
            ? x.flatMap((p) => y.map((q): [string, string] => (rng.chance(0.5) ? [p, q] : [q, p])))
            : [x, y].flatMap((pole) =>
                pole.flatMap((p) => pole.filter((q) => q !== p).map((q): [string, string] => [p, q])),
              ),
        )
      : sense === 'capital'
        ? Object.entries(CAPITALS)
        : sense === 'stateOf'
          ? Object.entries(CAPITALS).map(([s, c]): [string, string] => [c, s])
          : Object.entries(sense === 'part' ? WHOLES : CLASSES);
  const free = pairs.filter(([p, q]) => !taken.has(p) && !taken.has(q));
  return free.length ? rng.pick(free) : undefined;
}

function wordPairs(rng: Rng, level: Level): Problem | undefined {
  const sense = rng.pick(LEVEL_SENSES[level]);
  const taken = new Set<string>();
  const take = (s: string): [string, string] | undefined => {
    const pair = pairIn(rng, s, taken);
    if (pair) pair.forEach((w) => taken.add(w));
    return pair;
  };
  const example = take(sense);
  const key = take(sense);
  if (!example || !key || example[1] === key[1]) return undefined;
  // synonyms and antonyms from other scales than the example's, so no option shares its words' meaning
  if (polesOf2(example[0], key[0])) return undefined;
  const others = rng.shuffle(Object.keys(SENSES).filter((s) => s !== sense && s !== PARTNER[sense]));
  const wrongSenses = [...(PARTNER[sense] ? [PARTNER[sense]!] : []), ...others].slice(0, 3);
  const distractors: Distractor[] = [];
  for (const s of wrongSenses) {
    const pair = take(s);
    if (!pair || sensesOf(...pair).includes(sense)) return undefined;
    distractors.push({
      mistake: `picking ${SENSE_NAMES[s]} instead`,
      hi: `इसके बजाय ${HI_SENSE_NAMES[s]} का युग्म चुनना`,
      value: pair.join(' : '),
    });
  }
  const answer = key.join(' : ');
  const shown = example.join(' : ');
  const options = [answer, ...distractors.map((x) => String(x.value))];
  const notes = distractors.map((x, i) => `${x.value} are ${SENSE_NAMES[wrongSenses[i]!]}`);
  const hiNotes = distractors.map(
    (x, i) => `${hiSensePair(String(x.value))} ${HI_SENSE_NAMES[wrongSenses[i]!]} का युग्म है`,
  );
  return {
    question: `${WORD_STEM}\n${shown}`,
    answer,
    trap: false,
    distractors,
    steps: [`${shown} are ${SENSE_NAMES[sense]}; so are ${answer}. But ${listAnd(notes)}.`],
    hi: {
      question: `${HI_WORD_STEM}\n${hiSensePair(shown)}`,
      steps: [
        `${hiSensePair(shown)} ${HI_SENSE_NAMES[sense]} का युग्म है; ${hiSensePair(answer)} भी। किंतु ${hiListAnd(hiNotes)}।`,
      ],
      options: Object.fromEntries(options.map((o) => [o, hiSensePair(o)])),
    },
    params: { type: 'words', sense, example: shown, options },
  };
}

/** Whether two words of the synonym scales are on one scale (then their pairs would share a meaning). */
function polesOf2(x: string, y: string): boolean {
  return SCALES.some(([p, q]) => [...p, ...q].includes(x) && [...p, ...q].includes(y));
}

export function pairOptions(rng: Rng, level: Level): Problem {
  return until(() => (rng.chance(0.5) ? letterPairs(rng, level) : wordPairs(rng, level)));
}
