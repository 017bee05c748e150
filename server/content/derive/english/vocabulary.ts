/**
 * Hand-curated word lists for the English vocabulary banks (derived by `../english.ts` with WordNet 3.1
 * and the SUBTLEX-US frequency list). Every word here is typical of SSC / RRB / CGL / CHSL English
 * papers; WordNet supplies the meanings, synonyms and antonyms, the frequency list grades the levels.
 */
import { ADJECTIVES } from './vocabulary-adjectives';
import { NOUNS } from './vocabulary-nouns';
import { VERBS } from './vocabulary-verbs';

/**
 * Target words for synonyms and antonyms: `word:pos:synonyms:antonyms` (pos a adjective, v verb, n noun;
 * the synonyms and antonyms an examiner would expect, best first, `/` between them). The derivation uses
 * the first one WordNet confirms (sharing a sense with the word; or opposite to one of its senses) and
 * drops the rest; a word with none confirmed is not asked.
 */
export const VOCABULARY: readonly string[] = [...ADJECTIVES, ...VERBS, ...NOUNS];
