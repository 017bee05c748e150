/** The hand-curated spelling lists of the English vocabulary banks (derived by `../english.ts`). */

/** Words commonly misspelt in examinations (American or British forms, whichever WordNet lists). */
export const SPELLING_WORDS: readonly string[] = `
accommodate occurrence separate embarrass millennium conscientious necessary recommend receive believe
achieve acquire address apparent argument beginning calendar category cemetery changeable colleague
committee conscience conscious definite desperate dilemma disappear disappoint discipline ecstasy
environment exaggerate exceed excellent existence familiar fascinate foreign forty fourth friend gauge
government grammar guarantee harass height hierarchy humorous hygiene hypocrisy ignorance immediate
independent indispensable intelligence interrupt irrelevant irresistible jewellery judgment knowledge
leisure liaison library license lieutenant maintenance manoeuvre medicine miniature mischievous
misspell necessity neighbour noticeable occasion occurred omission opportunity parallel parliament
perseverance persistent personnel possession precede privilege pronunciation publicly questionnaire
receipt referred relevant religious repetition restaurant rhythm ridiculous schedule secretary seize
sergeant siege similar sincerely successful supersede surprise temperature threshold tomorrow tongue
truly twelfth tyranny unnecessary vacuum vegetable vehicle weird wednesday withhold acceptable
accidentally acquaintance aggressive allegiance amateur annihilate appearance assassinate attendance
bureaucracy business camouflage catastrophe colonel commitment competent connoisseur convenience
correspondence courteous deceive dependent deterrent efficient eligible embarrassment entrepreneur
exhilarate extraordinary fiery fluorescent forfeit glamorous gorgeous grievance handkerchief hindrance
illegible incidentally inoculate irritable lightning maintenance mediocre memento mileage mortgage
noticeable obedience occurrence ordinance pastime perceive permissible playwright possess preferred
prejudice prevalent procedure pursue quarantine reference remembrance renaissance reminiscence
resistance responsible resuscitate sacrilegious scissors sovereign subtle susceptible tariff
tendency thorough transferred vacancy vengeance villain visible accessible admissible audible
benefited buoyant carriage chauffeur collectible committed correspondent defendant descendant
disastrous dissatisfied equipped exhaust excessive fulfil grateful guardian harassment incredible
inevitable interference irreparable negligible nuisance occasionally official pavilion perennial
permanent persuade pharaoh plausible predecessor proceed psychology reversible apparel accumulate
`
  .split(/\s+/)
  .filter((s) => s !== '');

/**
 * Meanings written for the spelling questions where WordNet's first sense is not the everyday one or
 * its definition gives the spelling away; every other word's meaning is its WordNet definition.
 */
export const SPELLING_MEANINGS: Readonly<Record<string, string>> = {
  embarrass: 'cause someone to feel awkward or ashamed',
  secretary: 'a person employed to handle letters and keep records in an office',
  sergeant: 'a non-commissioned officer in the army or police',
  personnel: 'the people employed in an organisation',
  proceed: 'go on or move forward',
  address: 'the details of the place where someone lives or can be reached',
  sincerely: 'in a genuine and honest way',
  miniature: 'a very small copy or model of something',
  harassment: 'repeated annoyance, threats or intimidation',
  maintenance: 'the work of keeping something in good condition',
  recommend: 'advise or suggest as suitable',
  accommodate: 'provide lodging or room for',
  deceive: 'cause someone to believe something false',
  annihilate: 'destroy completely',
  inoculate: 'protect against a disease by injecting a vaccine',
  irritable: 'easily annoyed or angered',
  illegible: 'impossible to read',
  permanent: 'lasting for ever or for a very long time',
  perennial: 'lasting for a very long time or returning year after year',
  carriage: 'a vehicle, especially a horse-drawn one, for carrying people',
  separate: 'set or keep apart',
  desperate: 'feeling that a situation is so bad it is almost hopeless',
  familiar: 'well known from long or close association',
  independent: 'free from outside control',
  necessary: 'needed; essential',
  official: 'having the approval of an authority',
  inevitable: 'certain to happen; unavoidable',
  dependent: 'relying on someone or something for support',
  descendant: 'a person who comes from a particular ancestor; an offspring',
  parallel: 'side by side and always the same distance apart',
  sovereign: 'a king or queen who rules a country',
  manoeuvre: 'a movement or series of moves needing skill and care',
  exhilarate: 'make very happy and lively',
  susceptible: 'easily influenced or affected by something',
  fiery: 'consisting of fire or burning strongly; passionate',
  definite: 'clearly stated or decided; not vague',
  memento: 'an object kept as a reminder of a person or event',
  accumulate: 'gather together or build up over time',
  foreign: 'belonging to or coming from another country',
  knowledge: 'facts, information and skills acquired through experience or education',
  disappear: 'go out of sight; vanish',
  opportunity: 'a favourable time or chance to do something',
  guardian: 'a person who protects or takes legal care of another',
  preferred: 'liked better or chosen first',
  competent: 'having enough skill or knowledge to do something well',
  committed: 'devoted to a cause or activity',
  occasion: 'a particular time at which something happens',
  accidentally: 'by chance; without meaning to',
  schedule: 'a plan listing the times at which things are to happen',
  dilemma: 'a situation in which a difficult choice has to be made between two options',
  existence: 'the state of being real or alive',
  government: 'the group of people with the authority to rule a country',
  grammar: 'the rules of a language for forming words and sentences',
  humorous: 'funny; causing laughter',
  jewellery: 'ornaments such as rings and necklaces',
  occurred: 'happened; took place',
  publicly: 'in a way that everyone can see or know',
  questionnaire: 'a printed form of queries used to gather information in a survey',
  referred: 'mentioned or directed to (past tense)',
  siege: 'the surrounding of a town by an army to force it to surrender',
  successful: 'achieving what was aimed at',
  vegetable: 'a plant or part of a plant eaten as food',
  colonel: 'a senior army officer who commands a regiment',
  courteous: 'polite and respectful',
  lightning: 'a sudden electric flash in the sky during a thunderstorm',
  transferred: 'moved from one place or person to another (past tense)',
  vengeance: 'punishment inflicted in return for a wrong',
  benefited: 'received an advantage or gain (past tense)',
  dissatisfied: 'not pleased or content',
  collectible: 'valued and sought after by people who gather such items',
  repetition: 'the act of doing or saying something again',
};
