/**
 * Sentences that use a vocabulary word in the sense its WordNet synonym or antonym has, so the word
 * can be asked inside a sentence, as papers print it today ("the underlined word"). Question text is
 * plain (shown with `white-space: pre-line`, no markup), so the word asked is printed in CAPITALS,
 * the sentence's only all-capitals word. A word listed here is asked in its sentence; the others are
 * asked on their own. Each sentence was written for the answer the derivation gives (the test checks
 * that the word stands in it exactly once).
 */

export const SYNONYM_CONTEXTS: Readonly<Record<string, string>> = {
  empty: "The minister's EMPTY promises fooled nobody.",
  clumsy: 'The CLUMSY waiter dropped a tray of glasses.',
  elegant: "The dancer's ELEGANT movements held the audience spellbound.",
  refuse: 'I had to REFUSE the invitation because of my exams.',
  sorrow: "The whole village shared the family's SORROW at the funeral.",
  compassion: 'The doctor treated the poor patients with great COMPASSION.',
  agree: "The judges did not AGREE with the lower court's verdict.",
  calm: 'The lake looked CALM in the early morning light.',
  reveal: 'The company refused to REVEAL the names of its investors.',
  disaster: 'The flood was the worst DISASTER the district had seen.',
  shy: 'The SHY girl hardly spoke a word in class.',
  precise: 'Please tell me the PRECISE time of your arrival.',
  rash: 'His RASH driving led to the accident.',
  danger: 'The sailors knew they were in DANGER when the storm struck.',
  joy: 'The children jumped with JOY when the holidays were announced.',
  victory: 'The team celebrated its VICTORY in the final.',
  create: 'The artist wants to CREATE something new every year.',
  remember: 'I cannot REMEMBER where I kept my keys.',
  strict: 'The athletes follow a STRICT training schedule.',
  alert: 'The ALERT guard noticed the stranger at once.',
  tedious: 'The long speech was so TEDIOUS that many people left.',
  perish: 'Thousands of birds PERISH every winter in the cold.',
  obscure: 'The meaning of the old poem remains OBSCURE to most readers.',
  deliberate: 'The fire was a DELIBERATE act, not an accident.',
  feeble: 'The patient gave a FEEBLE cry for help.',
  frail: 'Her grandmother has grown FRAIL with age.',
  decrease: 'Prices usually DECREASE after the festival season.',
  despise: 'Honest people DESPISE flattery.',
  conquer: 'The king set out to CONQUER the neighbouring kingdom.',
  terminate: 'The company decided to TERMINATE the contract.',
  futile: 'All their efforts to save the old building proved FUTILE.',
  construct: 'The town plans to CONSTRUCT a new bridge over the river.',
  disperse: 'The police asked the crowd to DISPERSE.',
  cherish: 'I CHERISH the memories of my school days.',
  soothe: 'The mother sang softly to SOOTHE the crying baby.',
  shrewd: 'A SHREWD trader, he never lost money on a deal.',
  haste: 'In his HASTE, he forgot his ticket at home.',
  contempt: 'He looked at the cheat with CONTEMPT.',
  hazardous: 'Mining is a HAZARDOUS occupation.',
  strengthen: "The army worked to STRENGTHEN the city's defences.",
  accelerate: 'The driver began to ACCELERATE on the open highway.',
  appease: 'The manager offered a refund to APPEASE the angry customer.',
  mundane: 'She was tired of the MUNDANE chores of housekeeping.',
  admonish: 'Parents often ADMONISH children not to talk to strangers.',
  audacious: 'The AUDACIOUS climber attempted the peak without oxygen.',
  reprimand: 'The officer received a REPRIMAND for his carelessness.',
  arduous: 'The trek to the temple was long and ARDUOUS.',
  deplete: 'Overfishing can DEPLETE the stock of fish in the sea.',
  venerable: 'The VENERABLE scholar was honoured by the whole town.',
  discord: 'The dispute over land caused DISCORD in the family.',
  impede: 'Heavy rain may IMPEDE the rescue work.',
  magnify: 'A lens can MAGNIFY small print.',
  industrious: 'The INDUSTRIOUS farmer was in his fields at dawn.',
  jovial: 'Our JOVIAL uncle kept everyone laughing.',
  enmity: 'The ENMITY between the two families lasted for years.',
  accumulate: 'Dust tends to ACCUMULATE on the shelves.',
  valour: 'The soldier was decorated for his VALOUR in battle.',
  dormant: 'The volcano has been DORMANT for centuries.',
  eloquent: 'The ELOQUENT speaker moved the audience.',
  obstruct: 'Fallen trees OBSTRUCT the road after a storm.',
  relinquish: 'The king decided to RELINQUISH his claim to the throne.',
};

export const ANTONYM_CONTEXTS: Readonly<Record<string, string>> = {
  rare: 'Snow is RARE in Chennai.',
  begin: 'The classes BEGIN in June.',
  victory: 'The VICTORY made the whole team proud.',
  shy: 'The SHY boy never raised his hand in class.',
  permit: 'The rules do not PERMIT mobile phones in the hall.',
  absurd: 'His excuse for coming late was ABSURD.',
  rise: 'Prices RISE when supply is short.',
  obey: 'Soldiers must OBEY the orders of their officers.',
  increase: 'The factory will INCREASE its output next year.',
  huge: 'A HUGE crowd gathered outside the stadium.',
  forget: 'Do not FORGET to lock the door.',
  defend: 'The players had to DEFEND their goal in the last minutes.',
  humble: 'Despite his success, he remained HUMBLE.',
  arrive: 'The guests will ARRIVE at seven.',
  include: 'Please INCLUDE your phone number in the form.',
  silent: 'The streets were SILENT after midnight.',
  stale: 'The shop sold STALE bread at half price.',
  valiant: 'The VALIANT soldiers held the pass for two days.',
  authentic: 'The museum confirmed that the painting was AUTHENTIC.',
  futile: 'It is FUTILE to argue with him.',
  stern: 'The STERN judge showed no mercy.',
  optimistic: "The farmers are OPTIMISTIC about this year's harvest.",
  sorrow: 'The news filled everyone with SORROW.',
  descend: 'The climbers began to DESCEND before dark.',
  gracious: 'The GRACIOUS host welcomed every guest at the door.',
  competent: 'She is a COMPETENT engineer.',
  vast: 'The VAST desert stretched for miles.',
  obscure: 'The instructions were OBSCURE and hard to follow.',
  eager: 'The children were EAGER to go to the fair.',
  swift: 'The police took SWIFT action against the thieves.',
  hasty: 'Do not make a HASTY decision.',
  fragile: 'Pack the FRAGILE glassware carefully.',
  insipid: 'The hostel food was INSIPID.',
  adamant: 'He was ADAMANT that he would not apologise.',
  tacit: 'There was a TACIT understanding between the two partners.',
  frivolous: 'He wasted the meeting on FRIVOLOUS questions.',
  jubilant: 'The JUBILANT fans danced in the streets.',
  prolific: 'He was a PROLIFIC writer with over fifty novels.',
  scarcity: 'The SCARCITY of water worries the farmers.',
  gaudy: 'She disliked the GAUDY decorations at the party.',
  negligent: 'The NEGLIGENT clerk lost important files.',
  parsimonious: 'The PARSIMONIOUS landlord refused to repair the roof.',
  feasible: 'The engineers said the plan was FEASIBLE.',
  courteous: 'The COURTEOUS shopkeeper thanked every customer.',
  obstinate: 'The OBSTINATE child refused to eat his vegetables.',
  affluent: 'She grew up in an AFFLUENT neighbourhood.',
  amiable: 'Our new neighbour is an AMIABLE man.',
  intricate: 'The carpet has an INTRICATE design.',
  superfluous: 'Cut out the SUPERFLUOUS words from your essay.',
};

/**
 * "Find in the sentence the antonym of the given word": a sentence that uses the given word's WordNet
 * antonym (the answer, computed by the derivation and required to stand in the sentence) and three
 * other words of the same sentence that are neither its synonyms nor its antonyms (the wrong options).
 * These words are asked only this way (not also on their own or in ANTONYM_CONTEXTS).
 */
export const ANTONYM_FINDS: readonly {
  level: 1 | 2 | 3;
  word: string;
  sentence: string;
  others: readonly [string, string, string];
}[] = [
  {
    level: 1,
    word: 'careful',
    sentence: 'The careless driver ignored the signal near the school.',
    others: ['driver', 'signal', 'school'],
  },
  {
    level: 1,
    word: 'wealthy',
    sentence: 'The poor farmer sold his cow to pay the doctor.',
    others: ['farmer', 'cow', 'doctor'],
  },
  {
    level: 1,
    word: 'accept',
    sentence: 'The committee may reject the plan if the cost is too high.',
    others: ['committee', 'plan', 'cost'],
  },
  {
    level: 1,
    word: 'quiet',
    sentence: 'The noisy children woke the baby in the next room.',
    others: ['children', 'baby', 'room'],
  },
  {
    level: 2,
    word: 'reluctant',
    sentence: 'Many volunteers were willing to clean the river bank on Sunday.',
    others: ['volunteers', 'clean', 'river'],
  },
  {
    level: 2,
    word: 'fierce',
    sentence: 'The old elephant was gentle with the little children of the village.',
    others: ['elephant', 'children', 'village'],
  },
  {
    level: 2,
    word: 'fertile',
    sentence: 'Years of drought turned the fields into barren land.',
    others: ['drought', 'fields', 'land'],
  },
  {
    level: 2,
    word: 'profound',
    sentence: 'The report gave only a superficial account of the problem.',
    others: ['report', 'account', 'problem'],
  },
  {
    level: 3,
    word: 'thrifty',
    sentence: 'Leaving the lights on all day is a wasteful habit.',
    others: ['lights', 'day', 'habit'],
  },
  {
    level: 3,
    word: 'taciturn',
    sentence: 'The talkative passenger kept the driver awake all night.',
    others: ['passenger', 'driver', 'night'],
  },
  {
    level: 3,
    word: 'gregarious',
    sentence: 'The tiger is a solitary hunter of the forest.',
    others: ['tiger', 'hunter', 'forest'],
  },
  {
    level: 3,
    word: 'meagre',
    sentence: 'There was ample time to finish the paper before the bell.',
    others: ['time', 'paper', 'bell'],
  },
];

/**
 * One-word substitution inside a sentence: the curated phrase (substitutions.ts) stands where `{}` is,
 * printed in capitals (the papers underline it), and the candidate picks the one word for it. Subjects
 * agree with the phrase's "his" where it has one.
 */
export const ONE_WORD_CONTEXTS: Readonly<Record<string, string>> = {
  traitor: 'History will remember him as {}.',
  vegetarian: 'My grandmother is {}, so we cook separate dishes for her.',
  optimist: 'Even after three failures, Ravi remains {}.',
  hermit: 'The old sage lived in a cave in the hills as {}.',
  refugee: 'During the war, he reached India as {}.',
  amateur: 'Though only {}, she paints beautiful landscapes.',
  miser: 'Everyone in the village knew the rich old man as {}.',
  novice: 'In the kitchen, my brother is still {}.',
  glutton: 'At the wedding feast, Raju ate like {}.',
  insomniac: 'Worried about his business, he has become {}.',
  pessimist: "Don't ask her about the plan; she is {}.",
  philanthropist: 'The businessman is known across the state as {}.',
  sycophant: 'The courtier was {}, not a true friend of the king.',
  eavesdropper: 'The boy standing behind the door turned out to be {}.',
  teetotaller: 'At the party, only Anil refused the wine, being {}.',
  polyglot: 'The tour guide at the fort is {}.',
  philatelist: 'My uncle, {}, has stamps from over a hundred countries.',
  spendthrift: 'His son is {} and has already wasted his inheritance.',
};

/**
 * "Fill the blank with the antonym of the bracketed word": each sentence is written for the word's
 * WordNet antonym (the answer the derivation gives, shown after each sentence), so the sentence reads
 * true with the antonym in the blank (`{}`) and false with the word. No "a"/"an" before the blank.
 * A word listed here is asked this way instead of on its own.
 */
export const ANTONYM_BLANKS: Readonly<Record<string, string>> = {
  generous: 'The {} landlord would not spend a single rupee on repairs.', // stingy
  brave: 'The {} soldier ran away at the first sound of gunfire.', // cowardly
  polite: 'The shopkeeper was so {} that customers stopped visiting his shop.', // rude
  difficult: 'The paper was so {} that everyone finished it in half an hour.', // easy
  temporary: 'After years of contract work, her job in the bank is now {}.', // permanent
  enormous: 'The ant is {} when compared with the elephant.', // tiny
  danger: 'The rescue team carried the children to {} before the bridge collapsed.', // safety
  advance: 'Outnumbered by the enemy, the general ordered his troops to {}.', // retreat
  bold: 'The {} child hid behind his mother whenever guests came.', // timid
  fail: 'If you work hard and plan well, you are sure to {}.', // succeed
  hate: 'Most children {} ice cream on a hot summer day.', // love
  scarce: 'Rain was {} this year, so the farmers expect a rich harvest.', // abundant
  idle: 'During the festival season, the tailors are too {} to take new orders.', // busy
  wealth: 'Despite his hard work, he lived in {} all his life and never owned a house.', // poverty
  encourage: 'Heavy fines {} people from littering the streets.', // discourage
  vanish: 'Stars begin to {} in the sky after sunset.', // appear
  hazardous: 'The road has been repaired and is now {} for cyclists.', // safe
  cheerful: 'The {} weather, dark and rainy for days, made everyone sad.', // gloomy
  triumph: 'After losing every match, the team returned home in {}.', // defeat
  vivid: 'His memory of his early childhood is {}; he remembers almost nothing.', // vague
  persuade: 'His friends tried to {} him from leaving his job.', // dissuade
  steep: 'The path up the hill is {}, so even old people can walk up easily.', // gradual
  lethargic: "After a good night's sleep, the children were {} and ready to play.", // energetic
  fickle: 'Her {} support never changed, even in his worst days.', // constant
  tedious: 'The lecture was so {} that nobody wanted it to end.', // interesting
  durable: 'Fruits and vegetables are {} goods and must be sold quickly.', // perishable
  impetuous: 'Being {}, he studied every detail before investing any money.', // cautious
  austere: "The film star's {} bungalow has a pool, a cinema and a dozen servants.", // luxurious
  bleak: 'With the new treatment, the doctors are {} about her recovery.', // hopeful
  benign: 'The tests showed that the tumour was {} and had begun to spread.', // malignant
  diminish: 'Prices usually {} when demand is high and supply is short.', // increase
  exonerate: 'The evidence was strong enough to {} the accused of murder.', // convict
  cordial: 'The {} neighbours never returned our greetings.', // unfriendly
};
