import { describe, expect, it } from 'vitest';
import { generateBank } from '../../server/content/generators/build';
import { fillSlot, itemsFor } from '../../server/content/generators/english/usage';
import { LEVEL_NUMBERS } from '../../server/content/generators/types';
import { drawsOfKind } from './support/draws';
import { adverbSentence, article, expectedRight } from './support/english-solvers';

const FAMILIES = ['agreement', 'tense', 'fixed', 'usage', 'time', 'degree', 'whatArticle'];

describe('english usage items (every item of every family and level)', () => {
  const all = LEVEL_NUMBERS.flatMap((level) =>
    FAMILIES.flatMap((family) => itemsFor(family, level).map((item) => ({ level, ...item }))),
  );

  it('have one slot, a right form distinct from at least three wrong ones, and a rule', () => {
    const problems: string[] = [];
    for (const item of all) {
      if (item.text.split('{}').length !== 2) problems.push(`slots: ${item.text}`);
      const forms = [item.right, ...item.wrongs].map((f) => f.toLowerCase());
      if (new Set(forms).size !== forms.length || item.wrongs.length < 3)
        problems.push(`forms: ${item.text} ${forms.join('|')}`);
      if (item.unit && !(item.text.includes(item.unit) && item.unit.includes('{}')))
        problems.push(`unit: ${item.text} / ${item.unit}`);
      const sentence = fillSlot(item.text, item.right);
      if (/\s{2}|\.\.$|^\s|\s$/.test(sentence) || !/[.?!]$/.test(sentence) || !/^[A-Z]/.test(sentence))
        problems.push(`sentence: ${sentence}`);
      if (item.rule.trim().length < 10) problems.push(`rule: ${item.text}`);
    }
    expect(problems).toEqual([]);
  });

  it('speak of the continuous only where the right form, or a form the rule quotes, is one (issue 12: "Nobody know" was told about a continuous it does not have)', () => {
    const continuous = (text: string): boolean => /\b\w+ing\b/.test(text);
    const quoted = (rule: string): string[] => [...rule.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
    const stray = all.filter(
      (i) => /continuous/i.test(i.rule) && !continuous(i.right) && !quoted(i.rule).some(continuous),
    );
    expect(stray.map((i) => `${i.text}: ${i.rule}`)).toEqual([]);
  });

  it('agree with the rules recomputed by the test (time prepositions, degrees, articles) for every computed item', () => {
    const computed = all.filter((i) => ['time', 'degree', 'whatArticle'].includes(i.family));
    expect(computed.length).toBeGreaterThan(100);
    const wrong = computed.filter(
      (i) =>
        expectedRight({ ...i, base: i.base ?? null }) !== i.right ||
        i.wrongs.includes(expectedRight({ ...i, base: i.base ?? null })),
    );
    expect(wrong.map((i) => `${i.text}: ${i.right}`)).toEqual([]);
  });
});

describe('english/spotting_errors', () => {
  it.each(LEVEL_NUMBERS)(
    'level %i: the options are the sentence\'s own segments, in order, and "No error" in the older three-segment form',
    (level) => {
      const kinds = new Set<string>();
      for (const q of generateBank('english', 'spotting_errors', level)) {
        kinds.add(q.params.kind);
        const shown = q.question.split('\n')[1]!;
        const four = q.params.kind === 'spotFour';
        const five = q.params.kind === 'spotFive';
        // the older form: three segments and "No error"; the newer: four segments, one always wrong;
        // five segments, the first given as correct and the other four the options
        expect(q.options.filter((o) => o === 'No error')).toHaveLength(four || five ? 0 : 1);
        const segments = q.params.segments as string[];
        expect(segments).toHaveLength(five ? 5 : four ? 4 : 3);
        expect(shown).toBe(segments.join(' / '));
        const offered = five ? segments.slice(1) : segments;
        expect([...q.options].filter((o) => o !== 'No error').sort()).toEqual([...offered].sort());
        if (five) {
          expect(q.question).toContain('The first segment has no error.');
          expect(q.params.shown).not.toBe(q.params.right);
          // re-derived: the one segment whose shown form, put right, gives the correct sentence is the key
          const right = fillSlot(q.params.text as string, q.params.right as string);
          const mends = segments.filter(
            (seg, k) =>
              seg.includes(q.params.shown as string) &&
              segments
                .map((x, m) => (m === k ? x.replace(q.params.shown as string, q.params.right as string) : x))
                .join(' ') === right,
          );
          expect(mends, q.question).toEqual([q.answer]);
          expect(segments[0]).not.toBe(q.answer);
          // no option a lone short word ("the", "He")
          for (const seg of segments)
            expect(/ /.test(seg) || seg.replace(/\W/g, '').length >= 4, seg).toBe(true);
        }
        expect(q.answer === 'No error').toBe(q.params.shown === q.params.right);
        if (four) expect(q.params.shown).not.toBe(q.params.right);
        // the sentence shown is the item's sentence with the shown form in the slot
        expect(segments.join(' ')).toBe(fillSlot(q.params.text as string, q.params.shown as string));
      }
      expect([...kinds].sort()).toEqual(['spot', 'spotFive', 'spotFour']);
    },
  );
});

describe('english/sentence_improvement', () => {
  it.each(LEVEL_NUMBERS)(
    'level %i: one bracketed part, never itself an option, and one "No improvement" or "No substitution required"',
    (level) => {
      const kinds = new Set<string>();
      for (const q of generateBank('english', 'sentence_improvement', level)) {
        kinds.add(q.params.kind);
        const brackets = q.question.match(/\[([^\]]+)\]/g) ?? [];
        expect(brackets).toHaveLength(1);
        const inside = brackets[0]!.slice(1, -1);
        expect(q.options.map((o) => o.toLowerCase())).not.toContain(inside.toLowerCase());
        const none = q.params.kind === 'substitute' ? 'No substitution required' : 'No improvement';
        expect(q.options.filter((o) => o === none)).toHaveLength(1);
        expect(q.question).toContain(`select "${none}"`);
        expect(q.options.filter((o) => /^No (improvement|substitution)/.test(o))).toHaveLength(1);
      }
      expect([...kinds].sort()).toEqual(['improve', 'substitute']);
    },
  );
});

describe('english/grammer', () => {
  it.each(LEVEL_NUMBERS)(
    "level %i: exactly one article phrase is right by the test's own sound rules",
    (level) => {
      const phrases = generateBank('english', 'grammer', level).filter(
        (q) => q.params.kind === 'articlePhrase',
      );
      expect(phrases.length).toBeGreaterThan(0);
      for (const q of phrases) {
        const right = q.options.filter((o) => {
          const [art, ...rest] = o.split(' ');
          return article(rest.join(' ')) === art;
        });
        expect(right).toEqual([q.answer]);
      }
    },
  );

  it('adverb of manner: exactly one option is a scene written as the -ly rule and the word order want it, and it is the key', () => {
    const draws = drawsOfKind('english', 'grammer', 'adverbOfManner', LEVEL_NUMBERS, {
      prefix: 'adverb-of-manner',
      count: 60,
    });
    const wrong = draws.flatMap((q) => {
      const written = (q.params.scenes as unknown as Parameters<typeof adverbSentence>[0][]).map(
        adverbSentence,
      );
      const right = q.options.filter((o) => written.includes(o));
      return right.length === 1 && right[0] === q.answer ? [] : [`${q.options.join(' | ')} → ${q.answer}`];
    });
    expect(draws.length).toBe(180);
    expect(wrong).toEqual([]);
  });
});
