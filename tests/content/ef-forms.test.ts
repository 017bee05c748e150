/**
 * The English forms of coverage audit 4 built on branch `ef` (items 8, 11, 18, 19), drawn kind by kind:
 * each key re-solved by its independent solver (support/ef-solvers.ts) with exactly one option meaning
 * it, every named mistake's option recomputed by its trap check, four distinct options and no Hindi
 * (English questions carry none, server/content/README.md); and the audit's own sentences solved by
 * the same solvers, read as a candidate reads them.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildEnglishBank } from '../../server/content/authoring/english/build';
import { IDIOM_USE_QUESTION } from '../../server/content/authoring/english/idioms';
import { ANTONYM_PHRASE_QUESTION, ANTONYM_PHRASES } from '../../server/content/derive/english/antonymPhrases';
import { markedSentence } from '../../server/content/derive/english/spelling';
import { SPELLING_SENTENCES } from '../../server/content/derive/english/spelling-sentences';
import {
  NO_ERROR,
  NO_SPELLING_ERROR_QUESTION,
  SPELLING_OR_NO_ERROR_QUESTION,
} from '../../server/content/derive/english/spellingEf';
import { findGenerator } from '../../server/content/generators/build';
import type { GeneratedQuestion } from '../../server/content/generators/types';
import { answerProblem } from './support/checks';
import { meets, trapValue } from './support/trap-checks';
import { drawsOfKind } from './support/draws';
import { EF_SPEECH_SOLVERS, EF_VOICE_SOLVERS, EF_VOICE_SOURCES } from './support/ef-solvers';

interface SpellingFile {
  questions: { level: number; question: string; options: string[]; answer: string; explanation: string }[];
}

const DRAWS = process.env.CONTENT_FULL ? 600 : 120;

const KINDS: readonly (readonly [string, string, string])[] = [
  ['english', 'active_passive_voice', 'perfectModal'],
  ['english', 'active_passive_voice', 'objectComplement'],
  ['english', 'direct_indirect_speech', 'toDirect'],
];

const made = new Map<string, GeneratedQuestion[]>();
function draws(category: string, topic: string, kind: string): GeneratedQuestion[] {
  const key = `${category}/${topic}/${kind}`;
  if (!made.has(key))
    made.set(
      key,
      drawsOfKind(category, topic, kind, findGenerator(category, topic)!.kinds[kind]!.levels, {
        prefix: 'ef-forms',
        count: DRAWS,
      }),
    );
  return made.get(key)!;
}

describe.each(KINDS)('%s/%s %s', (category, topic, kind) => {
  const questions = draws(category, topic, kind);

  it('keys what the independent solver finds, and no other option means it', () => {
    const failures = questions.map((q) => answerProblem(category, topic, q)).filter(Boolean);
    expect(failures.slice(0, 3)).toEqual([]);
  });

  it('gives in every named mistake the option making that mistake gives', () => {
    const failures = questions.flatMap((q) =>
      q.mistakes.flatMap(({ mistake, option }) => {
        const expected = trapValue(category, topic, q.params, mistake);
        if (expected === undefined) return [`no check reads "${mistake}"`];
        return meets(option, expected) ? [] : [`"${q.question}": ${mistake} is not "${option}"`];
      }),
    );
    expect([...new Set(failures)].slice(0, 3)).toEqual([]);
  });

  it('has four distinct options, every wrong one a named mistake, and no Hindi', () => {
    const wrong = questions.filter(
      (q) =>
        new Set(q.options.map((o) => o.toLowerCase())).size !== 4 ||
        q.mistakes.length !== 3 ||
        q.hi !== undefined,
    );
    expect(wrong.map((q) => q.question).slice(0, 3)).toEqual([]);
  });

  it('draws enough distinct questions at each level', () => {
    for (const level of findGenerator(category, topic)!.kinds[kind]!.levels) {
      const distinct = new Set(questions.filter((q) => q.level === level).map((q) => q.question));
      expect(distinct.size, `level ${level}`).toBeGreaterThanOrEqual(15);
    }
  });
});

/** The sentence a question gives, as the candidate reads it (the line after the instruction). */
const given = (q: GeneratedQuestion): string => q.question.split('\n')[1]!;

describe('active_passive_voice: a perfect modal and an object complement (audit 4, item 8)', () => {
  it("solves the audit's own sentences as the papers key them", () => {
    expect(
      EF_VOICE_SOLVERS.perfectModal!({
        modal: 'might',
        verb: 'complete',
        agent: { pronoun: 'she' },
        object: { text: 'the work', plural: false },
      }),
    ).toEqual({ text: 'The work might have been completed by her.' });
    expect(
      EF_VOICE_SOLVERS.objectComplement!({
        tense: 'pastSimple',
        verb: 'name',
        agent: { pronoun: 'they' },
        object: { text: 'the child', plural: false },
        complement: 'Ritesh',
      }),
    ).toEqual({ text: 'The child was named Ritesh by them.' });
  });

  it('reads each perfect modal from the printed sentence and keys its passive', () => {
    // "<Doer> <modal> have <participle> <object>." → "<Object> <modal> have been <participle> by <doer>."
    const OBJECT_FORM: Record<string, string> = {
      I: 'me',
      we: 'us',
      you: 'you',
      he: 'him',
      she: 'her',
      they: 'them',
    };
    const MODAL = /^(.+?) (might|may|must|should|could|would|will) have (\w+) (.+)\.$/;
    for (const q of draws('english', 'active_passive_voice', 'perfectModal')) {
      const m = MODAL.exec(given(q));
      expect(m, given(q)).not.toBeNull();
      const [, doer, modal, participle, object] = m!;
      // a name keeps its capital; a pronoun takes its object form; "The thieves" → "the thieves"
      const word =
        doer === 'I' || !/^(The|A|An|This|You|He|She|We|They) /.test(`${doer} `)
          ? doer!
          : doer!.toLowerCase();
      const by = OBJECT_FORM[word] ?? word;
      const key = `${object!.charAt(0).toUpperCase()}${object!.slice(1)} ${modal} have been ${participle} by ${by}.`;
      expect(q.answer).toBe(key);
      expect(q.explanation).toContain('been');
    }
  });

  it('reads each object and complement from the params and the printed sentence', () => {
    for (const q of draws('english', 'active_passive_voice', 'objectComplement')) {
      // the sentence ends with the complement, and the key keeps it right after the verb, before "by"
      expect(given(q)).toBe(EF_VOICE_SOURCES.objectComplement!(q.params));
      expect(given(q).endsWith(` ${q.params.complement}.`)).toBe(true);
      expect(q.answer).toContain(` ${q.params.complement} by `);
      // a swapped option, where the complement is a noun, makes the complement the subject
      if (q.params.nounComplement)
        expect(
          q.mistakes.every(
            (m) =>
              !m.mistake.startsWith('swapping') ||
              m.option.startsWith(String(q.params.complement).charAt(0).toUpperCase()),
          ),
        ).toBe(true);
    }
  });

  it('offers the slips the papers offer: "been" left out, and object and complement swapped', () => {
    const modal = draws('english', 'active_passive_voice', 'perfectModal');
    expect(modal.every((q) => q.mistakes[0]!.mistake.startsWith('leaving out "been"'))).toBe(true);
    const complement = draws('english', 'active_passive_voice', 'objectComplement');
    expect(complement.some((q) => q.mistakes.some((m) => m.mistake.startsWith('swapping the object')))).toBe(
      true,
    );
    expect(new Set(complement.map((q) => q.params.tense)).size).toBe(3);
  });
});

describe('direct_indirect_speech: the direct form of a reported statement (audit 4, item 8)', () => {
  it('solves a reported statement as the papers key it', () => {
    expect(
      EF_SPEECH_SOLVERS.toDirect!({
        type: 'said',
        speaker: 'Ravi',
        speakerGender: 'm',
        listener: 'me',
        listenerGender: null,
        subject: 'speaker',
        subjectPlural: null,
        verb: 'study',
        rest: 'for the exam',
        tense: 'presentContinuous',
        negative: false,
        tail: 'now',
      }),
    ).toEqual({ text: 'Ravi said to me, "I am studying for the exam now."' });
  });

  it('reads each reported statement as printed and finds its direct form among the options', () => {
    // "<Speaker> told <listener> that …" → "<Speaker> said to <listener>, "…""; "said that" → "said, "…""
    const REPORTED_TIME = /\b(then|that day|that night|the next day|the previous day)\b/;
    const PAST = { was: ['am', 'is', 'are'], were: ['are'], could: ['can'], would: ['will'] } as Record<
      string,
      string[]
    >;
    for (const q of draws('english', 'direct_indirect_speech', 'toDirect')) {
      const m = /^(.+?) (?:told (.+?)|said) that (.+)\.$/.exec(given(q));
      expect(m, given(q)).not.toBeNull();
      const [, speaker, listener, clause] = m!;
      const head = listener ? `${speaker} said to ${listener}, "` : `${speaker} said, "`;
      expect(q.answer.startsWith(head), q.answer).toBe(true);
      const quoted = q.answer.slice(head.length, -2);
      // the reported time words go back: none is left inside the quotation marks
      if (REPORTED_TIME.test(clause!)) expect(quoted).not.toMatch(REPORTED_TIME);
      // a reported "was", "were", "could" or "would" is undone in the key
      for (const [past, present] of Object.entries(PAST))
        if (new RegExp(`\\b${past}\\b`).test(clause!) && !/\bhad\b/.test(clause!))
          expect(
            present.some((w) => new RegExp(`\\b${w}\\b`).test(quoted)),
            `${quoted} keeps "${past}"`,
          ).toBe(true);
    }
  });

  it('offers the slips of the direct form: the tense, the pronouns, "told" or "that" kept', () => {
    const all = draws('english', 'direct_indirect_speech', 'toDirect').flatMap((q) =>
      q.mistakes.map((m) => m.mistake),
    );
    for (const start of [
      'keeping the simple past',
      "keeping the reporter's pronouns",
      'keeping "told',
      'keeping "that"',
    ])
      expect(
        all.some((m) => m.startsWith(start)),
        start,
      ).toBe(true);
  });
});

describe('spelling_test: the sentence with no spelling error; a word in capitals or "No error" (audit 4, item 11)', () => {
  const rows = (
    JSON.parse(readFileSync('server/content/data/english/spelling_test.json', 'utf8')) as SpellingFile
  ).questions;
  const authored = new Map(
    SPELLING_SENTENCES.map((s) => [markedSentence(s).plain, markedSentence(s).marked]),
  );

  it('keys the one sentence printed as written; every other one differs from its sentence in one marked word', () => {
    const asked = rows.filter((q) => q.question.startsWith(NO_SPELLING_ERROR_QUESTION));
    for (const level of [1, 2, 3])
      expect(asked.filter((q) => q.level === level).length).toBeGreaterThanOrEqual(10);
    for (const q of asked) {
      expect(q.options).toEqual(['A', 'B', 'C', 'D']);
      const lines = q.question.split('\n').slice(1);
      expect(lines.map((l) => l.slice(0, 3))).toEqual(['A. ', 'B. ', 'C. ', 'D. ']);
      const clean = lines.map((l) => l.slice(3)).map((l) => authored.has(l));
      // exactly one sentence is an authored one word for word: the key
      expect(clean.filter(Boolean)).toHaveLength(1);
      expect(q.options[clean.indexOf(true)]).toBe(q.answer);
      for (const line of lines.map((l) => l.slice(3)).filter((l) => !authored.has(l))) {
        // the authored sentence it came from: the same words but one, a marked word, misspelt
        const words = line.split(' ');
        const source = [...authored].find(([plain]) => {
          const w = plain.split(' ');
          return w.length === words.length && w.filter((x, i) => x !== words[i]).length === 1;
        });
        expect(source, line).toBeDefined();
        const [plain, marked] = source!;
        const changed = plain
          .split(' ')
          .find((x, i) => x !== words[i])!
          .replace(/[.,]$/, '');
        expect(marked, line).toContain(changed);
        expect(q.explanation).toContain(`should be spelt '${changed}'`);
      }
    }
  });

  it('keys the word in capitals spelt right, or "No error" when it is printed right, "No error" last', () => {
    const asked = rows.filter((q) => q.question.startsWith(SPELLING_OR_NO_ERROR_QUESTION));
    for (const level of [1, 2, 3])
      expect(asked.filter((q) => q.level === level).length).toBeGreaterThanOrEqual(12);
    let noError = 0;
    for (const q of asked) {
      const line = q.question.split('\n')[1]!;
      const shown = line.match(/\b[A-Z]{2,}\b/g)!;
      expect(shown).toHaveLength(1);
      expect(q.options[3]).toBe(NO_ERROR);
      // the authored sentence with the word in capitals put back in lower case, if it is spelt right
      const lower = line.replace(shown[0]!, shown[0]!.toLowerCase());
      if (authored.has(lower)) {
        noError += 1;
        expect(q.answer).toBe(NO_ERROR);
        expect(q.options).not.toContain(shown[0]!.toLowerCase());
      } else {
        // the word it misspells: the marked word of the one sentence that reads the same around it
        const [before, after] = line.split(shown[0]!);
        const source = [...authored].find(([plain]) => plain.startsWith(before!) && plain.endsWith(after!));
        expect(source, line).toBeDefined();
        const word = source![0].slice(before!.length, source![0].length - after!.length);
        expect(source![1]).toContain(word);
        expect(q.answer).toBe(word);
      }
    }
    expect(noError).toBeGreaterThan(5);
  });
});

describe('idoms_phrases: the sentence that uses a given idiom correctly (audit 4, item 18)', () => {
  const rows = buildEnglishBank('idoms_phrases').questions.filter((q) =>
    q.question.startsWith(IDIOM_USE_QUESTION),
  );

  it('asks at least 7 idioms a level, each once', () => {
    for (const level of [1, 2, 3])
      expect(rows.filter((q) => q.level === level).length).toBeGreaterThanOrEqual(7);
    expect(new Set(rows.map((q) => q.question)).size).toBe(rows.length);
  });

  it('holds the idiom in every sentence, keys one, and says why each other one misuses it', () => {
    for (const q of rows) {
      const idiom = q.question.split('\n')[1]!.toLowerCase();
      const last = idiom.split(' ').at(-1)!;
      for (const o of q.options) expect(o.toLowerCase(), o).toContain(last);
      expect(q.options.filter((o) => o === q.answer)).toHaveLength(1);
      // the explanation gives the meaning, names the key, and gives each wrong sentence its reason
      expect(q.explanation.startsWith(`"${q.question.split('\n')[1]}" means `)).toBe(true);
      expect(q.explanation).toContain(`only "${q.answer}" uses it so`);
      for (const o of q.options.filter((x) => x !== q.answer))
        expect(q.explanation, o).toMatch(new RegExp(`"${o.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}": \\S`));
    }
  });
});

describe('antonyms: the antonym of a phrase in capitals (audit 4, item 19)', () => {
  const rows = (
    JSON.parse(readFileSync('server/content/data/english/antonyms.json', 'utf8')) as SpellingFile
  ).questions.filter((q) => q.question.startsWith(ANTONYM_PHRASE_QUESTION));

  it('asks every phrase of the table once, at least 7 a level', () => {
    expect(rows).toHaveLength(ANTONYM_PHRASES.length);
    for (const level of [1, 2, 3])
      expect(rows.filter((q) => q.level === level).length).toBeGreaterThanOrEqual(7);
  });

  it('prints one phrase in capitals, keys its opposite, and gives the synonym and the others as named mistakes', () => {
    for (const q of rows) {
      const sentence = q.question.split('\n')[1]!;
      const runs = sentence.match(/\b[A-Z][A-Z'-]*(?: [A-Z][A-Z'-]*)+\b/g) ?? [];
      expect(runs, sentence).toHaveLength(1);
      const phrase = runs[0]!.toLowerCase();
      const entry = ANTONYM_PHRASES.find((p) => p.sentence === sentence)!;
      expect(q.answer).toBe(entry.antonym);
      expect(new Set(q.options)).toEqual(
        new Set([entry.antonym, entry.synonym, ...entry.others.map(([o]) => o)]),
      );
      // the explanation names the phrase, its opposite, the synonym's trap and each other phrase's meaning
      expect(q.explanation).toContain(`"${phrase}" means ${entry.meaning}; its opposite is "${q.answer}"`);
      expect(q.explanation).toContain(`"${entry.synonym}" means the same as "${phrase}"`);
      for (const [o, m] of entry.others) expect(q.explanation).toContain(`"${o}" means ${m}`);
      // no option is the phrase itself
      expect(q.options).not.toContain(phrase);
    }
  });
});
