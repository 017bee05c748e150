/**
 * Usage items for the grammar, spotting-errors and sentence-improvement topics. An item is one
 * sentence with a slot, the one form that fits the slot, at least three forms that do not (each
 * wrong for a named reason, never merely another acceptable tense or style), and the rule.
 *
 * Items come from tables: subject–verb agreement, tenses and their sequence, fixed prepositions,
 * relative and reflexive pronouns, question tags and conjunctions (authored sentences), and
 * combinations computed from tables: prepositions of time (clause × time expression, each time word
 * carrying its own preposition), degrees of comparison (adjective forms × sentence frames) and the
 * articles "a"/"an" (by the sound that begins the next word).
 *
 * Wrong options are chosen so that none is also right: an agreement item never offers another tense
 * of the right number ("was" beside "is"), a time item never offers "by" (which fits most clauses).
 */
import type { Rng } from '../rng';
import type { Level } from '../types';

export interface Item {
  family: string;
  /** The sentence, with {} for the slot. */
  text: string;
  right: string;
  wrongs: string[];
  rule: string;
  /** A phrase (with the slot) that must stay in one segment when the sentence is cut for spotting errors. */
  unit?: string;
  /** degrees of comparison: the adjective's positive form */
  base?: string;
}

/** `unit`: the words (with the slot) a spotting-errors cut must keep together; "*" keeps the whole sentence (never cut). */
type Row = [
  levels: Level[],
  text: string,
  right: string,
  wrongs: [string, string, string],
  rule: string,
  unit?: string,
];

const AGREEMENT_RULE = {
  plural: 'A plural subject takes a plural verb.',
  singular: 'A singular subject takes a singular verb.',
};

/** Subject–verb agreement. `wrongs` hold the other number, or a broken form — never another tense of the right number. */
// prettier-ignore
const AGREEMENT: Row[] = [
  [[1], 'My sister {} in a bank.', 'works', ['work', 'working', 'have work'], 'A singular third-person subject ("my sister") takes the -s form in the simple present.'],
  [[1], 'The children {} playing in the park.', 'are', ['is', 'was', 'has'], AGREEMENT_RULE.plural],
  [[1], 'The dogs {} loudly every night.', 'bark', ['barks', 'is barking', 'barking'], 'A plural subject ("the dogs") takes the plain form in the simple present.'],
  [[1], 'She {} two brothers and a sister.', 'has', ['have', 'having', 'are'], '"She" takes "has"; "have" goes with I, we, you and they.'],
  [[1], 'There {} many books on the table.', 'are', ['is', 'was', 'has'], 'After "there", the verb agrees with the noun that follows: "many books" is plural.'],
  [[1], 'Rahul and his friend {} going to the market.', 'are', ['is', 'was', 'has'], 'Two subjects joined by "and" take a plural verb.'],
  [[1], 'Every student {} a uniform to school.', 'wears', ['wear', 'wearing', 'are wearing'], '"Every" + singular noun takes a singular verb.'],
  [[1], 'Everybody {} the new teacher.', 'likes', ['like', 'liking', 'are liking'], '"Everybody" is singular and takes a singular verb.'],
  [[1], 'My father and my uncle {} doctors.', 'are', ['is', 'was', 'has'], 'Two people joined by "and" take a plural verb.'],
  [[1], 'Nobody {} the answer to this riddle.', 'knows', ['know', 'knowing', 'are knowing'], '"Nobody" is singular, so the verb takes the -s form of the simple present: "knows".'],
  [[1], 'The sun {} in the east.', 'rises', ['rise', 'rising', 'is rise'], 'A universal truth takes the simple present, and a singular subject takes the -s form.'],
  [[1], 'Where {} your parents live?', 'do', ['does', 'is', 'are'], 'A question in the simple present with a plural subject ("your parents") takes "do".'],
  [[1], 'She and I {} good friends.', 'are', ['is', 'am', 'has'], '"She and I" is plural and takes "are".'],
  [[1, 2], 'One of my friends {} in Canada.', 'lives', ['live', 'living', 'are living'], '"One of" + plural noun is singular: the verb agrees with "one".'],
  [[2], 'Each of the boys {} given a prize.', 'was', ['were', 'are', 'have'], '"Each of" + plural noun takes a singular verb.'],
  [[2, 3], 'The news {} very good.', 'is', ['are', 'were', 'have'], '"News" looks plural but is an uncountable singular noun.'],
  [[2], 'Mathematics {} my favourite subject.', 'is', ['are', 'were', 'have'], 'Names of subjects ending in -s (mathematics, physics) are singular.'],
  [[2, 3], 'The number of students {} increasing every year.', 'is', ['are', 'were', 'have'], '"The number of" is singular; "a number of" (many) is plural.'],
  [[2, 3], 'A number of students {} absent today.', 'are', ['is', 'was', 'has'], '"A number of" means "many" and takes a plural verb.'],
  [[2], 'The cattle {} grazing in the field.', 'are', ['is', 'was', 'has'], '"Cattle" is always plural.'],
  [[2, 3], 'The police {} arrested the thief.', 'have', ['has', 'is', 'was'], '"Police" is a plural noun and takes a plural verb.'],
  [[2], 'These scissors {} very sharp.', 'are', ['is', 'was', 'has'], '"Scissors" is plural (like trousers, spectacles).'],
  [[2], 'The furniture in this room {} very old.', 'is', ['are', 'were', 'have'], '"Furniture" is an uncountable noun and takes a singular verb.'],
  [[2], 'Physics {} a difficult subject for many students.', 'is', ['are', 'were', 'have'], 'Names of subjects ending in -s are singular.'],
  [[2], 'The committee {} submitted its report.', 'has', ['have', 'are', 'were'], 'A collective noun acting as one body ("its report") takes a singular verb.', '*'],
  [[2, 3], 'The quality of these mangoes {} poor.', 'is', ['are', 'were', 'have'], 'The verb agrees with the head noun "quality", not with "mangoes".'],
  [[2], 'The books on the top shelf {} dusty.', 'are', ['is', 'was', 'has'], 'The verb agrees with the head noun "books", not with "shelf".'],
  [[2, 3], 'Neither Ravi nor his brothers {} at home yesterday.', 'were', ['was', 'is', 'has been'], 'With "neither … nor" the verb agrees with the nearer subject ("his brothers": plural).'],
  [[3], 'Either the teacher or the students {} responsible for this.', 'are', ['is', 'was', 'has'], 'With "either … or" the verb agrees with the nearer subject ("the students": plural).'],
  [[3], 'The captain, along with his players, {} arrived.', 'has', ['have', 'are', 'were'], 'A subject followed by "along with …" keeps its own number: "the captain" is singular.'],
  [[3], 'Bread and butter {} his usual breakfast.', 'is', ['are', 'were', 'have'], 'Two nouns that name one thing (one dish) take a singular verb.'],
  [[3], 'Ten kilometres {} a long distance to walk.', 'is', ['are', 'were', 'have'], 'A plural amount taken as one sum (a distance, a price, a period) takes a singular verb.'],
  [[3], 'Many a student {} failed in this test.', 'has', ['have', 'are', 'were'], '"Many a" + singular noun takes a singular verb.'],
  [[3], 'The rich {} not always happy.', 'are', ['is', 'was', 'has'], '"The" + adjective (the rich, the poor) means the people and is plural.'],
  [[3], "Gulliver's Travels {} written by Jonathan Swift.", 'was', ['were', 'are', 'have'], 'The title of a book is singular, even when it looks plural.'],
  [[3], 'The teacher as well as the students {} present yesterday.', 'was', ['were', 'are', 'have'], 'With "as well as" the verb agrees with the first subject ("the teacher").'],
  [[3], 'Neither of the two answers {} correct.', 'is', ['are', 'were', 'have'], '"Neither of" takes a singular verb in standard written English.'],
  [[3], 'The jury {} divided in their opinions.', 'were', ['was', 'is', 'has'], 'A collective noun whose members act separately ("their opinions") takes a plural verb.', '*'],
  [[3], 'Ram, together with his friends, {} gone to the fair.', 'has', ['have', 'are', 'were'], 'A subject followed by "together with …" keeps its own number: "Ram" is singular.'],
  [[3], 'Two-thirds of the work {} been finished.', 'has', ['have', 'are', 'were'], 'A fraction takes the number of the noun after "of": "work" is uncountable, so singular.'],
  [[3], 'Two-thirds of the students {} passed.', 'have', ['has', 'is', 'was'], 'A fraction takes the number of the noun after "of": "students" is plural.'],
  [[3], 'Most of the water {} wasted.', 'was', ['were', 'are', 'have'], '"Most of" takes the number of the noun after it: "water" is uncountable, so singular.'],
  [[3], 'Most of the guests {} arrived.', 'have', ['has', 'is', 'was'], '"Most of" takes the number of the noun after it: "guests" is plural.'],
  [[3], 'The manager, together with his assistants, {} expected at the conference tomorrow.', 'is', ['are', 'were', 'have been'], 'A subject followed by "together with …" keeps its own number: "the manager" is singular.'],
  [[3], 'Not only the students but also the teacher {} been invited to the function.', 'has', ['have', 'are', 'were'], 'With "not only … but also" the verb agrees with the nearer subject ("the teacher": singular).'],
  [[3], 'The pair of shoes that I bought last week {} already torn.', 'is', ['are', 'were', 'have'], 'The head noun is "pair" (singular), not "shoes".'],
  [[3], 'Each of the candidates who appeared for the interview {} given a certificate.', 'was', ['were', 'are', 'have'], '"Each of" + plural noun takes a singular verb.'],
  [[3], 'Either of these two roads {} to the railway station.', 'leads', ['lead', 'are leading', 'have led'], '"Either of" takes a singular verb.'],
  [[3], 'None of the food {} fit to eat.', 'was', ['were', 'are', 'have'], '"None of" takes the number of the noun after it: "food" is uncountable, so singular.'],
  [[3], 'Slow and steady {} the race.', 'wins', ['win', 'are winning', 'have won'], 'Two words that express one idea ("slow and steady") take a singular verb.'],
  [[3], 'Every boy and every girl {} given a book.', 'was', ['were', 'are', 'have'], 'Subjects each preceded by "every" take a singular verb, even when joined by "and".'],
  [[3], 'The news of his success {} his parents very happy.', 'made', ['make', 'have made', 'were made'], '"The news" is singular, and "made" (past) fits; "make" needs a plural subject.'],
  [[2, 3], 'Neither the principal nor the teachers {} aware of the change.', 'were', ['was', 'is', 'has been'], 'With "neither … nor" the verb agrees with the nearer subject ("the teachers": plural).'],
  [[2], 'The furniture in these rooms {} been polished.', 'has', ['have', 'are', 'were'], '"Furniture" is uncountable and singular; the verb does not agree with "rooms".'],
  [[2], 'Twenty rupees {} too much for this pen.', 'is', ['are', 'were', 'have'], 'An amount of money taken as one sum takes a singular verb.'],
  [[1], 'The Ganga {} into the Bay of Bengal.', 'flows', ['flow', 'is flow', 'flowing'], 'A permanent fact takes the simple present; a singular subject takes the -s form.'],
  [[2], 'Each of the players {} a new kit.', 'has', ['have', 'are', 'were'], '"Each of" + plural noun takes a singular verb.'],
  [[1], 'My brother {} not like cold drinks.', 'does', ['do', 'are', 'is'], 'A singular third-person subject takes "does" in the negative.'],
];

/** Tenses and their sequence. No wrong option is another acceptable tense. */
// prettier-ignore
const TENSES: Row[] = [
  [[1], 'I {} my homework every evening.', 'do', ['does', 'doing', 'am do'], 'A habit takes the simple present; "I" takes "do".', 'I {}'],
  [[1], 'Look! The baby {}.', 'is sleeping', ['sleeps', 'slept', 'sleep'], '"Look!" points to an action going on now: the present continuous.', '*'],
  [[1], 'We {} to Goa last year.', 'went', ['go', 'have gone', 'going'], 'A finished time in the past ("last year") takes the simple past, not the present perfect.'],
  [[1], 'They {} cricket yesterday.', 'played', ['play', 'have played', 'playing'], '"Yesterday" is a finished past time: the simple past.'],
  [[1], 'I {} you tomorrow.', 'will call', ['called', 'have called', 'am call'], '"Tomorrow" is in the future: "will" + base verb.'],
  [[1], 'Water {} at 100 °C.', 'boils', ['boil', 'boiling', 'have boiled'], 'A scientific fact takes the simple present; "water" is singular.'],
  [[1], 'She {} a letter at the moment.', 'is writing', ['writes', 'write', 'has write'], '"At the moment" shows an action in progress: the present continuous.'],
  [[1], 'He {} to school every day.', 'goes', ['go', 'going', 'is go'], 'A daily habit takes the simple present; "he" takes the -es form.', 'He {}'],
  [[1], 'My mother {} dinner when the guests arrived.', 'was cooking', ['is cooking', 'cooks', 'has cooked'], 'An action in progress when another past action happened takes the past continuous.', '*'],
  [[1, 2], 'I {} this film three times.', 'have seen', ['have saw', 'seen', 'has seen'], 'The present perfect is "have" + past participle ("seen", not "saw").'],
  [[2], 'I {} him for ten years.', 'have known', ['know', 'am knowing', 'have been knowing'], 'A state lasting up to now ("for ten years") takes the present perfect; "know", a state verb, takes its simple form ("have known", never "have been knowing").'],
  [[2, 3], 'When I reached the station, the train {}.', 'had already left', ['has already left', 'already leaves', 'will have already left'], 'The earlier of two past actions takes the past perfect.'],
  [[2], 'If it rains, we {} the match.', 'will cancel', ['would cancel', 'would have cancelled', 'cancelled'], 'A first conditional: "if" + simple present, then "will" + base verb.', '*'],
  [[2], 'By the time you arrive, I {} my work.', 'will have finished', ['had finished', 'finished', 'have been finishing'], '"By the time" + a future event takes the future perfect for what will be complete before it.', '*'],
  [[2, 3], 'He {} for two hours when the bus finally came.', 'had been waiting', ['has been waiting', 'is waiting', 'waits'], 'An action that went on up to a past moment takes the past perfect continuous.'],
  [[2], 'Please wait here till I {} back.', 'come', ['will come', 'came', 'coming'], 'A time clause ("till", "when", "before") about the future takes the simple present, not "will".'],
  [[2, 3], 'She {} in this school since 2015.', 'has been teaching', ['is teaching', 'teaches', 'was teaching'], 'An action from a past point ("since 2015") up to now takes the present perfect (continuous).'],
  [[2], 'The patient {} before the doctor arrived.', 'had died', ['has died', 'dies', 'will die'], 'The earlier of two past actions takes the past perfect.'],
  [[2], 'He {} his keys, so he cannot open the door.', 'has lost', ['had lost', 'loses', 'losing'], 'A past action with a result now ("he cannot open") takes the present perfect.', '*'],
  [[2, 3], 'If I {} a bird, I would fly over the mountains.', 'were', ['am', 'will be', 'have been'], 'An imaginary condition takes "were" for every person.', '*'],
  [[3], 'If you had worked harder, you {} the exam.', 'would have passed', ['will pass', 'had passed', 'would pass'], 'A third conditional: "if" + past perfect, then "would have" + past participle.', '*'],
  [[3], 'It is high time we {} for the station.', 'left', ['leave', 'will leave', 'have left'], '"It is high time" is followed by the simple past.'],
  [[3], 'I wish I {} taller.', 'were', ['am', 'will be', 'have been'], '"Wish" about the present takes "were".'],
  [[3], 'No sooner had he reached the station {} the train left.', 'than', ['when', 'then', 'as'], '"No sooner" is followed by "than".', '*'],
  [[3], 'Hardly had I sat down {} the phone rang.', 'when', ['than', 'then', 'as soon as'], '"Hardly" (and "scarcely") is followed by "when".', '*'],
  [[3], 'Unless you work hard, you {}.', 'will fail', ['will not fail', 'would fail', 'failed'], '"Unless" already means "if not": the main clause takes "will" + base verb, with no second "not".', '*'],
  [[3], 'Walk carefully lest you {} fall.', 'should', ['would', 'will', 'shall'], '"Lest" is followed by "should".'],
  [[3], 'She is one of the best singers who {} ever lived.', 'have', ['has', 'is', 'having'], '"Who" refers to "singers" (plural), so its verb is plural.', '*'],
  [[3], 'He {} here since morning.', 'has been', ['is', 'was', 'will be'], '"Since" + a point of time up to now takes the present perfect.'],
  [[3], 'Scarcely had the match begun {} it started raining.', 'when', ['than', 'then', 'that'], '"Scarcely" (like "hardly") is followed by "when".', '*'],
];

/** Fixed prepositions, pronouns, question tags and conjunctions. */
// prettier-ignore
const FIXED: Row[] = [
  [[1], 'He is fond {} music.', 'of', ['in', 'for', 'with'], '"Fond" takes "of".'],
  [[1], 'The house is {} fire.', 'on', ['in', 'at', 'with'], 'The phrase is "on fire".'],
  [[1], 'The room was full {} smoke.', 'of', ['with', 'by', 'from'], '"Full" takes "of".'],
  [[1], 'She is proud {} her son.', 'of', ['on', 'for', 'with'], '"Proud" takes "of".'],
  [[1], 'He is afraid {} dogs.', 'of', ['from', 'with', 'by'], '"Afraid" takes "of".'],
  [[1], 'This book is {}.', 'mine', ['my', 'me', 'I'], 'A possessive standing alone (without a noun) is "mine".'],
  [[1], 'This is the boy {} won the prize.', 'who', ['whom', 'which', 'whose'], '"Who" is the subject form for a person.'],
  [[1], 'This is the man {} car was stolen.', 'whose', ['who', 'whom', 'which'], '"Whose" shows possession ("his car").'],
  [[1], 'The pen {} you gave me is lost.', 'which', ['who', 'whom', 'whose'], '"Which" is used for things.'],
  [[1], 'She hurt {} while cooking.', 'herself', ['her', 'she', 'hers'], 'When the doer and the receiver are the same person, the reflexive pronoun is used.'],
  [[1], 'We enjoyed {} at the party.', 'ourselves', ['us', 'our', 'ours'], '"Enjoy" needs an object; for the same people it is the reflexive "ourselves".'],
  [[2], 'He insisted {} going alone.', 'on', ['for', 'at', 'to'], '"Insist" takes "on".'],
  [[2], 'He was accused {} theft.', 'of', ['for', 'with', 'on'], '"Accused" takes "of"; "charged" takes "with".'],
  [[2], 'She is married {} a doctor.', 'to', ['with', 'by', 'from'], '"Married" takes "to".'],
  [[2, 3], 'He is senior {} me in the office.', 'to', ['than', 'from', 'over'], 'Latin comparatives (senior, junior, superior, inferior, prior) take "to", not "than".'],
  [[2, 3], 'I prefer tea {} coffee.', 'to', ['than', 'over', 'from'], '"Prefer" one thing "to" another.'],
  [[2], 'She avoided {} to him.', 'talking', ['to talk', 'talk', 'talked'], '"Avoid" is followed by the -ing form.'],
  [[2], 'He is capable {} doing this work.', 'of', ['to', 'for', 'in'], '"Capable" takes "of" + -ing.'],
  [[2, 3], 'He prevented me {} going out.', 'from', ['to', 'for', 'against'], '"Prevent someone from" + -ing.'],
  [[2], 'Divide the sweets {} the two children.', 'between', ['among', 'with', 'in'], '"Between" is used for two; "among" for more than two.', '{} the two children'],
  [[2], 'Distribute the sweets {} all the children in the class.', 'among', ['between', 'with', 'in'], '"Among" is used for more than two.', '{} all the children'],
  [[2], 'He has no objection {} the plan.', 'to', ['on', 'for', 'at'], '"Objection" takes "to".'],
  [[2, 3], 'Between you and {}, this plan will not work.', 'me', ['I', 'myself', 'mine'], 'A preposition ("between") takes the object form: "me".'],
  [[2], 'Let him and {} go first.', 'me', ['I', 'myself', 'mine'], '"Let" takes the object form: "him and me".'],
  [[2, 3], 'The boy {} I met yesterday is my cousin.', 'whom', ['which', 'whose', 'what'], '"Whom" is the object form for a person ("I met him").'],
  [[2], 'He did not come to the meeting, {}?', 'did he', ["didn't he", 'does he', 'was he'], 'A negative statement takes a positive tag with the same auxiliary ("did").', '*'],
  [[2], 'She is very clever, {}?', "isn't she", ['is she', "doesn't she", "wasn't she"], 'A positive statement takes a negative tag with the same auxiliary ("is").', '*'],
  [[2], 'Neither Ravi {} his sister was at home.', 'nor', ['or', 'and', 'but'], '"Neither" pairs with "nor".', 'Neither Ravi {}'],
  [[2], 'Either you {} your brother must go.', 'or', ['nor', 'and', 'but'], '"Either" pairs with "or".', 'Either you {}'],
  [[1, 2], 'He was tired, {} he kept working.', 'but', ['so', 'because', 'and so'], '"But" joins two ideas that contrast.', '*'],
  [[3], 'Let us go for a walk, {}?', 'shall we', ["don't we", 'do we', "aren't we"], '"Let us" (a suggestion) takes the tag "shall we".', '*'],
  [[3], 'I am your friend, {}?', "aren't I", ["isn't I", "don't I", "amn't I"], 'The negative tag after "I am" is "aren\'t I".', '*'],
  [[3], 'Nobody came to the party, {}?', 'did they', ["didn't they", 'does they', "wasn't it"], '"Nobody" is negative, so the tag is positive; it is referred to by "they".', '*'],
  [[3], 'I am looking forward {} you.', 'to meeting', ['to meet', 'for meeting', 'meeting'], 'In "look forward to", "to" is a preposition: it takes the -ing form.'],
  [[3], 'He is used to {} up early.', 'getting', ['get', 'got', 'gets'], '"Be used to" (accustomed to) takes the -ing form.'],
  [[3], 'Though he is poor, {} he is honest.', 'yet', ['but', 'and', 'so'], '"Though" pairs with "yet" (or no conjunction); "though … but" is wrong.', 'Though he is poor, {}'],
  [[3], 'This cloth is superior {} that one.', 'to', ['than', 'from', 'over'], '"Superior" is a Latin comparative and takes "to".'],
  [[3], 'He is junior {} me by two years.', 'to', ['than', 'from', 'with'], '"Junior" is a Latin comparative and takes "to".'],
  [[3], 'Beware {} pickpockets in the crowd.', 'of', ['from', 'with', 'against'], '"Beware" takes "of".'],
  [[3], 'He is not only intelligent {} hard-working.', 'but also', ['and also', 'as well', 'but even'], '"Not only" pairs with "but also".', 'not only intelligent {}'],
];

/** Common errors of usage: uncountable nouns, confusable verbs, redundant words, forms after certain verbs. */
// prettier-ignore
const USAGE: Row[] = [
  [[1], 'She gave me {} about the case.', 'some information', ['an information', 'informations', 'many information'], '"Information" is uncountable: no "an", no plural, and "some" (not "many").'],
  [[1, 2], 'My teacher gave me some useful {}.', 'advice', ['advices', 'an advice', 'advise'], '"Advice" (the noun) is uncountable; "advise" is the verb.'],
  [[2], 'We need to buy {} for the new office.', 'some furniture', ['a furniture', 'furnitures', 'many furnitures'], '"Furniture" is uncountable: it takes no "a" and no plural.'],
  [[2], '{} of Kashmir is very beautiful.', 'The scenery', ['The sceneries', 'A scenery', 'Sceneries'], '"Scenery" is uncountable: no "a", no plural, and a singular verb.'],
  [[2], 'The price of petrol has {} again.', 'risen', ['raised', 'rose', 'arisen'], '"Rise" (go up, no object) has the participle "risen"; "raise" needs an object.'],
  [[2, 3], 'He {} an important question at the meeting.', 'raised', ['rose', 'risen', 'arose'], '"Raise" takes an object (raise a question); "rise" does not.'],
  [[3], 'She was tired, so she {} down for a short rest.', 'lay', ['laid', 'lied', 'lain'], '"Lie" (rest) goes lie – lay – lain; "laid" is the past of "lay" (put), and "lied" means told a lie.'],
  [[3], 'Our hen {} an egg every day.', 'lays', ['lies', 'lay', 'lie'], '"Lay" (put, produce an egg) takes an object; a singular subject takes "lays".'],
  [[2], 'We discussed {} for two hours.', 'the problem', ['about the problem', 'on the problem', 'over the problem'], '"Discuss" takes a direct object: no "about" or "on".'],
  [[2], 'He entered {} quietly.', 'the room', ['into the room', 'in the room', 'inside of the room'], '"Enter" a place takes a direct object; "enter into" is used for agreements and talks.'],
  [[3], 'The committee {} five members.', 'comprises', ['comprises of', 'is comprising of', 'comprise'], '"Comprise" takes a direct object ("consists of" takes "of").'],
  [[2], 'Please {} the book to the library tomorrow.', 'return', ['return back', 'returned back', 'returning'], '"Return" already means "give back": "return back" repeats itself.'],
  [[2], 'Rohan is my {}.', 'cousin', ['cousin brother', 'brother cousin', 'cousins'], '"Cousin" is used alone; "cousin brother" is redundant.'],
  [[2], 'The two brothers help {} with their homework.', 'each other', ['each another', 'one other', 'themselves each'], '"Each other" (for two) is the reciprocal pronoun.'],
  [[2], '{} are clever.', 'Both the brothers', ['The both brothers', 'Both the brother', 'Both of brother'], '"Both" comes before "the" and takes a plural noun.'],
  [[1], 'My friend and {} went to the fair.', 'I', ['me', 'myself', 'mine'], 'A subject takes the subject form: "my friend and I went".'],
  [[2], 'I do not know {}.', 'where he lives', ['where does he live', 'where he does live', 'where lives he'], 'A question inside a statement takes statement order (subject before verb).'],
  [[2], 'Please tell me {}.', 'where you live', ['where do you live', 'where you do live', 'where live you'], 'A question inside a sentence takes statement order (subject before verb).'],
  [[3], 'I asked him {}.', 'why he was late', ['why was he late', 'that why he was late', 'why did he late'], 'A reported question takes statement order and no "that".'],
  [[2], 'The boy is {} weak to walk.', 'too', ['very', 'so', 'much'], '"Too + adjective + to-infinitive" means "so … that … not".'],
  [[1], 'She speaks English {}.', 'well', ['good', 'goodly', 'more good'], '"Well" is the adverb that describes how she speaks; "good" is an adjective.'],
  [[1], 'He drives very {}.', 'carefully', ['careful', 'carefulness', 'care'], 'An adverb ("carefully") describes how he drives.'],
  [[2], 'I have very {} money left.', 'little', ['few', 'less', 'many'], '"Little" is used with uncountable nouns (money, water); "few" with countable ones.'],
  [[2], 'Very {} people came to the meeting.', 'few', ['little', 'less', 'much'], '"Few" is used with countable nouns (people); "little" with uncountable ones.'],
  [[3], 'She has {} friends than her sister.', 'fewer', ['less', 'lesser', 'little'], '"Fewer" is used with countable nouns (friends); "less" with uncountable ones.'],
  [[3], 'He has {} experience than his manager.', 'less', ['fewer', 'lesser', 'few'], '"Less" is used with uncountable nouns (experience); "fewer" with countable ones.'],
  [[2], 'The teacher made us {} the lesson twice.', 'read', ['to read', 'reading', 'reads'], '"Make someone do" takes the bare infinitive (no "to").'],
  [[1], 'Let him {} the work first.', 'finish', ['to finish', 'finishes', 'finishing'], '"Let" takes the bare infinitive (no "to").'],
  [[2], 'You had better {} a doctor.', 'see', ['to see', 'seeing', 'saw'], '"Had better" takes the bare infinitive.'],
  [[3], 'I would rather {} than beg.', 'die', ['to die', 'dying', 'died'], '"Would rather" takes the bare infinitive.'],
  [[1], 'She is good at {}.', 'singing', ['sing', 'to sing', 'sang'], 'A preposition ("at") is followed by the -ing form.'],
  [[1], 'I enjoy {} novels.', 'reading', ['to read', 'read', 'reads'], '"Enjoy" is followed by the -ing form.'],
  [[3], 'He suggested {} for a walk.', 'going', ['to go', 'go', 'went'], '"Suggest" is followed by the -ing form (or a "that" clause).'],
  [[2], 'I fully agree {} you on this point.', 'with', ['to', 'on', 'at'], 'One agrees "with" a person and "to" a proposal.'],
  [[3], 'The doctor {} him to take rest.', 'advised', ['suggested', 'advice', 'advise'], '"Advise someone to do"; "suggest" does not take "someone to do", and "advice" is the noun.'],
  [[3], 'Mr Rao has two {}.', 'sons-in-law', ['son-in-laws', 'sons-in-laws', 'son-in-law'], 'In a compound noun the main word takes the plural: sons-in-law.'],
  [[2], 'We saw a {} of cattle near the river.', 'herd', ['flock', 'swarm', 'pack'], 'A herd of cattle, a flock of sheep, a swarm of bees, a pack of wolves.'],
  [[2], 'A {} of bees attacked the boys.', 'swarm', ['herd', 'flock', 'pack'], 'A swarm of bees, a herd of cattle, a flock of sheep, a pack of wolves.'],
  [[1, 2], 'He has been absent {} three days.', 'for', ['since', 'from', 'at'], '"For" gives a length of time.', '{} three days'],
  [[3], 'He is one of those men who {} always ready to help.', 'are', ['is', 'was', 'has'], '"Who" refers to "men" (plural), so its verb is plural.', '*'],
  [[3], 'Never {} such a large crowd in this town.', 'have I seen', ['I have seen', 'I have never seen', 'I saw not'], 'A negative adverb ("never") at the start inverts the verb and subject, and needs no second negative.', '*'],
  [[3], 'Seldom {} such a beautiful sunset.', 'have I seen', ['I have seen', 'I have not seen', 'I saw not'], 'A negative adverb ("seldom") at the start inverts the verb and subject.', '*'],
  [[3], 'Not only {} the exam, but he also topped it.', 'did he pass', ['he passed', 'he did pass', 'passed he'], '"Not only" at the start of a clause inverts the verb and subject.', '*'],
  [[2, 3], 'I have been working in this company {} the last five years.', 'for', ['since', 'from', 'at'], '"For" gives a length of time ("the last five years") with a perfect tense.', '{} the last five years'],
  [[2, 3], 'She has been suffering from fever {} last Monday.', 'since', ['for', 'from', 'at'], '"Since" gives the point of time the action started, with a perfect tense.', '{} last Monday'],
  [[3], 'If he {} earlier, he would have caught the train.', 'had left', ['left', 'has left', 'would leave'], 'A third conditional: "if" + past perfect, then "would have" + past participle.', '*'],
  [[3], 'He would have helped you if you {} him.', 'had asked', ['asked', 'have asked', 'would ask'], 'With "would have helped" (an unreal past), the "if" clause takes the past perfect.', '*'],
  [[3], 'It is one of the most interesting books that {} ever been written.', 'have', ['has', 'is', 'was'], '"That" refers to "books" (plural), so its verb is plural.', '*'],
  [[3], 'Had I known about his illness, I {} him.', 'would have visited', ['would visit', 'will visit', 'had visited'], '"Had I known" is a third conditional ("if I had known"): the main clause takes "would have" + past participle.', '*'],
  [[2], 'He was so tired {} he could not walk any further.', 'that', ['than', 'as', 'and'], '"So + adjective" is followed by "that".', 'so tired {}'],
  [[2], 'She is {} a good singer that everyone admires her.', 'such', ['so', 'very', 'too'], '"Such a + adjective + noun … that"; "so" goes before an adjective alone.', '{} a good singer that'],
  [[3], 'He is the only one of the students who {} passed with distinction.', 'has', ['have', 'are', 'were'], 'After "the only one of … who", the verb agrees with "one" (singular).', '*'],
  [[2], 'Would you mind {} the window?', 'opening', ['to open', 'open', 'opened'], '"Mind" is followed by the -ing form.'],
  [[2], 'He denied {} the money.', 'taking', ['to take', 'take', 'took'], '"Deny" is followed by the -ing form.'],
  [[2], 'I look forward to {} from you soon.', 'hearing', ['hear', 'heard', 'be hearing'], 'In "look forward to", "to" is a preposition: it takes the -ing form.'],
  [[2], 'She prefers walking {} cycling.', 'to', ['than', 'over', 'from'], '"Prefer" one thing "to" another.'],
  [[3], 'Despite {} hard, he failed the test.', 'working', ['he worked', 'of working', 'work'], '"Despite" is a preposition: no "of", and it takes a noun or -ing form, not a clause.'],
  [[3], 'Although it was raining, {} went out.', 'we', ['but we', 'so we', 'and we'], '"Although" already joins the clauses: adding "but" or "so" is wrong.', '*'],
  [[2], 'She did not know {} to do next.', 'what', ['that', 'how', 'whom'], '"What to do" (question word + to-infinitive).'],
  [[2], 'The patient was {} ill that he could not speak.', 'so', ['such', 'very', 'too'], '"So + adjective + that".'],
  [[2], 'This is the house {} I was born.', 'where', ['which', 'when', 'what'], '"Where" (= in which) introduces a clause about a place.'],
  [[3], 'He is taller than any {} boy in the class.', 'other', ['another', 'others', 'the other'], 'Comparing one member with the rest of his own group needs "any other".', 'any {} boy'],
  [[3], 'Gold is more precious than any {} metal.', 'other', ['another', 'others', 'the other'], 'Gold is itself a metal, so it is compared with "any other" metal.', 'any {} metal'],
  [[2], 'The teacher asked the students {} quiet.', 'to keep', ['keep', 'keeping', 'kept'], '"Ask someone to do": the to-infinitive.'],
  [[2], 'I saw him {} across the road.', 'running', ['to run', 'ran', 'runs'], '"See someone doing" (or "do"): never the to-infinitive or a finite verb.'],
  [[2, 3], 'The sum of two and three {} five.', 'is', ['are', 'were', 'have'], 'The subject is "the sum", which is singular.'],
  [[1], 'There {} a cat under the table.', 'is', ['are', 'were', 'have'], 'After "there", the verb agrees with the noun that follows: "a cat" is singular.'],
  [[1], 'The girls {} their homework every evening.', 'do', ['does', 'doing', 'is doing'], 'A plural subject takes the plain form in the simple present.'],
  [[1], 'Sita {} a bicycle to school.', 'rides', ['ride', 'riding', 'are riding'], 'A singular third-person subject takes the -s form in the simple present.'],
];

/** Prepositions of time: each time expression carries its own preposition; clauses are paired only with times that fit. */
// prettier-ignore
const TIME_CLAUSES: { clause: string; times: [string, string][]; perfect?: boolean; levels: Level[] }[] = [
  { clause: 'The train leaves Delhi {}.', times: [['at', '6:30 p.m.'], ['at', 'half past nine'], ['at', 'midnight']], levels: [1, 2] },
  { clause: 'The meeting will begin {}.', times: [['at', '10 a.m.'], ['at', 'noon'], ['on', 'Monday'], ['in', 'the afternoon']], levels: [1, 2] },
  { clause: 'I usually wake up {}.', times: [['at', "six o'clock"], ['at', 'dawn'], ['at', '5:30 a.m.']], levels: [1] },
  { clause: 'The shop closes {}.', times: [['at', '9 p.m.'], ['at', 'sunset'], ['on', 'Sundays']], levels: [1, 2] },
  { clause: 'The exam will be held {}.', times: [['on', 'Monday'], ['on', '15 March'], ['in', 'March'], ['in', 'the first week of April']], levels: [1, 2] },
  { clause: 'She was born {}.', times: [['on', '2 October 1998'], ['in', '1998'], ['in', 'October'], ['on', 'a Sunday']], levels: [1, 2] },
  { clause: 'We met for the first time {}.', times: [['on', 'Republic Day'], ['on', 'my birthday'], ['on', 'Friday evening'], ['in', '2019']], levels: [2, 3] },
  { clause: 'The school reopens {}.', times: [['in', 'June'], ['on', '1 July'], ['in', 'the second week of July']], levels: [1, 2] },
  { clause: 'It is very hot in Delhi {}.', times: [['in', 'summer'], ['in', 'May'], ['in', 'the afternoon']], levels: [1, 2] },
  { clause: 'My grandfather goes for a walk {}.', times: [['in', 'the morning'], ['in', 'the evening'], ['at', 'sunrise']], levels: [1] },
  { clause: 'The owls come out {}.', times: [['at', 'night']], levels: [1, 2] },
  { clause: 'India became independent {}.', times: [['in', '1947'], ['on', '15 August 1947'], ['at', 'midnight']], levels: [2, 3] },
  { clause: 'The guests arrived {}.', times: [['on', 'Saturday morning'], ['at', 'lunchtime'], ['in', 'the evening']], levels: [2, 3] },
  { clause: 'She has worked in this bank {}.', times: [['since', '2015'], ['for', 'five years'], ['since', 'last April'], ['for', 'a long time']], perfect: true, levels: [2, 3] },
  { clause: 'They have been waiting {}.', times: [['for', 'two hours'], ['since', 'morning'], ['since', '10 a.m.']], perfect: true, levels: [2, 3] },
  { clause: 'It has been raining {}.', times: [['since', 'yesterday'], ['for', 'three days'], ['since', 'Friday night']], perfect: true, levels: [2, 3] },
  { clause: 'We have lived in Pune {}.', times: [['since', '2010'], ['for', 'twelve years']], perfect: true, levels: [2, 3] },
  { clause: 'He has been ill {}.', times: [['since', 'Friday'], ['for', 'a fortnight']], perfect: true, levels: [2, 3] },
];
const TIME_RULE: Record<string, string> = {
  at: '"At" is used with clock times and points of the day (at noon, at night, at midnight, at dawn).',
  on: '"On" is used with days and dates (on Monday, on 15 March, on Republic Day, on Friday evening).',
  in: '"In" is used with months, years, seasons and parts of the day (in May, in 1998, in summer, in the morning).',
  since: '"Since" gives the point of time an action started, with a perfect tense.',
  for: '"For" gives the length of time, with a perfect tense.',
};

/** Adjectives with their degrees and sentence frames written for each (so every sentence makes sense). */
interface Adjective {
  pos: string;
  comp: string;
  sup: string;
  /** short adjective (-er/-est) or long (more/most) */
  long: boolean;
  than: string;
  the: string;
  as: string;
  two?: string;
}
// prettier-ignore
const ADJECTIVES: Adjective[] = [
  { pos: 'tall', comp: 'taller', sup: 'tallest', long: false, than: 'Ravi is {} than his brother.', the: 'Ravi is the {} boy in the class.', as: 'Ravi is as {} as his father.', two: 'Of the two brothers, Ravi is the {}.' },
  { pos: 'good', comp: 'better', sup: 'best', long: false, than: 'This book is {} than that one.', the: 'She is the {} singer in our school.', as: 'This pen is as {} as that one.', two: 'Of the two plans, this one is the {}.' },
  { pos: 'bad', comp: 'worse', sup: 'worst', long: false, than: 'The traffic today is {} than it was yesterday.', the: 'This is the {} film I have ever seen.', as: 'The road is not as {} as people say.' },
  { pos: 'big', comp: 'bigger', sup: 'biggest', long: false, than: 'An elephant is {} than a horse.', the: 'This is the {} tree in our village.', as: 'Your room is as {} as mine.' },
  { pos: 'beautiful', comp: 'more beautiful', sup: 'most beautiful', long: true, than: 'This garden is {} than that one.', the: 'Kashmir is the {} place I have ever visited.', as: 'The lake is as {} as the sea.' },
  { pos: 'heavy', comp: 'heavier', sup: 'heaviest', long: false, than: 'This box is {} than that one.', the: 'This is the {} bag of all.', as: 'My bag is as {} as yours.', two: 'Of the two boxes, this one is the {}.' },
  { pos: 'careful', comp: 'more careful', sup: 'most careful', long: true, than: 'Meena is {} than her sister.', the: 'He is the {} driver I know.', as: 'Be as {} as you can.' },
  { pos: 'hot', comp: 'hotter', sup: 'hottest', long: false, than: 'Today is {} than yesterday.', the: 'May is the {} month of the year in Delhi.', as: 'It is not as {} today as it was yesterday.' },
  { pos: 'intelligent', comp: 'more intelligent', sup: 'most intelligent', long: true, than: 'Priya is {} than her classmates.', the: 'She is the {} student in the class.', as: 'He is as {} as his sister.', two: 'Of the two sisters, Priya is the {}.' },
  { pos: 'fast', comp: 'faster', sup: 'fastest', long: false, than: 'A cheetah is {} than a lion.', the: 'The cheetah is the {} land animal.', as: 'He cannot run as {} as his brother.' },
  { pos: 'cheap', comp: 'cheaper', sup: 'cheapest', long: false, than: 'Travelling by bus is {} than travelling by air.', the: 'This is the {} phone in the whole shop.', as: 'This shirt is as {} as that one.' },
  { pos: 'easy', comp: 'easier', sup: 'easiest', long: false, than: 'This question is {} than the last one.', the: 'This is the {} way of all.', as: 'The second test was as {} as the first.' },
  { pos: 'honest', comp: 'more honest', sup: 'most honest', long: true, than: 'Ramesh is {} than his partner.', the: 'He is the {} officer in the department.', as: 'She is as {} as her father.' },
  { pos: 'wise', comp: 'wiser', sup: 'wisest', long: false, than: 'My grandmother is {} than all of us.', the: 'He was the {} king of his time.', as: 'He is as {} as an owl, people say.' },
  { pos: 'useful', comp: 'more useful', sup: 'most useful', long: true, than: 'This dictionary is {} than that one.', the: 'This is the {} book in my library.', as: 'A bicycle is as {} as a scooter in the village.', two: 'Of the two books, this one is the {}.' },
  { pos: 'large', comp: 'larger', sup: 'largest', long: false, than: 'Asia is {} than Europe.', the: 'Asia is the {} continent.', as: 'Their house is as {} as ours.' },
];

/** Words and the article their first sound takes. */
const AN_WORDS: [string, Level][] = [
  ['apple', 1],
  ['egg', 1],
  ['orange', 1],
  ['umbrella', 1],
  ['elephant', 1],
  ['old man', 1],
  ['idea', 1],
  ['engineer', 1],
  ['onion', 1],
  ['eagle', 1],
  ['hour', 2],
  ['honest man', 2],
  ['heir', 2],
  ['honour', 2],
  ['ugly duckling', 2],
  ['unusual idea', 2],
  ['easy question', 2],
  ['inkpot', 1],
  ['MBA degree', 3],
  ['MLA', 3],
  ['FIR', 3],
  ['X-ray', 3],
  ['SOS message', 3],
  ['NCC cadet', 3],
  ['IAS officer', 3],
  ['LLB degree', 3],
  ['honourable judge', 3],
  ['hourly wage', 3],
  ['NGO', 3],
  ['MP', 3],
];
const A_WORDS: [string, Level][] = [
  ['book', 1],
  ['dog', 1],
  ['car', 1],
  ['house', 1],
  ['pen', 1],
  ['teacher', 1],
  ['horse', 1],
  ['banana', 1],
  ['year', 2],
  ['university', 2],
  ['uniform', 2],
  ['European country', 2],
  ['one-rupee coin', 2],
  ['useful book', 2],
  ['union leader', 2],
  ['unique gift', 2],
  ['one-way street', 3],
  ['U-turn', 3],
  ['unicorn', 3],
  ['USB cable', 3],
  ['B.Sc. degree', 3],
  ['UPSC exam', 3],
  ['one-eyed man', 3],
  ['ewe', 3],
];

/** "What ___ honest man he is!": an exclamation where only "a" or "an" fits. */
// prettier-ignore
const WHAT: [adjNoun: string, rest: string, level: Level][] = [
  ['honest man', 'he is', 2], ['unusual idea', 'that is', 2], ['useful book', 'this is', 2], ['old building', 'this is', 1], ['easy question', 'that was', 1],
  ['interesting story', 'it was', 1], ['amazing view', 'it is', 1], ['beautiful garden', 'this is', 1], ['huge crowd', 'it was', 1], ['unique painting', 'this is', 2],
  ['awful day', 'it was', 1], ['excellent idea', 'that is', 1], ['honourable man', 'he is', 3], ['lovely evening', 'it is', 1], ['one-sided match', 'it was', 3],
  ['exciting match', 'it was', 1], ['useless machine', 'this is', 2], ['heavy bag', 'this is', 1], ['intelligent girl', 'she is', 1],
  ['obedient boy', 'he is', 1], ['unforgettable day', 'it was', 2], ['European city', 'Paris is', 3], ['honest answer', 'that was', 2], ['hour-long speech', 'it was', 3],
  ['universal truth', 'that is', 3], ['ordinary house', 'it is', 2], ['expensive car', 'this is', 1],
];
const takesAn = (phrase: string): boolean => {
  const w = phrase.toLowerCase();
  if (/^(honest|honour|hour|heir)/.test(w)) return true;
  if (/^(uni|use|eu|one|ewe|u-)/.test(w) || /^u[A-Z]/.test(phrase)) return false;
  if (/^[A-Z]{2,}|^[A-Z]-|^[A-Z]\./.test(phrase)) return /^[AEFHILMNORSX]/.test(phrase); // letters said with a vowel sound first
  return /^[aeiou]/.test(w);
};

const rows = (family: string, table: Row[], level: Level): Item[] =>
  table
    .filter((r) => r[0].includes(level))
    .map((r) => ({
      family,
      text: r[1],
      right: r[2],
      wrongs: [...r[3]],
      rule: r[4],
      ...(r[5] ? { unit: r[5] === '*' ? r[1] : r[5] } : {}),
    }));

/** Every item of one family that serves a level. */
export function itemsFor(family: string, level: Level): Item[] {
  switch (family) {
    case 'agreement':
      return rows(family, AGREEMENT, level).map((i) => ({
        ...i,
        unit: i.unit ?? i.text.slice(0, i.text.indexOf('{}') + 2),
      }));
    case 'tense':
      return rows(family, TENSES, level);
    case 'fixed':
      return rows(family, FIXED, level);
    case 'usage':
      return rows(family, USAGE, level);
    case 'time':
      return TIME_CLAUSES.filter((c) => c.levels.includes(level)).flatMap((c) =>
        c.times.map(([prep, time]) => ({
          family,
          text: c.clause.replace('{}', `{} ${time}`).replace(/\.\.$/, '.'),
          right: prep,
          wrongs: c.perfect
            ? ['since', 'for', 'in', 'at'].filter((p) => p !== prep)
            : ['at', 'on', 'in', 'since'].filter((p) => p !== prep),
          rule: TIME_RULE[prep]!,
          unit: `{} ${time}`,
        })),
      );
    case 'degree':
      return ADJECTIVES.flatMap((a) => {
        const doubleComp = a.long ? `more ${a.pos}er` : `more ${a.comp}`;
        const doubleSup = a.long ? `most ${a.pos}est` : `most ${a.sup}`;
        const out: Item[] = [];
        if (level <= 2) {
          out.push({
            family,
            text: a.than,
            right: a.comp,
            wrongs: [a.sup, a.pos, doubleComp],
            rule: `"Than" compares two, so the comparative "${a.comp}" is used.`,
            unit: `{} than`,
          });
          out.push({
            family,
            text: a.as,
            right: a.pos,
            wrongs: [a.comp, a.sup, a.long ? `much ${a.pos}` : `more ${a.pos}`],
            rule: '"As … as" takes the positive degree.',
            unit: 'as {}',
          });
        }
        if (level >= 2)
          out.push({
            family,
            text: a.the,
            right: a.sup,
            wrongs: [a.comp, a.pos, doubleSup],
            rule: `"The … in/of/ever" picks one out of a group: the superlative "${a.sup}".`,
          });
        if (level === 3 && a.two)
          out.push({
            family,
            text: a.two,
            right: a.comp,
            wrongs: [a.sup, doubleComp, a.pos],
            rule: `With "of the two", the comparative is used: "the ${a.comp}".`,
            unit: a.two,
          });
        if (level === 3 && !a.long)
          out.push({
            family,
            text: a.than,
            right: a.comp,
            wrongs: [doubleComp, a.sup, `${a.pos}`],
            rule: `A double comparative ("${doubleComp}") is wrong: the comparative is "${a.comp}".`,
            unit: '{} than',
          });
        return out
          .filter((i) => new Set([i.right, ...i.wrongs]).size === 4)
          .map((i) => ({ ...i, base: a.pos }));
      });
    case 'whatArticle':
      return WHAT.filter((w) => w[2] === level || (level === 2 && w[2] === 1)).map(([adjNoun, rest]) => {
        const an = takesAn(adjNoun);
        return {
          family,
          text: `What {} ${adjNoun} ${rest}!`,
          right: an ? 'an' : 'a',
          wrongs: [an ? 'a' : 'an', 'the', 'no article'],
          rule: `"${an ? 'An' : 'A'}" is used because "${adjNoun.split(' ')[0]}" begins with a ${an ? 'vowel' : 'consonant'} sound; "what" + singular countable noun needs "a" or "an".`,
          unit: `What {} ${adjNoun.split(' ')[0]}`,
        };
      });
    default:
      throw new Error(`no family ${family}`);
  }
}

/** The article phrases for the "which phrase is correct" kind. */
export function articleWords(level: Level): { an: string[]; a: string[] } {
  const fit = (l: Level): boolean => (level === 1 ? l === 1 : level === 2 ? l <= 2 : l >= 2);
  return {
    an: AN_WORDS.filter((w) => fit(w[1])).map((w) => w[0]),
    a: A_WORDS.filter((w) => fit(w[1])).map((w) => w[0]),
  };
}
export { takesAn };

export const fillSlot = (text: string, value: string): string =>
  text.replace('{}', value).replace(/ no article /, ' ');

/** Picks an item of one of the families, weighted by how many items each has. */
export function drawItem(rng: Rng, level: Level, families: string[]): Item {
  const family = rng.pick(families);
  return rng.pick(itemsFor(family, level));
}
