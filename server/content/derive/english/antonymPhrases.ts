/**
 * The antonym of a phrase in capitals in a sentence (coverage audit 4, item 19; built on branch `ef`):
 * "The small team was AT A DISADVANTAGE against the
 * champions." → "at an advantage". Hand-written (WordNet has no phrases to oppose), beside the
 * derived single-word antonyms. The wrong options: a phrase that means the same (the classic trap, a
 * synonym for an antonym) and two phrases that mean something else; the explanation gives each one's
 * meaning.
 */
import { createRng } from '../../generators/rng';
import type { Row } from './rows';

/** The authored rows' source, as in authoring/english/build.ts (these are written by hand, not derived). */
const AUTHORED = 'Original questions written for ParikshaPath.';

export const ANTONYM_PHRASE_QUESTION =
  'Select the most appropriate antonym of the group of words in capitals in the given sentence.';

interface PhraseAntonym {
  level: 1 | 2 | 3;
  /** The sentence, the phrase in capitals. */
  sentence: string;
  /** What the phrase means. */
  meaning: string;
  antonym: string;
  /** A phrase meaning the same as the one asked (the trap). */
  synonym: string;
  /** Two phrases meaning something else, each with its meaning. */
  others: readonly [readonly [string, string], readonly [string, string]];
}

export const ANTONYM_PHRASES: readonly PhraseAntonym[] = [
  {
    level: 1,
    sentence: 'The small team was AT A DISADVANTAGE against the champions.',
    meaning: 'in a weaker position than others',
    antonym: 'at an advantage',
    synonym: 'in a weak position',
    others: [
      ['at a loss', 'not knowing what to do'],
      ['out of order', 'not working'],
    ],
  },
  {
    level: 1,
    sentence: 'Even after fifty years, the old bridge is IN GOOD CONDITION.',
    meaning: 'in a sound state',
    antonym: 'in a poor state',
    synonym: 'in fine shape',
    others: [
      ['in good faith', 'honestly'],
      ['in full swing', 'at its busiest'],
    ],
  },
  {
    level: 1,
    sentence: 'The teacher asked the boy to read the poem IN A LOUD VOICE.',
    meaning: 'loudly',
    antonym: 'in a whisper',
    synonym: 'at the top of his voice',
    others: [
      ['in a hurry', 'quickly'],
      ['in a word', 'briefly'],
    ],
  },
  {
    level: 1,
    sentence: 'To our surprise, the train arrived AHEAD OF TIME.',
    meaning: 'earlier than planned',
    antonym: 'behind schedule',
    synonym: 'earlier than expected',
    others: [
      ['for the time being', 'for now'],
      ['time and again', 'repeatedly'],
    ],
  },
  {
    level: 1,
    sentence: 'After a short rest, the little boy was FULL OF ENERGY again.',
    meaning: 'lively and active',
    antonym: 'tired out',
    synonym: 'full of life',
    others: [
      ['full of himself', 'too proud of himself'],
      ['out of danger', 'safe'],
    ],
  },
  {
    level: 1,
    sentence: 'The price of onions is ON THE RISE this month.',
    meaning: 'increasing',
    antonym: 'on the decline',
    synonym: 'going up',
    others: [
      ['on the house', 'free of charge'],
      ['on the whole', 'in general'],
    ],
  },
  {
    level: 1,
    sentence: 'Most of the members were IN FAVOUR OF the new plan.',
    meaning: 'supporting',
    antonym: 'against',
    synonym: 'in support of',
    others: [
      ['in place of', 'instead of'],
      ['in spite of', 'despite'],
    ],
  },
  {
    level: 2,
    sentence: 'After two bad seasons, the company is IN THE RED this year.',
    meaning: 'losing money, in debt',
    antonym: 'in profit',
    synonym: 'in debt',
    others: [
      ['in the dark', 'unaware'],
      ['in the pink', 'in very good health'],
    ],
  },
  {
    level: 2,
    sentence: 'The doctors say that the injured driver is OUT OF DANGER now.',
    meaning: 'no longer likely to die or be harmed',
    antonym: 'in a critical condition',
    synonym: 'no longer at risk',
    others: [
      ['out of breath', 'panting'],
      ['out of date', 'old-fashioned'],
    ],
  },
  {
    level: 2,
    sentence: "The chairman's remarks at the meeting were TO THE POINT.",
    meaning: 'relevant and brief',
    antonym: 'beside the point',
    synonym: 'relevant',
    others: [
      ['on the spot', 'at once, where something happens'],
      ['up to the mark', 'of the required standard'],
    ],
  },
  {
    level: 2,
    sentence: 'The villagers gave the tired travellers A WARM WELCOME.',
    meaning: 'a friendly reception',
    antonym: 'a cold reception',
    synonym: 'a hearty reception',
    others: [
      ['a narrow escape', 'a lucky escape from danger'],
      ['a tall order', 'a very difficult task'],
    ],
  },
  {
    level: 2,
    sentence: 'The new warden ran the hostel IN A STRICT MANNER.',
    meaning: 'strictly, allowing no lapses',
    antonym: 'in a lenient way',
    synonym: 'with a firm hand',
    others: [
      ['in a roundabout way', 'indirectly'],
      ['in a nutshell', 'briefly'],
    ],
  },
  {
    level: 2,
    sentence: 'My grandfather is A MAN OF FEW WORDS.',
    meaning: 'a person who speaks little',
    antonym: 'a chatterbox',
    synonym: 'a quiet person',
    others: [
      ['a man of his word', 'a person who keeps his promises'],
      ['a man of letters', 'a scholar or writer'],
    ],
  },
  {
    level: 2,
    sentence: 'The opening of the new library has been put off FOR THE TIME BEING.',
    meaning: 'for now, for a short while',
    antonym: 'for good',
    synonym: 'for now',
    others: [
      ['for a song', 'very cheaply'],
      ['for the sake of it', 'without a real reason'],
    ],
  },
  {
    level: 3,
    sentence: "The minister's claims about the new road were FAR FROM THE TRUTH.",
    meaning: 'quite untrue',
    antonym: 'close to the truth',
    synonym: 'quite untrue',
    others: [
      ['far and wide', 'everywhere'],
      ['few and far between', 'rare'],
    ],
  },
  {
    level: 3,
    sentence: 'The landlord wanted the whole agreement IN BLACK AND WHITE.',
    meaning: 'in writing',
    antonym: 'by word of mouth',
    synonym: 'in writing',
    others: [
      ['in the black', 'in profit'],
      ['out of the blue', 'unexpectedly'],
    ],
  },
  {
    level: 3,
    sentence: 'Every deal that the trader made was ABOVE BOARD.',
    meaning: 'honest and open',
    antonym: 'underhand',
    synonym: 'honest and open',
    others: [
      ['on board', 'on a ship or vehicle, or in agreement'],
      ['across the board', 'for everyone alike'],
    ],
  },
  {
    level: 3,
    sentence: 'He resigned from his post ON THE SPUR OF THE MOMENT.',
    meaning: 'suddenly, without thinking first',
    antonym: 'after careful thought',
    synonym: 'on impulse',
    others: [
      ['at the moment', 'now'],
      ['in a moment', 'very soon'],
    ],
  },
  {
    level: 3,
    sentence: "The committee's report was PUT ON HOLD for a month.",
    meaning: 'postponed',
    antonym: 'taken up at once',
    synonym: 'put off',
    others: [
      ['put on record', 'recorded formally'],
      ['put to the vote', 'decided by voting'],
    ],
  },
  {
    level: 3,
    sentence: 'After losing his job, he lived FROM HAND TO MOUTH for years.',
    meaning: 'with just enough money to survive',
    antonym: 'in luxury',
    synonym: 'in poverty',
    others: [
      ['hand in hand', 'together'],
      ['at hand', 'near'],
    ],
  },
  {
    level: 3,
    sentence: 'The news of her success spread LIKE WILDFIRE.',
    meaning: 'very quickly',
    antonym: "at a snail's pace",
    synonym: 'very quickly',
    others: [
      ['like a dream', 'very well, without trouble'],
      ['like clockwork', 'smoothly and regularly'],
    ],
  },
];

/** The phrase in capitals of a sentence, in small letters. */
export function phraseInCapitals(sentence: string): string {
  const runs = sentence.match(/\b[A-Z][A-Z'-]*(?: [A-Z][A-Z'-]*)+\b/g) ?? [];
  if (runs.length !== 1) throw new Error(`"${sentence}": needs one phrase in capitals, found ${runs.length}`);
  return runs[0]!.toLowerCase();
}

export function antonymPhraseRows(): Row[] {
  return ANTONYM_PHRASES.map((p) => {
    const phrase = phraseInCapitals(p.sentence);
    const [[o1, m1], [o2, m2]] = p.others;
    const options = createRng(`antonym-phrase:${phrase}`).shuffle([p.antonym, p.synonym, o1, o2]);
    if (new Set(options).size !== 4) throw new Error(`"${phrase}": options are not distinct`);
    return {
      level: p.level,
      question: `${ANTONYM_PHRASE_QUESTION}\n${p.sentence}`,
      options,
      answer: p.antonym,
      explanation: `"${phrase}" means ${p.meaning}; its opposite is "${p.antonym}". "${p.synonym}" means the same as "${phrase}" (a synonym, not an antonym); "${o1}" means ${m1} and "${o2}" means ${m2}: neither is its opposite.`,
      source: AUTHORED,
    };
  });
}
