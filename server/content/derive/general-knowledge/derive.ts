/**
 * Rewrites the derived rows of the general-knowledge data files, keeping their hand-written rows:
 *
 *   npx tsx server/content/derive/general-knowledge/derive.ts          # write
 *   npx tsx server/content/derive/general-knowledge/derive.ts --check  # exit 1 if a file differs from a fresh derivation
 *
 * A hand-written row has no `source` of its own; a derived row always has one (see lib.ts).
 */
import { bankFileText, type BuiltRow } from '../../load';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { deriveComputerFundamental } from './computer-fundamental';
import { deriveGeneralScience } from './general-science';
import { deriveGeography } from './geography';
import { norm, type Derivation, type DerivedRow } from './lib';
import { cliArgsOrExit } from '../../../cli-args';

export const FILE_SOURCE = 'Original questions written for ParikshaPath.';

export const DERIVED_TOPICS: Readonly<Record<string, () => Derivation[]>> = {
  geography: deriveGeography,
  general_science: deriveGeneralScience,
  computer_fundamental: deriveComputerFundamental,
};

export const dataFile = (topic: string): string =>
  fileURLToPath(new URL(`../../data/general_knowledge/${topic}.json`, import.meta.url));

/** A row written by hand in the data file: it has no source of its own. */
export type HandRow = Omit<BuiltRow, 'source'>;
export interface TopicFile {
  category: 'general_knowledge';
  topic: string;
  source: string;
  questions: (HandRow | DerivedRow)[];
}

export function readTopicFile(topic: string): TopicFile | undefined {
  const path = dataFile(topic);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as TopicFile) : undefined;
}

/** The file as it should be: its hand-written rows (sorted by level, order kept) and then the fresh derived rows. */
export function buildTopicFile(topic: string, existing: TopicFile | undefined): TopicFile {
  const derive = DERIVED_TOPICS[topic];
  if (!derive) throw new Error(`no derivation for ${topic}`);
  const hand = (existing?.questions ?? []).filter((q) => !('source' in q));
  const derived = derive().map((d) => d.row);
  const seen = new Set<string>();
  for (const q of [...hand, ...derived]) {
    const key = norm(q.question);
    if (seen.has(key)) throw new Error(`${topic}: the question "${q.question}" appears twice`);
    seen.add(key);
  }
  const byLevel = (a: { level: number }, b: { level: number }): number => a.level - b.level;
  return {
    category: 'general_knowledge',
    topic,
    source: FILE_SOURCE,
    questions: [...[...hand].sort(byLevel), ...[...derived].sort(byLevel)],
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { values } = cliArgsOrExit(
    'Usage: npx tsx server/content/derive/general-knowledge/derive.ts [--check]\n  --check  write nothing; exit 1 when a data file differs from a fresh derivation',
    { check: { type: 'boolean', default: false } },
  );
  const check = values.check === true;
  let stale = false;
  for (const topic of Object.keys(DERIVED_TOPICS)) {
    const existing = readTopicFile(topic);
    const text = bankFileText(buildTopicFile(topic, existing));
    const current = existsSync(dataFile(topic)) ? readFileSync(dataFile(topic), 'utf8') : '';
    if (text === current) continue;
    if (check) {
      stale = true;
      console.error(`${topic}: differs from a fresh derivation`);
    } else {
      writeFileSync(dataFile(topic), text);
      console.log(`wrote ${dataFile(topic)}`);
    }
  }
  if (stale) process.exit(1);
}
