/**
 * Builds question banks from the generators: `generateBank('aptitude', 'percentage', 2)` gives 60
 * distinct level-2 questions, the same on every build for the same seed.
 */
import { GENERATORS } from './index';
import { questionIdentity, toQuestion } from './question';
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
  built.set(`${name}/${count}`, bank);
  return [...bank];
}
