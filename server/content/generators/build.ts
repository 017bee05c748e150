/**
 * Builds question banks from the generators: `generateBank('aptitude', 'percentage', 2)` gives 60
 * distinct level-2 questions, the same on every build for the same seed.
 */
import { GENERATORS } from './index';
import { drawKind, questionIdentity, toQuestion } from './question';
import { createRng, type Rng } from './rng';
import { hasUnsuitableWord } from './unsuitable-words';
import type { GeneratedQuestion, Level, TopicGenerator } from './types';

/** How many draws a bank may take per question it needs before it gives up on distinct ones. */
const DRAWS_PER_QUESTION = 40;

export function findGenerator(category: string, topic: string): TopicGenerator | undefined {
  return GENERATORS[category]?.[topic];
}

export function hasGenerator(category: string, topic: string): boolean {
  return findGenerator(category, topic) !== undefined;
}

/** Every (category, topic) that has a generator. */
export function generatedTopics(): { category: string; topic: string }[] {
  return Object.entries(GENERATORS).flatMap(([category, topics]) =>
    Object.keys(topics).map((topic) => ({ category, topic })),
  );
}

/** One question from a generator and a random stream (a test draws many this way). */
export function generateQuestion(generator: TopicGenerator, level: Level, rng: Rng): GeneratedQuestion {
  return toQuestion(level, generator.generate(level, rng));
}

/**
 * Every kind of the level at least once in its bank: on a level with many kinds, a kind of low weight
 * could draw no question in the weighted draws, and a candidate would never meet it. Each missing kind
 * gets a question drawn from the same stream, in place of the last question of the kind the bank holds
 * most of (while that kind has two or more), so the rest of the bank (and its questions' ids) stays
 * as drawn.
 */
function coverEveryKind(
  generator: TopicGenerator,
  level: Level,
  rng: Rng,
  bank: GeneratedQuestion[],
  isNew: (question: GeneratedQuestion) => boolean,
): void {
  if (bank.length === 0) return;
  for (const [name, kind] of Object.entries(generator.kinds)) {
    if (!kind.levels.includes(level) || bank.some((q) => q.params.kind === name)) continue;
    for (let attempt = 0; attempt < DRAWS_PER_QUESTION; attempt += 1) {
      const question = toQuestion(level, drawKind(name, kind, level, rng));
      if (!isNew(question)) continue;
      const counts = new Map<string, number>();
      for (const q of bank) counts.set(String(q.params.kind), (counts.get(String(q.params.kind)) ?? 0) + 1);
      const [most, times] = [...counts].reduce((a, b) => (b[1] > a[1] ? b : a));
      // a bank too small to hold every kind (a test's bank of one) keeps what it drew
      if (times < 2) return;
      bank.splice(
        bank.findLastIndex((q) => q.params.kind === most),
        1,
        question,
      );
      break;
    }
  }
}

/** Banks already built in this process, by topic, level, count and seed (a level's bank needs the ones below it). */
const built = new Map<string, GeneratedQuestion[]>();

/**
 * `count` distinct questions (by text, and drawing for figure questions; fewer only if the generator runs out of new ones within
 * DRAWS_PER_QUESTION × count draws). The seed and the bank's name fix the stream, so banks of
 * different topics and levels do not share one. A question already in the bank of a lower level of
 * the topic is skipped: a candidate never meets the same question word for word at two levels.
 */
export function generateBank(
  category: string,
  topic: string,
  level: Level,
  count = 60,
  seed: number | string = 1,
): GeneratedQuestion[] {
  const generator = findGenerator(category, topic);
  if (!generator) throw new Error(`no generator for ${category}/${topic}`);
  const name = `${category}/${topic}/level${level}/${seed}`;
  const cached = built.get(`${name}/${count}`);
  if (cached) return [...cached];
  const lower = new Set<string>();
  for (let below = 1; below < level; below += 1)
    for (const q of generateBank(category, topic, below as Level, count, seed))
      lower.add(questionIdentity(q));
  const rng = createRng(name);
  const bank: GeneratedQuestion[] = [];
  const seen = new Set<string>();
  for (let draw = 0; draw < count * DRAWS_PER_QUESTION && bank.length < count; draw += 1) {
    const question = generateQuestion(generator, level, rng);
    const key = questionIdentity(question);
    if (seen.has(key) || lower.has(key) || hasUnsuitableWord(question)) continue;
    seen.add(key);
    bank.push(question);
  }
  coverEveryKind(generator, level, rng, bank, (q) => {
    const key = questionIdentity(q);
    if (seen.has(key) || lower.has(key) || hasUnsuitableWord(q)) return false;
    seen.add(key);
    return true;
  });
  built.set(`${name}/${count}`, bank);
  return [...bank];
}
