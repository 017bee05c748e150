import { writeFile } from 'node:fs/promises';
import { OPTION_IDS } from '../../contract/ids';
import type { LevelNumber } from '../../contract/levels';
import { inPrintedOrder } from '../content/conventions';
import type { BankQuestion, QuestionBank } from '../content/load';
import { createRng } from '../content/generators/rng';
import { findGeneratorTwins, twinKey } from './generator-twins';
import { type HandHindi, readHandHindi, withHandHindi } from './hand-hindi';
import type { PatternDefinition } from './pattern';
import {
  paperFile,
  PAPERS_NOTE,
  papersFileText,
  questionKey,
  readPapers,
  type StoredHindi,
  type StoredMock,
  type StoredPapers,
  type StoredQuestion,
  sameQuestion,
} from './paper-file';

/**
 * Draws the fixed papers of a pattern ONCE from the bank (issue 18 §2) and appends them to its papers
 * file: mocks already published keep every question as asked (explanations take the bank's
 * corrections: withBankExplanations, and their Hindi: withBankHindi, or by hand: withHandHindi); only missing ones (up to the pattern's count) are drawn, from questions no published mock of the exam uses. Each mock is drawn with the seed
 * '<exam>/mock-<n>': the levels of its slots follow the pattern's stated mix (largest remainders per
 * section), then each slot takes a random unused question of its topic at its level, or at the nearest
 * level that still has one (counted as a fallback and reported).
 */

/** Levels of a section's n slots from the mix (per 100), by largest remainders. */
export function levelCounts(n: number, mix: PatternDefinition['levels']): [number, number, number] {
  const shares = [mix.level1, mix.level2, mix.level3].map((p) => (n * p) / 100);
  const counts = shares.map(Math.floor) as [number, number, number];
  const order = shares
    .map((s, i) => [s - Math.floor(s), i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (let k = 0; counts[0] + counts[1] + counts[2] < n; k++) counts[order[k % 3]![1]]! += 1;
  return counts;
}

export interface BuildReport {
  exam: string;
  kept: number;
  added: number;
  fallbacks: number;
  /** Published questions whose explanation was corrected from the bank (errata). */
  corrected: number;
  /** Published questions whose Hindi was added (or its translation corrected): bank, twin or by hand. */
  translated: number;
}

/**
 * Errata: a published question the bank still asks word for word (same topic, text, options and
 * drawing) takes the bank's explanation, so a corrected note ("Trap: … gives …") reaches the reviews
 * of the mocks too. Nothing a candidate answered changes: text, options, answer, ids and drawings stay.
 */
export function withBankExplanations(
  mocks: readonly StoredMock[],
  banks: readonly QuestionBank[],
): { mocks: StoredMock[]; corrected: number } {
  const explanations = new Map<string, string>();
  for (const bank of banks)
    for (const q of bank.questions)
      explanations.set(`${bank.category}/${bank.topic}/${questionKey(q)}`, q.explanation);
  let corrected = 0;
  const fix = (q: StoredQuestion): StoredQuestion => {
    const explanation = explanations.get(`${q.category}/${q.topic}/${questionKey(q)}`);
    if (explanation === undefined || explanation === q.explanation) return q;
    corrected += 1;
    return { ...q, explanation };
  };
  const fixed = mocks.map((mock) => ({
    ...mock,
    sections: mock.sections.map((section) => ({ ...section, questions: section.questions.map(fix) })),
  }));
  return { mocks: fixed, corrected };
}

/**
 * The bank question's Hindi for a paper whose options are `options` (the paper's order): the Hindi
 * options follow the English ones by position in the bank, so each is moved with its English. The
 * option drawings' alts stay as the bank has them: they follow the drawings (`figure.options`), which
 * the paper stores as the bank has them.
 */
export function hindiInPaperOrder(q: BankQuestion, options: readonly string[]): StoredHindi | undefined {
  if (!q.hi) return undefined;
  const hi = q.hi;
  const texts = options.map((text) => hi.options[q.options.indexOf(text)]!);
  return {
    question: hi.question,
    options: [texts[0]!, texts[1]!, texts[2]!, texts[3]!],
    explanation: hi.explanation,
    ...(hi.figureAlt !== undefined ? { figureAlt: hi.figureAlt } : {}),
    ...(hi.figureSvg !== undefined ? { figureSvg: hi.figureSvg } : {}),
    ...(hi.optionFigureAlts ? { optionFigureAlts: [...hi.optionFigureAlts] } : {}),
  };
}

/**
 * Hindi (issue 15) for the published papers: a published question the bank asks in exactly the same
 * words (text, options, answer and drawing identical, not just alike) takes its bank twin's Hindi,
 * options in the paper's order. A translation of the question a candidate answered, not a change to
 * it: the English, options, answer and ids stay. Questions the bank has no Hindi for (English topics,
 * untranslated authored ones) stay English only; a Hindi once added is kept if the bank drops the question.
 */
export function withBankHindi(
  mocks: readonly StoredMock[],
  banks: readonly QuestionBank[],
): { mocks: StoredMock[]; translated: number } {
  const twins = new Map<string, BankQuestion>();
  for (const bank of banks)
    for (const q of bank.questions)
      if (q.hi) twins.set(`${bank.category}/${bank.topic}/${questionKey(q)}`, q);
  let translated = 0;
  const translate = (q: StoredQuestion): StoredQuestion => {
    const twin = twins.get(`${q.category}/${q.topic}/${questionKey(q)}`);
    if (!twin || !sameQuestion(q, twin)) return q;
    const hi = hindiInPaperOrder(twin, q.options)!;
    if (JSON.stringify(hi) === JSON.stringify(q.hi)) return q;
    translated += 1;
    return { ...q, hi };
  };
  const done = mocks.map((mock) => ({
    ...mock,
    sections: mock.sections.map((section) => ({ ...section, questions: section.questions.map(translate) })),
  }));
  return { mocks: done, translated };
}

/**
 * Hindi for published generated questions the bank no longer asks word for word (issue 18): each one
 * whose generator twin was found (generator-twins.ts findGeneratorTwins: today's kind, replayed from
 * the bank's random stream, makes the same question in English) takes the twin's Hindi, options in the
 * paper's order, and its explanation, as withBankHindi and withBankExplanations do for the bank's own
 * questions. The English text, options and their order, answer, id and drawing stay exactly as
 * published; a question without a twin stays as it is.
 */
export function withGeneratorHindi(
  mocks: readonly StoredMock[],
  twins: ReadonlyMap<string, BankQuestion>,
): { mocks: StoredMock[]; translated: number; corrected: number } {
  let translated = 0;
  let corrected = 0;
  const take = (q: StoredQuestion): StoredQuestion => {
    const twin = twins.get(twinKey(q));
    if (!twin || !sameQuestion(q, twin)) return q;
    const hi = hindiInPaperOrder(twin, q.options);
    const newHindi = hi !== undefined && JSON.stringify(hi) !== JSON.stringify(q.hi);
    const newExplanation = twin.explanation !== q.explanation;
    if (!newHindi && !newExplanation) return q;
    if (newHindi) translated += 1;
    if (newExplanation) corrected += 1;
    return { ...q, explanation: twin.explanation, ...(hi ? { hi } : {}) };
  };
  const done = mocks.map((mock) => ({
    ...mock,
    sections: mock.sections.map((section) => ({ ...section, questions: section.questions.map(take) })),
  }));
  return { mocks: done, translated, corrected };
}

/**
 * Whether the bank (asking it in exactly the same words) or a generator twin found gives a published
 * question its Hindi: then a hand translation of it (withHandHindi) is not used.
 */
export function hindiTwinOf(
  banks: readonly QuestionBank[],
  twins: ReadonlyMap<string, BankQuestion> = new Map(),
): (q: StoredQuestion) => boolean {
  const bankTwins = new Map<string, BankQuestion>();
  for (const bank of banks)
    for (const q of bank.questions)
      if (q.hi) bankTwins.set(`${bank.category}/${bank.topic}/${questionKey(q)}`, q);
  return (q) => {
    const bankTwin = bankTwins.get(`${q.category}/${q.topic}/${questionKey(q)}`);
    if (bankTwin && sameQuestion(q, bankTwin)) return true;
    const twin = twins.get(twinKey(q));
    return twin?.hi !== undefined && sameQuestion(q, twin);
  };
}

function storedQuestion(id: number, bank: QuestionBank, q: BankQuestion): StoredQuestion {
  const options = inPrintedOrder(q.question, q.options);
  const hi = hindiInPaperOrder(q, options);
  return {
    id,
    category: bank.category,
    topic: bank.topic,
    level: q.level,
    question: q.question,
    options,
    answer: OPTION_IDS[options.indexOf(q.answer)]!,
    explanation: q.explanation,
    ...(q.figure ? { figure: q.figure } : {}),
    source: q.source ?? bank.source,
    ...(hi ? { hi } : {}),
  };
}

/** The pattern's papers with the missing mocks drawn; the published ones kept, but for errata. */
export function drawPapers(
  pattern: PatternDefinition,
  banks: readonly QuestionBank[],
  existing: StoredPapers | undefined,
  published: string,
  twins: ReadonlyMap<string, BankQuestion> = new Map(),
  hand: HandHindi = [],
): { papers: StoredPapers; report: BuildReport } {
  const used = new Set<string>();
  for (const mock of existing?.mocks ?? [])
    for (const section of mock.sections) for (const q of section.questions) used.add(questionKey(q));
  const explained = withBankExplanations(existing?.mocks ?? [], banks);
  const bankHindi = withBankHindi(explained.mocks, banks);
  const twinned = withGeneratorHindi(bankHindi.mocks, twins);
  const byHand = withHandHindi(twinned.mocks, hand, hindiTwinOf(banks, twins));
  const { mocks } = byHand;
  const corrected = explained.corrected + twinned.corrected;
  const translated = bankHindi.translated + twinned.translated + byHand.translated;
  let fallbacks = 0;
  for (let number = mocks.length + 1; number <= pattern.mocks; number++) {
    const seed = `${pattern.exam}/mock-${number}`;
    const rng = createRng(seed);
    let id = 0;
    const sections = pattern.sections.map((section) => {
      const slots = section.topics.flatMap(([category, topic, n]) =>
        Array.from({ length: n }, () => ({ category, topic })),
      );
      const [l1, l2, l3] = levelCounts(slots.length, pattern.levels);
      const levels = rng.shuffle([
        ...Array<LevelNumber>(l1).fill(1),
        ...Array<LevelNumber>(l2).fill(2),
        ...Array<LevelNumber>(l3).fill(3),
      ]);
      const questions = slots.map((slot, i) => {
        const bank = banks.find((b) => b.category === slot.category && b.topic === slot.topic);
        if (!bank) throw new Error(`${pattern.exam}: no bank for ${slot.category}/${slot.topic}`);
        const wanted = levels[i]!;
        const byNearness = ([1, 2, 3] as LevelNumber[]).sort(
          (a, b) => Math.abs(a - wanted) - Math.abs(b - wanted) || b - a,
        );
        for (const level of byNearness) {
          const free = bank.questions.filter((q) => q.level === level && !used.has(questionKey(q)));
          if (free.length === 0) continue;
          if (level !== wanted) fallbacks += 1;
          const q = rng.pick(free);
          used.add(questionKey(q));
          return storedQuestion(++id, bank, q);
        }
        throw new Error(
          `${pattern.exam} mock ${number}: ${slot.category}/${slot.topic} has no unused question left`,
        );
      });
      return { key: section.key, questions };
    });
    mocks.push({ number, seed, published, sections });
  }
  return {
    papers: { exam: pattern.exam, note: PAPERS_NOTE, mocks },
    report: {
      exam: pattern.exam,
      kept: existing?.mocks.length ?? 0,
      added: mocks.length - (existing?.mocks.length ?? 0),
      fallbacks,
      corrected,
      translated,
    },
  };
}

/** What the deep search for generator twins found (`npm run content -- mocks --deep`). */
export interface TwinReport {
  searched: number;
  found: number;
  seconds: number;
}

/**
 * `npm run content -- mocks`: draws the missing mocks of every pattern, takes the bank's corrected
 * explanations and its Hindi into the published ones, then the hand translations of server/mocks/hindi
 * (withHandHindi) where neither gives one, and writes the files that changed. With `deep`,
 * the published generated questions the bank no longer asks are first searched for among today's
 * generator output (findGeneratorTwins; minutes, not seconds) and take their twins' Hindi too.
 */
export async function buildPapers(
  patterns: readonly PatternDefinition[],
  banks: readonly QuestionBank[],
  published: string,
  { deep = false, starts }: { deep?: boolean; starts?: number } = {},
): Promise<{ reports: BuildReport[]; twins?: TwinReport }> {
  const reports: BuildReport[] = [];
  const existingOf = new Map<string, StoredPapers | undefined>();
  for (const pattern of patterns) existingOf.set(pattern.exam, await readPapers(pattern.exam));
  let twins = new Map<string, BankQuestion>();
  let twinReport: TwinReport | undefined;
  const hand = await readHandHindi();
  if (deep) {
    const began = performance.now();
    const everyMock = [...existingOf.values()].flatMap((papers) => papers?.mocks ?? []);
    const search = findGeneratorTwins(everyMock, banks, starts === undefined ? {} : { starts });
    twins = search.twins;
    twinReport = {
      searched: search.searched,
      found: search.twins.size,
      seconds: Math.round((performance.now() - began) / 1000),
    };
  }
  for (const pattern of patterns) {
    const existing = existingOf.get(pattern.exam);
    const { papers, report } = drawPapers(pattern, banks, existing, published, twins, hand);
    const changed =
      report.added > 0 || report.corrected > 0 || report.translated > 0 || existing?.note !== PAPERS_NOTE;
    if (changed) await writeFile(paperFile(pattern.exam), papersFileText(papers));
    reports.push(report);
  }
  return { reports, ...(twinReport ? { twins: twinReport } : {}) };
}
