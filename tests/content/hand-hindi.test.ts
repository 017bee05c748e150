/**
 * Hand translations of published questions (server/mocks/hindi/*.json, server/mocks/hand-hindi.ts):
 * each entry is well formed (four distinct Hindi options, Devanagari text), is for a question some
 * published paper asks (the same category, English text and options in the paper's order), and the
 * papers carry it. Fails until `npm run content -- mocks` has taken a new or corrected entry in.
 */
import { describe, expect, it } from 'vitest';
import { loadQuestionBanks } from '../../server/content/bank';
import { hindiTwinOf } from '../../server/mocks/build-papers';
import { handHindiProblems, handKey, readHandHindi, withHandHindi } from '../../server/mocks/hand-hindi';
import { readPapers, type StoredMock, type StoredQuestion } from '../../server/mocks/paper-file';
import { PATTERNS } from '../../server/mocks/patterns';

const banks = await loadQuestionBanks();
const hand = await readHandHindi();
const papers = await Promise.all(
  PATTERNS.map(async (p) => [p.exam, (await readPapers(p.exam))?.mocks ?? []] as const),
);

describe('hand translations of the published papers', () => {
  it('are four distinct Hindi options, a question and explanation in Devanagari, each entry once', () => {
    expect(handHindiProblems(hand)).toEqual([]);
  });

  it('each is for a question a published paper asks (its category, text and options in the paper order)', () => {
    const asked = new Set(
      papers.flatMap(([, mocks]) =>
        mocks.flatMap((m) => m.sections.flatMap((s) => s.questions.map(handKey))),
      ),
    );
    const unmatched = hand
      .filter((entry) => !asked.has(handKey(entry)))
      .map((e) => `${e.category}: ${e.question}`);
    expect(unmatched, 'entries that match no paper question').toEqual([]);
  });

  it('are carried by the papers where the bank or a generator twin gives no Hindi', () => {
    const hasTwin = hindiTwinOf(banks);
    const missing = papers
      .filter(([, mocks]) => withHandHindi(mocks, hand, hasTwin).translated > 0)
      .map(([exam]) => exam);
    expect(missing, 'hand translations to take in: run `npm run content -- mocks`').toEqual([]);
  });

  it('a matching question takes the entry; another option order, a twin or its Hindi stays', () => {
    const q: StoredQuestion = {
      id: 1,
      category: 'general_knowledge',
      topic: 'history',
      level: 1,
      question: 'Who founded the Maurya Empire?',
      options: ['Ashoka', 'Chandragupta Maurya', 'Bindusara', 'Bimbisara'],
      answer: 'b',
      explanation: 'Chandragupta Maurya founded it in about 321 BCE.',
      source: 'test',
    };
    const hi = {
      question: 'मौर्य साम्राज्य की स्थापना किसने की?',
      options: ['अशोक', 'चंद्रगुप्त मौर्य', 'बिंदुसार', 'बिंबिसार'] as [string, string, string, string],
      explanation: 'चंद्रगुप्त मौर्य ने लगभग 321 ई.पू. में इसकी स्थापना की।',
    };
    const mocks: StoredMock[] = [
      { number: 1, seed: 's', published: '2026-11-29', sections: [{ key: 'ga', questions: [q] }] },
    ];
    const entry = {
      category: 'general_knowledge',
      question: q.question,
      options: [...q.options] as typeof hi.options,
      hi,
    };
    const done = withHandHindi(mocks, [entry]);
    expect(done.translated).toBe(1);
    expect(done.mocks[0]!.sections[0]!.questions[0]).toEqual({ ...q, hi });
    expect(withHandHindi(done.mocks, [entry]).translated).toBe(0);
    const reordered = {
      ...entry,
      options: [q.options[1]!, q.options[0]!, q.options[2]!, q.options[3]!] as typeof hi.options,
    };
    expect(withHandHindi(mocks, [reordered]).translated).toBe(0);
    expect(withHandHindi(mocks, [{ ...entry, category: 'reasoning' }]).translated).toBe(0);
    expect(withHandHindi(mocks, [entry], () => true).translated).toBe(0);
    expect(
      handHindiProblems([{ ...entry, hi: { ...hi, options: ['अशोक', 'अशोक', 'बिंदुसार', ''] } }]),
    ).toHaveLength(1);
    expect(handHindiProblems([{ ...entry, hi: { ...hi, question: 'Who?' } }, entry, entry])).toHaveLength(3);
  });
});
