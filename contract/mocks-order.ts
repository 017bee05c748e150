/**
 * The order a candidate sees a mock in (issue 18 §2). The paper is the same bytes for everyone
 * (GET /api/mocks/{exam}/{mock}/paper, published order); as the real exams do, each candidate sees
 * the questions of each section in an order of their own, and the options of each question too, except
 * an option marked `pinned` ("No error", "No improvement", "None of these"), which stays where the
 * paper prints it (last), and the parts of the question's own sentence, which keep its order. The order is a pure function of the attempt id, so the exam screen, a reload
 * of it and the review all show the same order without the server storing it. Sections keep their
 * order (the real screens' tabs). Pure; no Math.random.
 */

import { sentenceOrder } from './sentence-order';

/** A 32-bit seed from the attempt id (FNV-1a). */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small, well-spread generator of numbers in [0, 1). */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * What the order needs of a question: its id and its options' ids, pinned ones flagged; its text and
 * its options' texts, for the parts of a sentence (contract/sentence-order.ts).
 */
export interface OrderableQuestion {
  readonly id: number;
  readonly question?: string;
  readonly options: readonly { readonly id: string; readonly text?: string; readonly pinned?: boolean }[];
}

/**
 * The candidate's order of one section: `attemptId` and the section's key seed it, so two sections
 * shuffle independently. Returns new arrays of the same objects; the options of each question are
 * reordered, pinned options keeping their own positions.
 */
export function orderSection<Q extends OrderableQuestion>(
  attemptId: string,
  sectionKey: string,
  questions: readonly Q[],
): { question: Q; options: Q['options'][number][] }[] {
  const random = generator(seedOf(`${attemptId}/${sectionKey}`));
  return shuffled(questions, random).map((question) => {
    const free = shuffled(
      question.options.filter((o) => !o.pinned),
      random,
    );
    // The parts of the question's sentence keep its order (the shuffle above is still drawn, so every
    // other question's order stays what it was before this rule).
    const inSentence =
      question.question === undefined
        ? undefined
        : sentenceOrder(
            question.question,
            question.options.map((o) => o.text ?? ''),
            (i) => question.options[i]!.pinned === true,
          );
    if (inSentence) return { question, options: inSentence.map((i) => question.options[i]!) };
    let next = 0;
    const options = question.options.map((o) => (o.pinned ? o : free[next++]!));
    return { question, options };
  });
}
