/**
 * Brief ga2 (issue 19, item 8): the general-awareness sub-areas the bank lacked or held thinly, as
 * fact tables of the generated topics: crafts and GI-tagged crafts by state, regional and harvest
 * festivals by state, what the religious festivals mark, sports terms (miscellaneous); Sultanate and
 * Mughal buildings and their builders, land reforms (history). Census 2011 was in the bank already
 * (geography.json, general-knowledge-subareas.test.ts).
 *
 * The facts are written again here, from the textbooks, not imported from the tables: each drawn
 * question is read as a candidate reads it (the key or value taken from the printed question, the
 * pairs from the printed lines) and re-marked from these facts alone. Where a craft or festival
 * belongs to several states, every state is listed, so an option naming one of them would be a
 * second right answer and fails the test.
 */
import { describe, expect, it } from 'vitest';
import { findGenerator, generateQuestion } from '../../server/content/generators/build';
import { createRng } from '../../server/content/generators/rng';
import { LEVEL_NUMBERS, type GeneratedQuestion } from '../../server/content/generators/types';

const fold = (s: string): string => s.toLowerCase().replace(/\s+/g, ' ').trim();

/** key → every value that is true of it (a value outside the list is false). */
type Facts = Readonly<Record<string, readonly string[]>>;

const CRAFTS: Facts = {
  Bidriware: ['Karnataka', 'Telangana'],
  'Madhubani painting': ['Bihar'],
  'Pashmina shawl': ['Jammu and Kashmir'],
  'Kanjeevaram silk saree': ['Tamil Nadu'],
  'Phulkari embroidery': ['Punjab', 'Haryana', 'Rajasthan'],
  'Warli painting': ['Maharashtra'],
  'Pattachitra painting': ['Odisha', 'West Bengal'],
  'Chanderi saree': ['Madhya Pradesh'],
  Kalamkari: ['Andhra Pradesh', 'Telangana'],
  'Pochampally ikat': ['Telangana'],
  'Muga silk': ['Assam'],
  'Banarasi saree': ['Uttar Pradesh'],
  'Chikankari embroidery': ['Uttar Pradesh'],
  'Patola saree': ['Gujarat'],
  'Paithani saree': ['Maharashtra'],
  'Blue pottery': ['Rajasthan'],
  'Channapatna toys': ['Karnataka'],
  'Baluchari saree': ['West Bengal'],
  'Kondapalli toys': ['Andhra Pradesh'],
  'Kota Doria': ['Rajasthan'],
  'Pipli applique work': ['Odisha'],
  'Chamba rumal': ['Himachal Pradesh'],
  'Kullu shawl': ['Himachal Pradesh'],
  'Aranmula kannadi (metal mirror)': ['Kerala'],
  'Thanjavur painting': ['Tamil Nadu'],
  'Maheshwari saree': ['Madhya Pradesh'],
  'Kani shawl': ['Jammu and Kashmir'],
  'Sujini embroidery': ['Bihar'],
  'Cheriyal scroll painting': ['Telangana'],
  'Kalighat painting': ['West Bengal'],
  'Moirang Phee': ['Manipur'],
};

const FESTIVALS: Facts = {
  Bihu: ['Assam'],
  Lohri: ['Punjab', 'Haryana', 'Himachal Pradesh'],
  Baisakhi: ['Punjab', 'Haryana'],
  Vishu: ['Kerala'],
  Nuakhai: ['Odisha', 'Chhattisgarh'],
  Ugadi: ['Karnataka', 'Andhra Pradesh', 'Telangana'],
  Wangala: ['Meghalaya'],
  Sarhul: ['Jharkhand'],
  'Hola Mohalla': ['Punjab'],
  'Uttarayan (kite festival)': ['Gujarat'],
  Gangaur: ['Rajasthan', 'Madhya Pradesh'],
  Harela: ['Uttarakhand'],
  Shigmo: ['Goa'],
  Sekrenyi: ['Nagaland'],
  Losoong: ['Sikkim'],
  Nongkrem: ['Meghalaya'],
  Behdienkhlam: ['Meghalaya'],
  Myoko: ['Arunachal Pradesh'],
  Solung: ['Arunachal Pradesh'],
  Aoling: ['Nagaland'],
  'Garia Puja': ['Tripura'],
  'Mim Kut': ['Mizoram'],
  'Pawl Kut': ['Mizoram'],
  'Ali Ai Ligang': ['Assam'],
  'Phool Dei': ['Uttarakhand'],
  'Sama Chakeva': ['Bihar'],
  Puthandu: ['Tamil Nadu'],
};

const MARKS: Facts = {
  'Eid-ul-Fitr': ['the end of the fasting month of Ramzan'],
  Christmas: ['the birth of Jesus Christ'],
  Janmashtami: ['the birth of Lord Krishna'],
  'Ram Navami': ['the birth of Lord Rama'],
  'Guru Nanak Jayanti': ['the birth of the first Sikh Guru'],
  'Buddha Purnima': ['the birth, enlightenment and death of Gautama Buddha'],
  'Mahavir Jayanti': ['the birth of the 24th Jain Tirthankara'],
  'Good Friday': ['the crucifixion of Jesus Christ'],
  Easter: ['the resurrection of Jesus Christ'],
  'Eid-ul-Adha (Bakrid)': ["the prophet Ibrahim's readiness to sacrifice his son"],
  'Muharram (Ashura)': ['the martyrdom of Imam Husain at Karbala'],
  'Milad-un-Nabi': ['the birth of the Prophet Muhammad'],
  Navroz: ['the Parsi new year'],
  Vaisakhi: ['the founding of the Khalsa by Guru Gobind Singh in 1699'],
  Paryushan: ['the Jain days of fasting and forgiveness'],
};

const TERMS: Facts = {
  Bully: ['Hockey'],
  Love: ['Tennis'],
  Ring: ['Boxing', 'Wrestling', 'Gymnastics'],
  Stalemate: ['Chess'],
  LBW: ['Cricket'],
  Dribble: ['Basketball', 'Football', 'Hockey'],
  Raid: ['Kabaddi'],
  Putt: ['Golf'],
  Uppercut: ['Boxing'],
  Gambit: ['Chess'],
  'Maiden over': ['Cricket'],
  'Free throw': ['Basketball'],
  'Corner kick': ['Football'],
  'Striking circle': ['Hockey'],
  'Hole in one': ['Golf'],
  'Home run': ['Baseball'],
  Libero: ['Volleyball', 'Football'],
  Doosra: ['Cricket'],
  'En passant': ['Chess'],
  Jab: ['Boxing'],
  Lona: ['Kabaddi'],
  Chukker: ['Polo'],
  'Half nelson': ['Wrestling'],
  'Bicycle kick': ['Football'],
  'Pommel horse': ['Gymnastics'],
  Yorker: ['Cricket'],
};

const BUILDINGS: Facts = {
  'The Quwwat-ul-Islam mosque in Delhi': ['Qutb-ud-din Aibak'],
  'The Tughlaqabad fort in Delhi': ['Ghiyasuddin Tughlaq'],
  'The Agra Fort': ['Akbar'],
  'The city of Fatehpur Sikri': ['Akbar'],
  'The Adhai Din Ka Jhonpra at Ajmer': ['Qutb-ud-din Aibak'],
  'The Siri Fort in Delhi': ['Alauddin Khalji'],
  'The Firoz Shah Kotla in Delhi': ['Firoz Shah Tughlaq'],
  'The Shalimar Bagh in Srinagar': ['Jahangir'],
  'The Badshahi Mosque in Lahore': ['Aurangzeb'],
  'The Moti Masjid in the Agra Fort': ['Shah Jahan'],
  'The city of Jahanpanah in Delhi': ['Muhammad bin Tughlaq'],
  'The Sultan Ghari tomb in Delhi': ['Iltutmish'],
  'The Hauz-i-Shamsi tank at Mehrauli': ['Iltutmish'],
  'The Alai Minar at the Qutb complex': ['Alauddin Khalji'],
  'The Nishat Bagh in Srinagar': ['Asif Khan'],
  'The Qila-i-Kuhna mosque in the Purana Qila, Delhi': ['Sher Shah Suri'],
  'The Jama Masjid at Fatehpur Sikri': ['Akbar'],
};

const REFORMS: Facts = {
  'The Bhoodan movement': ['Landowners giving land voluntarily to the landless, begun by Vinoba Bhave'],
  'The abolition of zamindari': ['Removing the intermediaries between the state and the tiller'],
  'The ceiling on land holdings': [
    'A legal limit on the land a family may own, the surplus going to the landless',
  ],
  'The consolidation of holdings (chakbandi)': [
    "Merging a farmer's scattered plots into one compact holding",
  ],
  'Operation Barga': ['Recording the names of sharecroppers in West Bengal to secure their tenure'],
  'The Gramdan movement': ["A whole village's land given to the village community"],
  'The Permanent Settlement': ['Land revenue fixed for ever with the zamindars of Bengal'],
  'The Ryotwari system': ['Land revenue settled directly with each cultivator'],
  'The Mahalwari system': ['Land revenue settled with the village community (mahal) as a whole'],
  'The Tebhaga movement': ['Sharecroppers of Bengal demanding two-thirds of the crop'],
  'Tenancy reform': ["Securing tenants' tenure and regulating the rent they pay"],
};

interface Form {
  topic: 'history' | 'miscellaneous';
  facts: Facts;
  /** The printed forward question → its key; the printed backward question → its value. */
  forward: RegExp;
  backward: RegExp;
  /** The printed statement → [key, value]. */
  statement: RegExp;
  /** Whether the statement's capture groups come value first. */
  statementValueFirst?: boolean;
}

const FORMS: Readonly<Record<string, Form>> = {
  craft: {
    topic: 'miscellaneous',
    facts: CRAFTS,
    forward: /^Which state or union territory is known for (.+)\?$/,
    backward: /^Which of these is a traditional craft of (.+)\?$/,
    statement: /^(.+) is known for (.+)\.$/,
    statementValueFirst: true,
  },
  'regional festival': {
    topic: 'miscellaneous',
    facts: FESTIVALS,
    forward: /^(.+) is a festival mainly of which state\?$/,
    backward: /^Which of these festivals is celebrated mainly in (.+)\?$/,
    statement: /^(.+) is a festival of (.+)\.$/,
  },
  'festival marks': {
    topic: 'miscellaneous',
    facts: MARKS,
    forward: /^(.+) marks which of the following\?$/,
    backward: /^Which festival marks (.+)\?$/,
    statement: /^(.+?) marks (.+)\.$/,
  },
  'sports term': {
    topic: 'miscellaneous',
    facts: TERMS,
    forward: /^The term '(.+)' is associated with which sport\?$/,
    backward: /^Which of these terms is associated with (.+)\?$/,
    statement: /^The term '(.+)' is associated with (.+)\.$/,
  },
  'sultanate and mughal building': {
    topic: 'history',
    facts: BUILDINGS,
    forward: /^Who built (.+)\?$/,
    backward: /^Which of these was built by (.+)\?$/,
    statement: /^(.+) was built by (.+)\.$/,
  },
  'land reform': {
    topic: 'history',
    facts: REFORMS,
    forward: /^Which of these best describes (.+)\?$/,
    backward: /^Which land reform or movement does this describe: (.+)\?$/,
    statement: /^(.+?): (.+)\.$/,
  },
};

/** Is (key, value) true by the facts above (case and spacing aside)? */
function isTrue(facts: Facts, key: string, value: string): boolean {
  const entry = Object.entries(facts).find(([k]) => fold(k) === fold(key));
  if (!entry) throw new Error(`no fact about ${key}`);
  return entry[1].some((v) => fold(v) === fold(value));
}

const subset = (right: number[]): string =>
  right.length === 3
    ? '1, 2 and 3'
    : right.length === 2
      ? `${right[0]} and ${right[1]} only`
      : `${right[0]} only`;

/** Everything wrong with a drawn question, read from its printed text and options alone. */
function judge(form: Form, q: GeneratedQuestion): string[] {
  const kind = q.params.kind;
  if (kind === 'fact') {
    const fwd = form.forward.exec(q.question);
    const back = form.backward.exec(q.question);
    if (!fwd && !back) return [`unread question: ${q.question}`];
    const right = fwd
      ? q.options.filter((o) => isTrue(form.facts, fwd[1]!, o))
      : q.options.filter((o) => isTrue(form.facts, o, back![1]!));
    return right.length === 1 && right[0] === q.answer
      ? []
      : [`${q.question}: right ${JSON.stringify(right)}, answer ${q.answer}`];
  }
  const lines = q.question
    .split('\n')
    .map((l) => /^(\d)\. (.+)$/.exec(l))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => m[2]!);
  if (lines.length !== 3) return [`${q.question}: ${lines.length} numbered lines`];
  const pairs = lines.map((line) => {
    if (kind === 'pairs') {
      const m = /^(.+) — (.+)$/.exec(line);
      return m ? ([m[1]!, m[2]!] as const) : undefined;
    }
    const m = form.statement.exec(line);
    if (!m) return undefined;
    return form.statementValueFirst ? ([m[2]!, m[1]!] as const) : ([m[1]!, m[2]!] as const);
  });
  if (pairs.some((p) => p === undefined)) return [`${q.question}: an unread line`];
  const right = pairs.flatMap((p, i) => (isTrue(form.facts, p![0], p![1]) ? [i + 1] : []));
  if (right.length === 0) return [`${q.question}: no line is true, so no option is`];
  const expected = subset(right);
  return q.answer === expected && q.options.filter((o) => o === expected).length === 1
    ? []
    : [`${q.question}: expected ${expected}, answer ${q.answer}`];
}

/** Questions of one table drawn as the bank draws them, `per` draws a level. */
function drawsOf(topic: string, table: string, per: number): GeneratedQuestion[] {
  const generator = findGenerator('general_knowledge', topic)!;
  return LEVEL_NUMBERS.flatMap((level) =>
    Array.from({ length: per }, (_, seed) =>
      generateQuestion(generator, level, createRng(`ga2/${topic}/${level}/${seed}`)),
    ).filter((q) => q.params.table === table),
  );
}

describe.each(Object.entries(FORMS))('ga2 table %s', (table, form) => {
  const draws = drawsOf(form.topic, table, 600);

  it('is drawn at every level, forward, backward and (level 3) as pairs or statements', () => {
    for (const level of LEVEL_NUMBERS)
      expect(draws.filter((q) => q.level === level).length, `level ${level}`).toBeGreaterThan(0);
    const kinds = new Set(draws.map((q) => (q.params.kind === 'fact' ? q.params.direction : 'numbered')));
    expect([...kinds].sort()).toEqual(['backward', 'forward', 'numbered']);
  });

  it('is right by the facts written again here, read from the printed question', () => {
    expect(draws.flatMap((q) => judge(form, q)).slice(0, 5)).toEqual([]);
  });

  it('has a Hindi twin with four distinct options in the same order', () => {
    const bad = draws.filter(
      (q) =>
        !q.hi ||
        new Set(Object.values(q.hi.options ?? {})).size !== 4 ||
        !/[\u0900-\u097F]/.test(q.hi.question),
    );
    expect(bad.map((q) => q.question).slice(0, 3)).toEqual([]);
  });
});

describe('the ga2 judge', () => {
  it('catches a second right option (Telangana offered for Bidriware) and a wrong key', () => {
    const q: GeneratedQuestion = {
      level: 1,
      question: 'Which state or union territory is known for Bidriware?',
      options: ['Karnataka', 'Telangana', 'Bihar', 'Kerala'],
      answer: 'Karnataka',
      explanation: '…',
      params: { kind: 'fact', table: 'craft', direction: 'forward', key: 'Bidriware', value: 'Karnataka' },
      mistakes: [],
    };
    expect(judge(FORMS.craft!, q)).toHaveLength(1);
    expect(judge(FORMS.craft!, { ...q, options: ['Karnataka', 'Assam', 'Bihar', 'Kerala'] })).toEqual([]);
    expect(
      judge(FORMS.craft!, { ...q, options: ['Karnataka', 'Assam', 'Bihar', 'Kerala'], answer: 'Assam' }),
    ).toHaveLength(1);
  });
});
