/**
 * Prints a few generated questions for a person to read:
 *   npx tsx server/content/generators/sample.ts aptitude percentage 3 5
 * (category, topic, level, how many; topic "all" prints every generated topic).
 */
import { generateBank, generatedTopics } from './build';
import type { Level } from './types';
import { cliArgsOrExit } from '../../cli-args';

const { positionals } = cliArgsOrExit(
  'Usage: npx tsx server/content/generators/sample.ts [CATEGORY [TOPIC|all [LEVEL|all [COUNT]]]]\n(default: aptitude all 1 5)',
  {},
  { positionals: true },
);
const [category = 'aptitude', topic = 'all', levelArg = '1', countArg = '5'] = positionals;
const levels: Level[] = levelArg === 'all' ? [1, 2, 3] : [Number(levelArg) as Level];
const topics =
  topic === 'all'
    ? generatedTopics()
        .filter((t) => t.category === category)
        .map((t) => t.topic)
    : [topic];

for (const name of topics) {
  for (const level of levels) {
    console.log(`\n=== ${category}/${name} level ${level} ===`);
    const bank = generateBank(category, name, level, 60);
    const step = Math.max(1, Math.floor(bank.length / Number(countArg)));
    for (let i = 0; i < bank.length && i / step < Number(countArg); i += step) {
      const q = bank[i]!;
      console.log(`\n[${q.params.kind}] ${q.question}`);
      for (const option of q.options)
        console.log(
          `  ${option === q.answer ? '*' : ' '} ${option}${option === q.answer ? '' : `   (${q.mistakes.find((m) => m.option === option)?.mistake})`}`,
        );
      console.log(`  → ${q.explanation}`);
    }
  }
}
