/**
 * Hindi twins of derived rows (issue 15). A derived row is re-made by every derivation, so its Hindi
 * cannot be written in the data file like a hand-written row's: it is written beside the tables, as
 * the Hindi of a question (keyed by the derived row's English question) and the Hindi of every option
 * text that question can offer (keyed by the English option), and put on by `withHindi` each time the
 * rows are derived. Options are matched by name, so a reshuffle keeps them in the English order.
 */
import type { QuestionHindi } from '../../../../contract/quiz';
import type { Derivation } from './lib';

export interface HindiTwins {
  /** The derived row's English question → its Hindi question and explanation. */
  readonly rows: Readonly<Record<string, { readonly question: string; readonly explanation: string }>>;
  /** An English option text → its Hindi (numbers and capital codes may be the same text). */
  readonly names: Readonly<Record<string, string>>;
}

/**
 * The derivations with `hi` on the rows `twins` translates. Throws when a translated question is no
 * longer derived or one of its options has no Hindi name, so an edited table cannot leave a stale or
 * half-English twin behind.
 */
export function withHindi(derivations: readonly Derivation[], twins: HindiTwins): Derivation[] {
  const unused = new Set(Object.keys(twins.rows));
  const out = derivations.map((d) => {
    const text = twins.rows[d.row.question];
    if (!text) return d;
    unused.delete(d.row.question);
    const options = d.row.options.map((o) => {
      const name = twins.names[o];
      if (name === undefined) throw new Error(`no Hindi for the option "${o}" of "${d.row.question}"`);
      return name;
    });
    const hi: QuestionHindi = {
      question: text.question,
      options: options as unknown as QuestionHindi['options'],
      explanation: text.explanation,
    };
    return { ...d, row: { ...d.row, hi } };
  });
  if (unused.size > 0) throw new Error(`Hindi for questions no longer derived: ${[...unused].join(' | ')}`);
  return out;
}
