/**
 * Independent solvers for the English voice and narration generators: the expected sentence is rebuilt
 * from the question's params with the test's own verb morphology (spelling rules plus its own list of
 * irregular verbs) and its own tables of auxiliaries, pronouns and word shifts — none of the
 * generator's tables or functions are used.
 */
import type { Params, Solver } from './aptitude-solvers';
import { text } from './values';

const IRREGULAR: Record<string, [string, string]> = {
  ring: ['rang', 'rung'], write: ['wrote', 'written'], sing: ['sang', 'sung'], build: ['built', 'built'], make: ['made', 'made'],
  draw: ['drew', 'drawn'], break: ['broke', 'broken'], grow: ['grew', 'grown'], drive: ['drove', 'driven'], sweep: ['swept', 'swept'],
  catch: ['caught', 'caught'], teach: ['taught', 'taught'], win: ['won', 'won'], sell: ['sold', 'sold'], read: ['read', 'read'],
  throw: ['threw', 'thrown'], feed: ['fed', 'fed'], dig: ['dug', 'dug'], steal: ['stole', 'stolen'], tear: ['tore', 'torn'],
  fly: ['flew', 'flown'], choose: ['chose', 'chosen'], forget: ['forgot', 'forgotten'], hide: ['hid', 'hidden'], bite: ['bit', 'bitten'],
  eat: ['ate', 'eaten'], bring: ['brought', 'brought'], shut: ['shut', 'shut'], keep: ['kept', 'kept'], buy: ['bought', 'bought'],
  lose: ['lost', 'lost'], take: ['took', 'taken'], give: ['gave', 'given'], go: ['went', 'gone'], come: ['came', 'come'],
  see: ['saw', 'seen'], do: ['did', 'done'], meet: ['met', 'met'], leave: ['left', 'left'], speak: ['spoke', 'spoken'],
  get: ['got', 'got'], know: ['knew', 'known'], stand: ['stood', 'stood'], sit: ['sat', 'sat'], send: ['sent', 'sent'],
  pay: ['paid', 'paid'], run: ['ran', 'run'],
};
/** Verbs whose final consonant doubles before -ed / -ing. */
const DOUBLE = new Set(['win', 'dig', 'forget', 'shut', 'get', 'sit', 'run']);

function regularEd(b: string): string {
  if (b.endsWith('e')) return `${b}d`;
  if (/[^aeiou]y$/.test(b)) return `${b.slice(0, -1)}ied`;
  return DOUBLE.has(b) ? `${b}${b.at(-1)}ed` : `${b}ed`;
}
const past = (b: string): string => IRREGULAR[b]?.[0] ?? regularEd(b);
const pp = (b: string): string => IRREGULAR[b]?.[1] ?? regularEd(b);
function ing(b: string): string {
  if (b.endsWith('ie')) return `${b.slice(0, -2)}ying`;
  if (b.endsWith('e') && !b.endsWith('ee')) return `${b.slice(0, -1)}ing`;
  return DOUBLE.has(b) ? `${b}${b.at(-1)}ing` : `${b}ing`;
}
function third(b: string): string {
  if (b === 'go' || b === 'do') return `${b}es`;
  if (/(s|sh|ch|x|z)$/.test(b)) return `${b}es`;
  if (/[^aeiou]y$/.test(b)) return `${b.slice(0, -1)}ies`;
  return `${b}s`;
}

// pronoun: [nominative, accusative, number/person class] — 'I' | 'sg' | 'pl'
const PRON: Record<string, [string, string, 'I' | 'sg' | 'pl']> = {
  I: ['I', 'me', 'I'], we: ['we', 'us', 'pl'], you: ['you', 'you', 'pl'], he: ['he', 'him', 'sg'], she: ['she', 'her', 'sg'], they: ['they', 'them', 'pl'],
};

interface NP {
  nom: string;
  acc: string;
  cls: 'I' | 'sg' | 'pl';
}
function np(p: unknown): NP {
  const o = p as { pronoun?: string; text?: string; plural?: boolean };
  if (o.pronoun) {
    const [nom, acc, cls] = PRON[o.pronoun]!;
    return { nom, acc, cls };
  }
  return { nom: o.text!, acc: o.text!, cls: o.plural ? 'pl' : 'sg' };
}
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const join = (...w: (string | null | undefined)[]): string => w.filter((x) => x).join(' ');

const BE_PRESENT = { I: 'am', sg: 'is', pl: 'are' };
const BE_PAST = { I: 'was', sg: 'was', pl: 'were' };
const HAVE = { I: 'have', sg: 'has', pl: 'have' };
const DO = { I: 'do', sg: 'does', pl: 'do' };

/** Auxiliaries + verb, as words, for a tense, voice and subject class. */
function chain(tense: string, passive: boolean, cls: NP['cls'], base: string): string[] {
  const p = pp(base);
  const lastActive: Record<string, string[]> = {
    presentSimple: [cls === 'sg' ? third(base) : base],
    pastSimple: [past(base)],
    future: ['will', base],
    presentContinuous: [BE_PRESENT[cls], ing(base)],
    pastContinuous: [BE_PAST[cls], ing(base)],
    presentPerfect: [HAVE[cls], p],
    pastPerfect: ['had', p],
    futurePerfect: ['will', 'have', p],
  };
  const lastPassive: Record<string, string[]> = {
    presentSimple: [BE_PRESENT[cls], p],
    pastSimple: [BE_PAST[cls], p],
    future: ['will', 'be', p],
    presentContinuous: [BE_PRESENT[cls], 'being', p],
    pastContinuous: [BE_PAST[cls], 'being', p],
    presentPerfect: [HAVE[cls], 'been', p],
    pastPerfect: ['had', 'been', p],
    futurePerfect: ['will', 'have', 'been', p],
  };
  const table = passive ? lastPassive : lastActive;
  if (table[tense]) return table[tense]!;
  return passive ? [tense, 'be', p] : [tense, base]; // modals
}

/** Splits the chain for negatives and questions: [auxiliary, rest]. */
function auxSplit(tense: string, passive: boolean, cls: NP['cls'], base: string): [string, string[]] {
  if (!passive && tense === 'presentSimple') return [DO[cls], [base]];
  if (!passive && tense === 'pastSimple') return ['did', [base]];
  const c = chain(tense, passive, cls, base);
  return [c[0]!, c.slice(1)];
}

function voiceSentence(p: Params, passive: boolean): string {
  const agent = np(p.agent);
  const object = np(p.object);
  const tense = p.tense as string;
  const base = p.verb as string;
  const tail = (p.tail as string | null) ?? null;
  const [subj, compl] = passive ? [object, `by ${agent.acc}`] : [agent, object.acc];
  const form = p.form as string;
  if (form === 'statement') return `${cap(join(subj.nom, ...chain(tense, passive, subj.cls, base), compl, tail))}.`;
  if (form === 'negative') {
    const [aux, rest] = auxSplit(tense, passive, subj.cls, base);
    return `${cap(join(subj.nom, aux, 'not', ...rest, compl, tail))}.`;
  }
  if (form === 'who') {
    if (!passive) return `Who ${join(...chain(tense, false, 'sg', base), object.acc)}?`;
    const [aux, rest] = auxSplit(tense, true, object.cls, base);
    return `By whom ${join(aux, object.nom, ...rest)}?`;
  }
  const [aux, rest] = auxSplit(tense, passive, subj.cls, base);
  return `${cap(join(p.wh as string | null, aux, subj.nom, ...rest, compl, tail))}?`;
}

function commandPassive(p: Params): string {
  const base = p.verb as string;
  let obj = p.object as string;
  if (p.type === 'let') return `Let ${obj} be ${pp(base)} by ${PRON[p.pronoun as string]![1]}.`;
  let particle = '';
  if (obj.startsWith('off ')) {
    particle = ' off';
    obj = obj.slice(4);
  }
  return `Let ${obj} ${p.type === 'dont' ? 'not be' : 'be'} ${pp(base)}${particle}.`;
}

export const VOICE_SOLVERS: Record<string, Solver> = {
  toPassive: (p) => text(voiceSentence(p, true)),
  toActive: (p) => text(voiceSentence(p, false)),
  question: (p) => text(voiceSentence(p, p.direction === 'toPassive')),
  command: (p) => text(commandPassive(p)),
};

/** Exposed for the narration solver and the morphology test. */
export const MORPHOLOGY = { past, pp, ing, third };

export const ENGLISH_SOLVERS: Record<string, Record<string, Solver>> = {
  active_passive_voice: VOICE_SOLVERS,
};
