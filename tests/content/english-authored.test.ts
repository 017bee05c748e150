import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ENGLISH_TOPICS,
  buildEnglishBank,
  clozePassages,
  dataFile,
  jumbles,
  type Bank,
  type EnglishTopic,
} from '../../server/content/authoring/english/build';
import { bankFileText } from '../../server/content/load';

// The five authored English topics (server/content/authoring/english/*.txt → data/english/*.json).
const LEVELS = [1, 2, 3] as const;
const norm = (s: string) => s.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
const committed = (topic: EnglishTopic): Bank => JSON.parse(readFileSync(dataFile(topic), 'utf8')) as Bank;

describe.each(ENGLISH_TOPICS)('english/%s', (topic) => {
  it('has its data file', () => expect(existsSync(dataFile(topic))).toBe(true));

  it('is exactly what the source tables build (the file cannot drift from its table)', () => {
    expect(readFileSync(dataFile(topic), 'utf8')).toBe(bankFileText(buildEnglishBank(topic)));
  });

  it('has at least 50 distinct questions a level, each with one right answer among four options', () => {
    const bank = committed(topic);
    for (const level of LEVELS) {
      const rows = bank.questions.filter((q) => q.level === level);
      expect(new Set(rows.map((q) => norm(q.question))).size, `level ${level}`).toBeGreaterThanOrEqual(50);
      for (const q of rows) {
        expect(new Set(q.options.map(norm)).size).toBe(4);
        expect(q.options.filter((o) => o === q.answer)).toHaveLength(1);
      }
    }
  });
});

describe('english authored checks', () => {
  it('idioms: at least 150 different idioms are asked about', () => {
    const bank = buildEnglishBank('idoms_phrases');
    const idioms = new Set(
      bank.questions
        .filter((q) => q.question.startsWith('Select the most appropriate meaning'))
        .map((q) => norm(q.question.split('\n')[1]!)),
    );
    expect(idioms.size).toBeGreaterThanOrEqual(150);
  });

  it('cloze: every question shows the passage with exactly its own blank, and the answer fills it back', () => {
    const bank = buildEnglishBank('close_test');
    const passages = clozePassages();
    const full = new Set(passages.map((p) => p.texts.map((t, i) => t + (p.blanks[i]?.right ?? '')).join('')));
    for (const q of bank.questions) {
      const asked = /fill blank \((\d)\)\.$/.exec(q.question)?.[1];
      expect(asked, q.question).toBeDefined();
      const blanks = q.question.match(/\(\d\) ____/g) ?? [];
      expect(blanks).toEqual([`(${asked}) ____`]);
      const passage = q.question.split('\n\n')[1]!;
      expect(full.has(passage.replace(`(${asked}) ____`, q.answer)), passage).toBe(true);
    }
    for (const p of passages)
      for (const b of p.blanks) expect(b.wrong.map(norm)).not.toContain(norm(b.right));
  });

  it('cloze: a participle after "be" or "been" is explained by the passive (issue 12: "have been modernising" is grammatical too)', () => {
    for (const q of buildEnglishBank('close_test').questions) {
      const why = q.explanation;
      expect(why, why).not.toMatch(/"(?:has|have|had) been" needs/);
      // "was known", "have been killed", "are being encouraged": the reason given is the passive meaning
      if (
        /"[^"]*\b(?:am|is|are|was|were|be|been|being) \w+(?: \w+)?"/.test(why) &&
        /past participle/.test(why)
      )
        expect(why, why).toMatch(/passive/);
    }
  });

  it('jumbles: every option is an order of P, Q, R, S and the answer reassembles the authored sentence', () => {
    const bank = buildEnglishBank('jubmled_sentence');
    const authored = new Set(jumbles().map((j) => [...(j.opening ? [j.opening] : []), ...j.parts].join(' ')));
    expect(bank.questions).toHaveLength(authored.size);
    for (const q of bank.questions) {
      for (const o of q.options) expect([...o].sort().join('')).toBe('PQRS');
      const lines = q.question.split('\n\n')[1]!.split('\n');
      const labelled = new Map(lines.filter((l) => /^[PQRS]: /.test(l)).map((l) => [l[0]!, l.slice(3)]));
      const opening = lines.filter((l) => !/^[PQRS]: /.test(l));
      expect(labelled.size).toBe(4);
      const sentence = [...opening, ...[...q.answer].map((k) => labelled.get(k)!)].join(' ');
      expect(authored.has(sentence), sentence).toBe(true);
      // The right order is never the order shown, and the explanation quotes the whole sentence.
      expect(q.answer).not.toBe('PQRS');
      expect(q.explanation).toContain(sentence);
    }
  });

  it('sentence completion: one blank a sentence', () => {
    for (const q of buildEnglishBank('sentence_comletion').questions)
      expect(q.question.match(/____/g)).toHaveLength(1);
  });

  it('reading comprehension: each passage of 120–220 words is asked exactly five questions', () => {
    const bank = buildEnglishBank('reading_comprehension');
    const byPassage = new Map<string, number>();
    for (const q of bank.questions) {
      const passage = q.question.split('\n\n')[1]!;
      const words = passage.split(/\s+/).length;
      expect(words).toBeGreaterThanOrEqual(120);
      expect(words).toBeLessThanOrEqual(220);
      byPassage.set(passage, (byPassage.get(passage) ?? 0) + 1);
    }
    for (const count of byPassage.values()) expect(count).toBe(5);
  });
});
