/**
 * Syllogisms decided by enumerating models. The statements and conclusions are categorical
 * propositions (All / No / Some / Some … not) over three or four classes. A model says which regions
 * of the classes' Venn diagram have members (every class has at least one member, as the exams
 * assume); a conclusion follows when it is true in every model in which all the statements are true.
 */
import { defineTopic, until } from '../question';
import type { Rng } from '../rng';
import type { Level, Problem } from '../types';
import { eitherThree } from './syllogismEither';
import { threeConclusions } from './syllogismThree';
import { fourEither } from './syllogismAudit5';
import { possibilitySyllogism } from './syllogismAudit6';

export type Form = 'all' | 'no' | 'some' | 'someNot';

/** A proposition about two classes, by their index in the question's list of classes. */
export interface Prop {
  form: Form;
  s: number;
  p: number;
}

/** Plural nouns the classes are named after (everyday things, so no fact can help or mislead). */
export const NOUNS = [
  'pens',
  'books',
  'tables',
  'chairs',
  'cats',
  'dogs',
  'flowers',
  'trees',
  'cars',
  'buses',
  'rings',
  'phones',
  'bags',
  'boxes',
  'kites',
  'birds',
  'fruits',
  'stars',
  'clouds',
  'rivers',
  'roses',
  'shirts',
  'caps',
  'doors',
  'windows',
  'pencils',
  'bottles',
  'cups',
  'lamps',
  'coins',
  'keys',
  'bells',
  'drums',
  'ships',
  'trains',
  'walls',
  'stones',
  'papers',
  'glasses',
  'mangoes',
] as const;

/**
 * The nouns in Hindi (issue 15): the plural the statements use ("सभी कलम किताबें हैं") and the
 * singular of "कोई कलम किताब नहीं है".
 */
const NOUNS_HI: Readonly<Record<(typeof NOUNS)[number], readonly [plural: string, singular: string]>> = {
  pens: ['कलम', 'कलम'],
  books: ['किताबें', 'किताब'],
  tables: ['मेज़ें', 'मेज़'],
  chairs: ['कुर्सियाँ', 'कुर्सी'],
  cats: ['बिल्लियाँ', 'बिल्ली'],
  dogs: ['कुत्ते', 'कुत्ता'],
  flowers: ['फूल', 'फूल'],
  trees: ['पेड़', 'पेड़'],
  cars: ['कारें', 'कार'],
  buses: ['बसें', 'बस'],
  rings: ['अँगूठियाँ', 'अँगूठी'],
  phones: ['फ़ोन', 'फ़ोन'],
  bags: ['थैले', 'थैला'],
  boxes: ['डिब्बे', 'डिब्बा'],
  kites: ['पतंगें', 'पतंग'],
  birds: ['पक्षी', 'पक्षी'],
  fruits: ['फल', 'फल'],
  stars: ['तारे', 'तारा'],
  clouds: ['बादल', 'बादल'],
  rivers: ['नदियाँ', 'नदी'],
  roses: ['गुलाब', 'गुलाब'],
  shirts: ['कमीज़ें', 'कमीज़'],
  caps: ['टोपियाँ', 'टोपी'],
  doors: ['दरवाज़े', 'दरवाज़ा'],
  windows: ['खिड़कियाँ', 'खिड़की'],
  pencils: ['पेंसिलें', 'पेंसिल'],
  bottles: ['बोतलें', 'बोतल'],
  cups: ['कप', 'कप'],
  lamps: ['दीपक', 'दीपक'],
  coins: ['सिक्के', 'सिक्का'],
  keys: ['चाबियाँ', 'चाबी'],
  bells: ['घंटियाँ', 'घंटी'],
  drums: ['ढोल', 'ढोल'],
  ships: ['जहाज़', 'जहाज़'],
  trains: ['रेलगाड़ियाँ', 'रेलगाड़ी'],
  walls: ['दीवारें', 'दीवार'],
  stones: ['पत्थर', 'पत्थर'],
  papers: ['काग़ज़', 'काग़ज़'],
  glasses: ['गिलास', 'गिलास'],
  mangoes: ['आम', 'आम'],
};

export const ONLY_I = 'Only conclusion I follows';
export const ONLY_II = 'Only conclusion II follows';
export const BOTH = 'Both I and II follow';
export const NEITHER = 'Neither I nor II follows';
export const EITHER = 'Either I or II follows';

/** The verdicts as Hindi papers print them. */
const VERDICTS_HI: Readonly<Record<string, string>> = {
  'Only conclusion I follows': 'केवल निष्कर्ष I अनुसरण करता है',
  'Only conclusion II follows': 'केवल निष्कर्ष II अनुसरण करता है',
  'Both I and II follow': 'I और II दोनों अनुसरण करते हैं',
  'Neither I nor II follows': 'न तो I और न ही II अनुसरण करता है',
  'Either I or II follows': 'या तो I या II अनुसरण करता है',
};

/** The sentence of a proposition in Hindi: "कुछ कलम किताबें नहीं हैं।" */
export function sentenceHi(prop: Prop, terms: readonly string[]): string {
  const [s, sOne] = NOUNS_HI[terms[prop.s] as (typeof NOUNS)[number]];
  const [p, pOne] = NOUNS_HI[terms[prop.p] as (typeof NOUNS)[number]];
  switch (prop.form) {
    case 'all':
      return `सभी ${s} ${p} हैं।`;
    case 'no':
      return `कोई ${sOne} ${pOne} नहीं है।`;
    case 'some':
      return `कुछ ${s} ${p} हैं।`;
    case 'someNot':
      return `कुछ ${s} ${p} नहीं हैं।`;
  }
}

/** The sentence of a proposition: "Some pens are not books." */
export function sentence(prop: Prop, terms: readonly string[]): string {
  const s = terms[prop.s]!;
  const p = terms[prop.p]!;
  switch (prop.form) {
    case 'all':
      return `All ${s} are ${p}.`;
    case 'no':
      return `No ${s} are ${p}.`;
    case 'some':
      return `Some ${s} are ${p}.`;
    case 'someNot':
      return `Some ${s} are not ${p}.`;
  }
}

/** The contradictory of a proposition (true exactly when it is false). */
export function negate(prop: Prop): Prop {
  const form: Form = { all: 'someNot', someNot: 'all', no: 'some', some: 'no' }[prop.form] as Form;
  return { ...prop, form };
}

/**
 * Regions are the non-empty subsets of the classes (bit i = in class i), numbered 1 … 2ⁿ − 1; a model
 * is a bit set over the regions (bit r − 1 = region r has members).
 */
function regionMasks(prop: Prop, n: number): { bad: number; witness: number } {
  let inSnotP = 0;
  let inSandP = 0;
  for (let r = 1; r < 1 << n; r += 1) {
    const bit = 1 << (r - 1);
    if (r & (1 << prop.s)) {
      if (r & (1 << prop.p)) inSandP |= bit;
      else inSnotP |= bit;
    }
  }
  switch (prop.form) {
    case 'all':
      return { bad: inSnotP, witness: 0 };
    case 'no':
      return { bad: inSandP, witness: 0 };
    case 'some':
      return { bad: 0, witness: inSandP };
    case 'someNot':
      return { bad: 0, witness: inSnotP };
  }
}

/** For each class, the regions inside it. */
function classMasks(n: number): number[] {
  return Array.from({ length: n }, (_, i) => {
    let mask = 0;
    for (let r = 1; r < 1 << n; r += 1) if (r & (1 << i)) mask |= 1 << (r - 1);
    return mask;
  });
}

const propKey = (prop: Prop): string => `${prop.form}${prop.s}${prop.p}`;

type Test = (model: number) => boolean;

export function testOf(prop: Prop, n: number): Test {
  const { bad, witness } = regionMasks(prop, n);
  return witness !== 0 ? (model) => (model & witness) !== 0 : (model) => (model & bad) === 0;
}

const modelsCache = new Map<string, Uint16Array>();

/**
 * The models in which every statement is true (remembered by the set of statements: a bank draws the
 * same shapes of statements again and again; models of ≤ 4 classes fit in 15 bits).
 */
export function modelsOf(statements: readonly Prop[], n: number): Uint16Array {
  const key = `${n}:${statements.map(propKey).sort().join(',')}`;
  const cached = modelsCache.get(key);
  if (cached) return cached;
  // All / No only empty regions, so only the subsets of the regions they leave need trying
  const masks = statements.map((s) => regionMasks(s, n));
  const allowed = masks.reduce((left, { bad }) => left & ~bad, (1 << ((1 << n) - 1)) - 1);
  const witnesses = [
    ...classMasks(n),
    ...masks.filter(({ witness }) => witness !== 0).map(({ witness }) => witness),
  ];
  const found: number[] = [];
  for (let model = allowed; model > 0; model = (model - 1) & allowed) {
    if (witnesses.every((w) => (model & w) !== 0)) found.push(model);
  }
  const models = Uint16Array.from(found.reverse());
  modelsCache.set(key, models);
  return models;
}

export type Verdict = typeof ONLY_I | typeof ONLY_II | typeof BOTH | typeof NEITHER | typeof EITHER;

const verdictCache = new Map<string, ReturnType<typeof judge>>();

/** Which conclusions follow: each alone, or (neither alone) exactly one of them in every model. */
export function verdict(
  statements: readonly Prop[],
  conclusions: readonly [Prop, Prop],
  n: number,
): ReturnType<typeof judge> {
  const key = `${n}:${statements.map(propKey).join(',')}:${conclusions.map(propKey).join(',')}`;
  const cached = verdictCache.get(key) ?? judge(statements, conclusions, n);
  verdictCache.set(key, cached);
  return cached;
}

function judge(
  statements: readonly Prop[],
  conclusions: readonly [Prop, Prop],
  n: number,
): { first: boolean; second: boolean; oneOf: boolean; answer: Verdict } {
  // the models where all statements hold decide the conclusions
  const [one, two] = [testOf(conclusions[0], n), testOf(conclusions[1], n)];
  const all = modelsOf(statements, n);
  const models = all.length;
  let first = true;
  let second = true;
  let exactlyOne = true;
  for (const model of all) {
    const [a, b] = [one(model), two(model)];
    first &&= a;
    second &&= b;
    exactlyOne &&= a !== b;
    if (!first && !second && !exactlyOne) break;
  }
  if (models === 0) throw new Error('inconsistent statements');
  const oneOf = !first && !second && exactlyOne;
  const answer = first && second ? BOTH : first ? ONLY_I : second ? ONLY_II : oneOf ? EITHER : NEITHER;
  return { first, second, oneOf, answer };
}

const same = (a: Prop, b: Prop): boolean => a.form === b.form && a.s === b.s && a.p === b.p;
/** No, Some: the same proposition with the classes swapped. */
export const equivalent = (a: Prop, b: Prop): boolean =>
  same(a, b) || ((a.form === 'no' || a.form === 'some') && a.form === b.form && a.s === b.p && a.p === b.s);

export function drawProp(rng: Rng, s: number, p: number, forms: readonly Form[]): Prop {
  return rng.chance(0.5) ? { form: rng.pick(forms), s, p } : { form: rng.pick(forms), s: p, p: s };
}

export const STATEMENT_FORMS: Record<Level, readonly Form[]> = {
  1: ['all', 'all', 'some', 'no'],
  2: ['all', 'some', 'no', 'someNot'],
  3: ['all', 'some', 'no', 'someNot'],
};

export const CONCLUSION_FORMS: Record<Level, readonly Form[]> = {
  1: ['all', 'some', 'no', 'some'],
  2: ['all', 'some', 'no', 'someNot'],
  3: ['all', 'some', 'no', 'someNot'],
};

/**
 * The fewest statements (by their indexes, in order) that already make the conclusion true in every
 * model: what an explanation should point at.
 */
function basis(statements: readonly Prop[], conclusion: Prop, n: number): number[] {
  const test = testOf(conclusion, n);
  const indexes = statements.map((_, i) => i);
  for (let size = 1; size <= statements.length; size += 1) {
    const subsets = (start: number, chosen: number[]): number[][] =>
      chosen.length === size ? [chosen] : indexes.slice(start).flatMap((i) => subsets(i + 1, [...chosen, i]));
    const found = subsets(0, []).find((subset) =>
      modelsOf(
        subset.map((i) => statements[i]!),
        n,
      ).every(test),
    );
    if (found) return found;
  }
  return indexes;
}

/** "the statements can all be true while no pens are tables" — the counter-example in words. */
const lower = (text: string): string => text[0]!.toLowerCase() + text.slice(1, -1);

/** Why a conclusion follows (from which statements) or not (a counter-example), in English. */
export function whyConclusion(
  statements: readonly Prop[],
  c: Prop,
  follows: boolean,
  label: string,
  terms: readonly string[],
): string {
  const n = terms.length;
  const statementTexts = statements.map((s) => sentence(s, terms));
  if (!follows)
    return `${label} does not follow: the statements can all be true while ${lower(sentence(negate(c), terms))}.`;
  const used = basis(statements, c, n);
  const which =
    used.length === 1
      ? `statement ${used[0]! + 1} alone`
      : `statements ${used.map((i) => i + 1).join(' and ')} together`;
  return `${label} follows from ${which}: if ${used.map((i) => lower(statementTexts[i]!)).join(' and ')}, it cannot be that ${lower(sentence(negate(c), terms))}.`;
}

/** The same reasoning in Hindi (issue 15), from the same statements, conclusion and basis. */
export function whyConclusionHi(
  statements: readonly Prop[],
  c: Prop,
  follows: boolean,
  label: string,
  terms: readonly string[],
): string {
  const n = terms.length;
  const statementsHi = statements.map((st) => sentenceHi(st, terms));
  const clause = (text: string): string => text.slice(0, -1);
  if (!follows)
    return `निष्कर्ष ${label} अनुसरण नहीं करता: सभी कथन सत्य रहते हुए भी यह संभव है कि ${clause(sentenceHi(negate(c), terms))}।`;
  const used = basis(statements, c, n);
  const which =
    used.length === 1 ? `केवल कथन ${used[0]! + 1} से` : `कथन ${used.map((i) => i + 1).join(' और ')} को मिलाकर`;
  return `निष्कर्ष ${label} ${which} अनुसरण करता है: यदि ${used.map((i) => clause(statementsHi[i]!)).join(' और ')}, तो यह संभव नहीं कि ${clause(sentenceHi(negate(c), terms))}।`;
}

export const syllogism = defineTopic({
  statements: {
    levels: [1, 2, 3],
    make(rng, level): Problem {
      // Aim at each verdict about equally often, so guessing one answer does not pay.
      const targets: Verdict[] =
        level === 3 ? [ONLY_I, ONLY_II, BOTH, NEITHER, EITHER] : [ONLY_I, ONLY_II, BOTH, NEITHER];
      const target = rng.pick(targets);
      return until((): Problem | undefined => {
        const n = level === 1 ? 3 : 4;
        const terms = rng.sample(NOUNS, n);
        // a chain of classes 0–1, 1–2 (, 2–3), stated in a shuffled order at level 3
        const statements = Array.from({ length: n - 1 }, (_, i) =>
          drawProp(rng, i, i + 1, STATEMENT_FORMS[level]),
        );
        if (level === 3) statements.splice(0, statements.length, ...rng.shuffle(statements));
        if (modelsOf(statements, n).length === 0) return undefined;

        const pair = (): [number, number] => {
          const [a, b] = rng.sample(
            Array.from({ length: n }, (_, i) => i),
            2,
          );
          return [a!, b!];
        };
        let conclusions: [Prop, Prop];
        if (target === EITHER) {
          // a contradictory pair about the same two classes
          const [a, b] = pair();
          const first = drawProp(rng, a, b, CONCLUSION_FORMS[level]);
          conclusions = rng.chance(0.5) ? [first, negate(first)] : [negate(first), first];
        } else {
          const [a, b] = pair();
          const [c, d] = rng.chance(0.5) ? [a, b] : pair();
          conclusions = [
            drawProp(rng, a, b, CONCLUSION_FORMS[level]),
            drawProp(rng, c, d, CONCLUSION_FORMS[level]),
          ];
        }
        if (equivalent(conclusions[0], conclusions[1])) return undefined;
        // a conclusion that repeats a statement word for word tests nothing
        if (conclusions.some((c) => statements.some((s) => equivalent(s, c)))) return undefined;
        const result = verdict(statements, conclusions, n);
        if (result.answer !== target) return undefined;

        // Opposite conclusions get "Either I or II" in place of "Both" (which they can never be). Any
        // other pair of which exactly one is always true would need both options: not asked.
        const opposite = same(conclusions[1], negate(conclusions[0]));
        if (result.oneOf && !opposite) return undefined;
        const options = opposite ? [ONLY_I, ONLY_II, EITHER, NEITHER] : [ONLY_I, ONLY_II, BOTH, NEITHER];
        if (!options.includes(result.answer)) return undefined;

        const statementTexts = statements.map((s) => sentence(s, terms));
        const conclusionTexts = conclusions.map((c) => sentence(c, terms));
        const why = (c: Prop, follows: boolean, label: string): string =>
          whyConclusion(statements, c, follows, label, terms);
        const steps = [why(conclusions[0], result.first, 'I'), why(conclusions[1], result.second, 'II')];
        if (result.oneOf)
          steps.push(
            'But I and II are opposites: whichever way the classes are drawn, exactly one of them is true.',
          );
        steps.push(`So the answer is: ${result.answer}.`);

        // The same reasoning in Hindi (issue 15), from the same statements, conclusions and basis.
        const statementsHi = statements.map((st) => sentenceHi(st, terms));
        const whyHi = (c: Prop, follows: boolean, label: string): string =>
          whyConclusionHi(statements, c, follows, label, terms);
        const stepsHi = [
          whyHi(conclusions[0], result.first, 'I'),
          whyHi(conclusions[1], result.second, 'II'),
        ];
        if (result.oneOf)
          stepsHi.push('किंतु I और II परस्पर विरोधी हैं: वर्गों को किसी भी प्रकार बनाएँ, उनमें से ठीक एक सत्य होता है।');
        stepsHi.push(`अतः उत्तर है: ${VERDICTS_HI[result.answer]!}।`);
        return {
          question: [
            'Statements:',
            ...statementTexts.map((text, i) => `${i + 1}. ${text}`),
            'Conclusions:',
            `I. ${conclusionTexts[0]}`,
            `II. ${conclusionTexts[1]}`,
            'Take the statements to be true even if they seem to be at variance with commonly known facts. Which conclusion(s) logically follow?',
          ].join('\n'),
          answer: result.answer,
          distractors: options
            .filter((o) => o !== result.answer)
            .map((o) => ({ mistake: `judging the conclusions wrongly (${o.toLowerCase()})`, value: o })),
          steps,
          hi: {
            question: [
              'कथन:',
              ...statementsHi.map((text, i) => `${i + 1}. ${text}`),
              'निष्कर्ष:',
              `I. ${sentenceHi(conclusions[0], terms)}`,
              `II. ${sentenceHi(conclusions[1], terms)}`,
              'दिए गए कथनों को सत्य मानिए, भले ही वे सर्वज्ञात तथ्यों से भिन्न प्रतीत होते हों। कौन-सा निष्कर्ष तार्किक रूप से कथनों का अनुसरण करता है?',
            ].join('\n'),
            steps: stepsHi,
            options: VERDICTS_HI,
          },
          trap: false,
          params: { terms: [...terms], statements: statementTexts, conclusions: conclusionTexts, options },
        };
      });
    },
  },
  // three conclusions, "Only I and III follow" (syllogismThree.ts); half weight: two conclusions
  // stay the bulk of the topic, as in the papers
  threeConclusions: { levels: [1, 2, 3], weight: 0.5, make: (rng, level) => threeConclusions(rng, level) },
  // three conclusions, II and III opposites: "Either II or III follows" (syllogismEither.ts)
  eitherThree: { levels: [1, 2, 3], weight: 0.25, make: (rng, level) => eitherThree(rng, level) },
  // four conclusions, two a complementary pair: "Either III or IV and I follow" (syllogismAudit5.ts,
  // coverage audit 4 item 15)
  fourEither: { levels: [2, 3], weight: 0.25, make: (rng, level) => fourEither(rng, level) },
  // conclusions that are possibilities: "Some pens being books is a possibility" (syllogismAudit6.ts,
  // coverage audit 5 item 3)
  possibility: { levels: [1, 2, 3], weight: 0.25, make: (rng, level) => possibilitySyllogism(rng, level) },
});
