/**
 * Shared English tables for the voice and narration generators: verb forms, personal pronouns and
 * natural subject–verb–object scenes (written as pairs, never free combinations, so every sentence is
 * sensible English).
 */

/** A verb's five forms: base, third-person singular, past, past participle, -ing. */
export interface Verb {
  base: string;
  s: string;
  past: string;
  pp: string;
  ing: string;
}

const v = (base: string, s: string, past: string, pp: string, ing: string): Verb => ({
  base,
  s,
  past,
  pp,
  ing,
});

export const VERBS: Readonly<Record<string, Verb>> = {
  water: v('water', 'waters', 'watered', 'watered', 'watering'),
  check: v('check', 'checks', 'checked', 'checked', 'checking'),
  cook: v('cook', 'cooks', 'cooked', 'cooked', 'cooking'),
  ring: v('ring', 'rings', 'rang', 'rung', 'ringing'),
  write: v('write', 'writes', 'wrote', 'written', 'writing'),
  sing: v('sing', 'sings', 'sang', 'sung', 'singing'),
  build: v('build', 'builds', 'built', 'built', 'building'),
  make: v('make', 'makes', 'made', 'made', 'making'),
  draw: v('draw', 'draws', 'drew', 'drawn', 'drawing'),
  break: v('break', 'breaks', 'broke', 'broken', 'breaking'),
  deliver: v('deliver', 'delivers', 'delivered', 'delivered', 'delivering'),
  grow: v('grow', 'grows', 'grew', 'grown', 'growing'),
  sign: v('sign', 'signs', 'signed', 'signed', 'signing'),
  clean: v('clean', 'cleans', 'cleaned', 'cleaned', 'cleaning'),
  bake: v('bake', 'bakes', 'baked', 'baked', 'baking'),
  repair: v('repair', 'repairs', 'repaired', 'repaired', 'repairing'),
  announce: v('announce', 'announces', 'announced', 'announced', 'announcing'),
  drive: v('drive', 'drives', 'drove', 'driven', 'driving'),
  plant: v('plant', 'plants', 'planted', 'planted', 'planting'),
  stitch: v('stitch', 'stitches', 'stitched', 'stitched', 'stitching'),
  type: v('type', 'types', 'typed', 'typed', 'typing'),
  sweep: v('sweep', 'sweeps', 'swept', 'swept', 'sweeping'),
  lock: v('lock', 'locks', 'locked', 'locked', 'locking'),
  examine: v('examine', 'examines', 'examined', 'examined', 'examining'),
  catch: v('catch', 'catches', 'caught', 'caught', 'catching'),
  teach: v('teach', 'teaches', 'taught', 'taught', 'teaching'),
  paint: v('paint', 'paints', 'painted', 'painted', 'painting'),
  launch: v('launch', 'launches', 'launched', 'launched', 'launching'),
  win: v('win', 'wins', 'won', 'won', 'winning'),
  sell: v('sell', 'sells', 'sold', 'sold', 'selling'),
  read: v('read', 'reads', 'read', 'read', 'reading'),
  throw: v('throw', 'throws', 'threw', 'thrown', 'throwing'),
  feed: v('feed', 'feeds', 'fed', 'fed', 'feeding'),
  open: v('open', 'opens', 'opened', 'opened', 'opening'),
  dig: v('dig', 'digs', 'dug', 'dug', 'digging'),
  steal: v('steal', 'steals', 'stole', 'stolen', 'stealing'),
  tear: v('tear', 'tears', 'tore', 'torn', 'tearing'),
  serve: v('serve', 'serves', 'served', 'served', 'serving'),
  solve: v('solve', 'solves', 'solved', 'solved', 'solving'),
  fly: v('fly', 'flies', 'flew', 'flown', 'flying'),
  design: v('design', 'designs', 'designed', 'designed', 'designing'),
  choose: v('choose', 'chooses', 'chose', 'chosen', 'choosing'),
  forget: v('forget', 'forgets', 'forgot', 'forgotten', 'forgetting'),
  hide: v('hide', 'hides', 'hid', 'hidden', 'hiding'),
  bite: v('bite', 'bites', 'bit', 'bitten', 'biting'),
  eat: v('eat', 'eats', 'ate', 'eaten', 'eating'),
  praise: v('praise', 'praises', 'praised', 'praised', 'praising'),
  punish: v('punish', 'punishes', 'punished', 'punished', 'punishing'),
  help: v('help', 'helps', 'helped', 'helped', 'helping'),
  invite: v('invite', 'invites', 'invited', 'invited', 'inviting'),
  call: v('call', 'calls', 'called', 'called', 'calling'),
  scold: v('scold', 'scolds', 'scolded', 'scolded', 'scolding'),
  wash: v('wash', 'washes', 'washed', 'washed', 'washing'),
  post: v('post', 'posts', 'posted', 'posted', 'posting'),
  bring: v('bring', 'brings', 'brought', 'brought', 'bringing'),
  shut: v('shut', 'shuts', 'shut', 'shut', 'shutting'),
  keep: v('keep', 'keeps', 'kept', 'kept', 'keeping'),
  finish: v('finish', 'finishes', 'finished', 'finished', 'finishing'),
  buy: v('buy', 'buys', 'bought', 'bought', 'buying'),
  lose: v('lose', 'loses', 'lost', 'lost', 'losing'),
  take: v('take', 'takes', 'took', 'taken', 'taking'),
  give: v('give', 'gives', 'gave', 'given', 'giving'),
  go: v('go', 'goes', 'went', 'gone', 'going'),
  come: v('come', 'comes', 'came', 'come', 'coming'),
  see: v('see', 'sees', 'saw', 'seen', 'seeing'),
  do: v('do', 'does', 'did', 'done', 'doing'),
  meet: v('meet', 'meets', 'met', 'met', 'meeting'),
  live: v('live', 'lives', 'lived', 'lived', 'living'),
  work: v('work', 'works', 'worked', 'worked', 'working'),
  play: v('play', 'plays', 'played', 'played', 'playing'),
  wait: v('wait', 'waits', 'waited', 'waited', 'waiting'),
  study: v('study', 'studies', 'studied', 'studied', 'studying'),
  visit: v('visit', 'visits', 'visited', 'visited', 'visiting'),
  leave: v('leave', 'leaves', 'left', 'left', 'leaving'),
  speak: v('speak', 'speaks', 'spoke', 'spoken', 'speaking'),
  get: v('get', 'gets', 'got', 'got', 'getting'),
  like: v('like', 'likes', 'liked', 'liked', 'liking'),
  want: v('want', 'wants', 'wanted', 'wanted', 'wanting'),
  know: v('know', 'knows', 'knew', 'known', 'knowing'),
  stand: v('stand', 'stands', 'stood', 'stood', 'standing'),
  sit: v('sit', 'sits', 'sat', 'sat', 'sitting'),
  touch: v('touch', 'touches', 'touched', 'touched', 'touching'),
  return: v('return', 'returns', 'returned', 'returned', 'returning'),
  complete: v('complete', 'completes', 'completed', 'completed', 'completing'),
  send: v('send', 'sends', 'sent', 'sent', 'sending'),
  pay: v('pay', 'pays', 'paid', 'paid', 'paying'),
  switch: v('switch', 'switches', 'switched', 'switched', 'switching'),
  rest: v('rest', 'rests', 'rested', 'rested', 'resting'),
  run: v('run', 'runs', 'ran', 'run', 'running'),
  reach: v('reach', 'reaches', 'reached', 'reached', 'reaching'),
  lend: v('lend', 'lends', 'lent', 'lent', 'lending'),
  waste: v('waste', 'wastes', 'wasted', 'wasted', 'wasting'),
  close: v('close', 'closes', 'closed', 'closed', 'closing'),
  tell: v('tell', 'tells', 'told', 'told', 'telling'),
  // verbs that take a person and a clause (voiceCompound.ts)
  show: v('show', 'shows', 'showed', 'shown', 'showing'),
  inform: v('inform', 'informs', 'informed', 'informed', 'informing'),
  remind: v('remind', 'reminds', 'reminded', 'reminded', 'reminding'),
  assure: v('assure', 'assures', 'assured', 'assured', 'assuring'),
  rain: v('rain', 'rains', 'rained', 'rained', 'raining'),
  practise: v('practise', 'practises', 'practised', 'practised', 'practising'),
};

export const verb = (key: string): Verb => {
  const found = VERBS[key];
  if (!found) throw new Error(`no verb ${key}`);
  return found;
};

/** A personal pronoun in all its cases. */
export interface Pronoun {
  subj: string;
  obj: string;
  poss: string;
  /** Takes a plural verb (they, we, you) — "I" takes "am"/"was" but a plural-like base verb. */
  plural: boolean;
  person: 1 | 2 | 3;
}

export const PRONOUNS: Readonly<Record<string, Pronoun>> = {
  I: { subj: 'I', obj: 'me', poss: 'my', plural: false, person: 1 },
  we: { subj: 'we', obj: 'us', poss: 'our', plural: true, person: 1 },
  you: { subj: 'you', obj: 'you', poss: 'your', plural: true, person: 2 },
  he: { subj: 'he', obj: 'him', poss: 'his', plural: false, person: 3 },
  she: { subj: 'she', obj: 'her', poss: 'her', plural: false, person: 3 },
  they: { subj: 'they', obj: 'them', poss: 'their', plural: true, person: 3 },
};

/** A noun phrase: either a pronoun (by key) or a phrase with its number. */
export type Np = { pronoun: string } | { text: string; plural: boolean };

export const npSubject = (np: Np): string => ('pronoun' in np ? PRONOUNS[np.pronoun]!.subj : np.text);
export const npObject = (np: Np): string => ('pronoun' in np ? PRONOUNS[np.pronoun]!.obj : np.text);
export const npPlural = (np: Np): boolean => ('pronoun' in np ? PRONOUNS[np.pronoun]!.plural : np.plural);
export const npPerson = (np: Np): 1 | 2 | 3 => ('pronoun' in np ? PRONOUNS[np.pronoun]!.person : 3);

/** Present and past of "be" for a subject. */
export function beForm(np: Np, tense: 'present' | 'past'): string {
  const person = npPerson(np);
  const plural = npPlural(np);
  if (tense === 'present') return person === 1 && !plural ? 'am' : plural ? 'are' : 'is';
  return plural ? 'were' : 'was';
}
export const haveForm = (np: Np): string => (npPlural(np) || npPerson(np) === 1 ? 'have' : 'has');
export const doForm = (np: Np): string => (npPlural(np) || npPerson(np) === 1 ? 'do' : 'does');

export const capitalise = (s: string): string => (s === '' ? s : s[0]!.toUpperCase() + s.slice(1));

/**
 * A scene: who does what to what. `agentPronoun` allows the agent to be replaced by a personal
 * pronoun (a person doing it); `objectPronoun` allows the object to be a personal pronoun (a person
 * receiving it). Tails are time words that fit the scene in that tense (habit: simple present).
 */
export interface Scene {
  agent: { text: string; plural: boolean };
  verb: string;
  object: { text: string; plural: boolean };
  agentPronoun?: boolean;
  objectPronoun?: boolean;
  habit?: string;
  past?: string;
  future?: string;
}

const s = (
  agent: string,
  agentPlural: boolean,
  verbKey: string,
  object: string,
  objectPlural: boolean,
  extra: Partial<Pick<Scene, 'agentPronoun' | 'objectPronoun' | 'habit' | 'past' | 'future'>> = {},
): Scene => ({
  agent: { text: agent, plural: agentPlural },
  verb: verbKey,
  object: { text: object, plural: objectPlural },
  ...extra,
});

const P = { agentPronoun: true } as const;

// prettier-ignore
export const SCENES: readonly Scene[] = [
  s('the gardener', false, 'water', 'the plants', true, { ...P, habit: 'every morning', past: 'yesterday', future: 'tomorrow' }),
  s('the teacher', false, 'check', 'the answer sheets', true, { ...P, habit: 'every week', past: 'yesterday', future: 'tomorrow' }),
  s('my mother', false, 'cook', 'dinner', false, { habit: 'every evening', past: 'last night', future: 'tonight' }),
  s('the peon', false, 'ring', 'the bell', false, { habit: 'every hour', past: 'at noon', future: 'at ten' }),
  s('Ravi', false, 'write', 'a letter', false, { habit: 'every Sunday', past: 'yesterday', future: 'tomorrow' }),
  s('the children', true, 'sing', 'a song', false, { habit: 'every morning', past: 'at the function', future: 'at the function' }),
  s('the company', false, 'build', 'a new bridge', false, { past: 'last year', future: 'next year' }),
  s('the carpenter', false, 'make', 'a chair', false, { ...P, past: 'last week', future: 'tomorrow' }),
  s('Meena', false, 'draw', 'a picture', false, { habit: 'every day', past: 'yesterday', future: 'tomorrow' }),
  s('the boy', false, 'break', 'the window', false, { ...P, past: 'yesterday' }),
  s('the postman', false, 'deliver', 'the letters', true, { habit: 'every day', past: 'in the morning', future: 'tomorrow' }),
  s('the farmers', true, 'grow', 'rice', false, { habit: 'every year', past: 'last year', future: 'next year' }),
  s('the manager', false, 'sign', 'the documents', true, { ...P, habit: 'every evening', past: 'yesterday', future: 'tomorrow' }),
  s('the students', true, 'clean', 'the classroom', false, { ...P, habit: 'every Saturday', past: 'yesterday', future: 'tomorrow' }),
  s('the chef', false, 'bake', 'a cake', false, { habit: 'every day', past: 'yesterday', future: 'tomorrow' }),
  s('the mechanic', false, 'repair', 'the car', false, { ...P, past: 'last week', future: 'tomorrow' }),
  s('the principal', false, 'announce', 'the results', true, { past: 'yesterday', future: 'tomorrow' }),
  s('my father', false, 'drive', 'the car', false, { habit: 'every day', past: 'yesterday', future: 'tomorrow' }),
  s('the girls', true, 'plant', 'trees', true, { ...P, habit: 'every July', past: 'last July', future: 'next July' }),
  s('the tailor', false, 'stitch', 'the shirt', false, { past: 'yesterday', future: 'tomorrow' }),
  s('the clerk', false, 'type', 'the report', false, { ...P, past: 'yesterday', future: 'tomorrow' }),
  s('the maid', false, 'sweep', 'the floor', false, { habit: 'every morning', past: 'in the morning', future: 'in the morning' }),
  s('the guard', false, 'lock', 'the gate', false, { habit: 'every night', past: 'at night', future: 'at ten' }),
  s('the doctor', false, 'examine', 'the patient', false, { past: 'yesterday', future: 'tomorrow' }),
  s('the fisherman', false, 'catch', 'a big fish', false, { past: 'yesterday' }),
  s('Mrs Rao', false, 'teach', 'the children', true, { habit: 'every day', past: 'last year', future: 'next year' }),
  s('the workers', true, 'paint', 'the walls', true, { ...P, past: 'last week', future: 'next week' }),
  s('the government', false, 'launch', 'a new scheme', false, { past: 'last month', future: 'next month' }),
  s('our team', false, 'win', 'the match', false, { past: 'yesterday' }),
  s('my brother', false, 'read', 'the newspaper', false, { ...P, habit: 'every morning', past: 'in the morning' }),
  s('the boy', false, 'throw', 'the ball', false, { ...P }),
  s('the old woman', false, 'feed', 'the pigeons', true, { habit: 'every morning', past: 'in the morning', future: 'in the morning' }),
  s('the watchman', false, 'open', 'the gate', false, { habit: 'at six every morning', past: 'at six', future: 'at six' }),
  s('the villagers', true, 'dig', 'a well', false, { past: 'last summer', future: 'next summer' }),
  s('the thief', false, 'steal', 'the purse', false, { past: 'last night' }),
  s('the child', false, 'tear', 'the paper', false, {}),
  s('the waiter', false, 'serve', 'the food', false, {}),
  s('the students', true, 'solve', 'the problem', false, { ...P }),
  s('the boys', true, 'fly', 'kites', true, { habit: 'every Sunday', past: 'yesterday', future: 'tomorrow' }),
  s('the engineer', false, 'design', 'the building', false, { ...P }),
  s('Rahul', false, 'forget', 'the password', false, {}),
  s('the boy', false, 'hide', 'the key', false, { ...P }),
  s('the dog', false, 'bite', 'the postman', false, { past: 'yesterday' }),
  s('the children', true, 'eat', 'mangoes', true, { habit: 'every summer', past: 'yesterday', future: 'tomorrow' }),
  s('the police', true, 'catch', 'the thief', false, { past: 'last night' }),
  s('the shopkeeper', false, 'sell', 'fresh vegetables', true, { habit: 'every day' }),
  s('the girl', false, 'choose', 'a red dress', false, { ...P }),
  s('my sister', false, 'wash', 'the clothes', true, { ...P, habit: 'every Sunday', past: 'yesterday', future: 'tomorrow' }),
  // scenes whose object is a person: the object may be a pronoun
  s('the teacher', false, 'praise', 'the students', true, { objectPronoun: true, past: 'yesterday' }),
  s('the principal', false, 'punish', 'the boy', false, { objectPronoun: true, past: 'yesterday' }),
  s('Anita', false, 'help', 'the old man', false, { objectPronoun: true, past: 'yesterday', future: 'tomorrow' }),
  s('Mr Sharma', false, 'invite', 'the neighbours', true, { objectPronoun: true, past: 'last Sunday', future: 'next Sunday' }),
  s('the manager', false, 'call', 'the clerk', false, { objectPronoun: true, past: 'yesterday' }),
  s('the coach', false, 'scold', 'the players', true, { objectPronoun: true, past: 'yesterday' }),
  s('the doctor', false, 'examine', 'the child', false, { objectPronoun: true, past: 'yesterday', future: 'tomorrow' }),
];
