/**
 * The one-word substitution bank: hand-written phrases whose answer's WordNet sense is quoted (../README.md).
 */
import { ONE_WORD_CONTEXTS } from './contexts';
import { createRng } from '../../generators/rng';
import type { Synset } from '../wordnet';
import { shortDefinition, type Words } from './lexicon';
import { cap, sameFamily, WORDNET_SOURCE, type Row } from './rows';
import { SUBSTITUTION_LIST, type Substitution } from './substitutions';

/** The WordNet synset a substitution's phrase describes (its `sense` of `answer`). */
export function substitutionSense(words: Words, s: Substitution): Synset | undefined {
  return words.senses(s.answer, s.pos)[s.sense - 1];
}

export function substitutionQuestion(words: Words, s: Substitution, level: 1 | 2 | 3): Row | undefined {
  const sense = substitutionSense(words, s);
  if (!sense || !sense.words.some((w) => w.toLowerCase() === s.answer)) return undefined;
  const rng = createRng(`one_word_substitution:${s.answer}`);
  const sameGroup = SUBSTITUTION_LIST.filter(
    (o) => o.pos === s.pos && o.group === s.group && o.answer !== s.answer,
  );
  const others = SUBSTITUTION_LIST.filter((o) => o.pos === s.pos && o.group !== s.group);
  const chosen: Substitution[] = [];
  for (const o of [...rng.shuffle(sameGroup), ...rng.shuffle(others)]) {
    if (chosen.length === 3) break;
    // no distractor may have the phrase's sense, one linked to it (similar-to, also-see, a kind of it or what
    // it is a kind of), or any sense in common with the answer
    const linked = new Set([
      sense.key,
      ...sense.pointers.filter((p) => /^(&|\^|@|~|@i|~i)$/.test(p.symbol)).map((p) => p.target),
    ]);
    const answerSenses = new Set(words.allSenses(s.answer).map((x) => x.key));
    const bad = words
      .allSenses(o.answer)
      .some(
        (x) =>
          linked.has(x.key) ||
          answerSenses.has(x.key) ||
          words.neighbours(x).some((n) => n.key === sense.key),
      );
    if (bad || sameFamily(o.answer, s.answer) || chosen.some((c) => sameFamily(c.answer, o.answer))) continue;
    chosen.push(o);
  }
  if (chosen.length < 3) return undefined;
  const options = rng.shuffle([s.answer, ...chosen.map((c) => c.answer)]);
  const stem = rng.pick([
    `Select the word that can replace the given group of words.\n${s.phrase}`,
    `Choose the one word that best expresses the meaning of:\n${s.phrase}`,
    `Select the one-word substitute for:\n${s.phrase}`,
  ]);
  const lower = (p: string) => p.charAt(0).toLowerCase() + p.slice(1);
  // the papers' newer form: the phrase inside a sentence, printed in capitals (contexts.ts)
  const frame = ONE_WORD_CONTEXTS[s.answer];
  const question = frame
    ? `Select the one word that can substitute the group of words in capitals in the given sentence.\n${frame.replace('{}', lower(s.phrase).toUpperCase())}`
    : stem;
  const trap = chosen[0]!;
  const explanation =
    `${cap(s.answer)}: ${lower(s.phrase)} (WordNet: "${shortDefinition(sense)}").` +
    ` Compare '${trap.answer}': ${lower(trap.phrase)}.`;
  return { level, question, options, answer: s.answer, explanation, source: WORDNET_SOURCE };
}
