/** The hand-curated one-word substitutions of the English vocabulary banks (derived by `../english.ts`). */
import type { Pos } from '../wordnet';

export interface Substitution {
  /** The one word. */
  readonly answer: string;
  readonly pos: Pos;
  /** What the candidate reads ("One who does not believe in the existence of God"). */
  readonly phrase: string;
  /** Words of a group are each other's distractors. */
  readonly group: string;
  /** The WordNet sense of `answer` (1-based, in index order) that the phrase describes. */
  readonly sense: number;
}

/** `answer|pos|group|sense|phrase`, one a line. */
const SUBSTITUTIONS = `
atheist|n|belief|1|One who does not believe in the existence of God
theist|n|belief|1|One who believes in the existence of God
agnostic|n|belief|2|One who believes that nothing can be known about the existence of God
heretic|n|belief|1|One who holds an opinion contrary to the accepted teaching of a church
fatalist|n|belief|1|One who believes that all events are decided in advance by fate
pessimist|n|belief|1|One who always expects the worst to happen
optimist|n|belief|1|One who always expects things to turn out well
cynic|n|belief|1|One who believes that people are motivated only by self-interest
sceptic|n|belief|1|One who habitually doubts accepted opinions
pacifist|n|belief|1|One who opposes war and violence as a means of settling disputes
patriot|n|belief|1|One who loves and defends his or her country
traitor|n|belief|1|One who betrays his or her country
misogynist|n|love|1|One who hates women
misanthrope|n|love|1|One who hates and distrusts mankind
philanthropist|n|love|1|One who gives money generously to help others
altruist|n|love|1|One who unselfishly cares for the welfare of others
egotist|n|love|1|One who talks too much about himself and his own importance
bibliophile|n|love|1|One who loves and collects books
philatelist|n|collect|1|One who collects postage stamps
numismatist|n|collect|1|One who collects or studies coins and medals
connoisseur|n|collect|1|One who is an expert judge in matters of taste, especially in the fine arts
gourmet|n|eat|1|One who is a judge of good food and drink
glutton|n|eat|1|One who eats far too much
vegetarian|n|eat|1|One who does not eat meat
cannibal|n|eat|1|One who eats human flesh
teetotaller|n|eat|1|One who never drinks alcohol
novice|n|skill|2|One who is new to a job or activity
veteran|n|skill|3|One who has long experience in a particular field
amateur|n|skill|1|One who takes part in an activity for pleasure rather than for money
polyglot|n|skill|1|One who speaks many languages
linguist|n|skill|1|One who studies the structure and history of languages
mercenary|n|life|1|A soldier who fights for any country that pays him
pedestrian|n|life|1|One who travels on foot
emigrant|n|move|1|One who leaves his own country to settle in another
immigrant|n|move|1|One who comes into a foreign country to settle there
refugee|n|move|1|One who flees to a foreign country for safety
fugitive|n|move|2|One who runs away from the law
nomad|n|move|1|A member of a people that moves from place to place and has no permanent home
hermit|n|alone|1|One who lives alone, away from society, often for religious reasons
recluse|n|alone|1|One who lives a solitary life and avoids other people
ascetic|n|alone|1|One who gives up all pleasures and comforts for religious reasons
introvert|n|alone|1|One whose thoughts and interests are directed inward; a shy, reserved person
extrovert|n|alone|1|One who is outgoing and lively in the company of others
hypocrite|n|vice|1|One who pretends to have virtues or beliefs that he does not really have
plagiarist|n|vice|1|One who copies another's writing and passes it off as his own
eavesdropper|n|vice|1|One who secretly listens to the private conversations of others
spendthrift|n|money|1|One who spends money recklessly and wastefully
miser|n|money|1|One who hoards wealth and spends as little money as possible
usurer|n|money|1|One who lends money at very high rates of interest
creditor|n|money|1|One to whom money is owed
debtor|n|money|1|One who owes money to another
sycophant|n|vice|1|One who flatters important people to win their favour
somnambulist|n|sleep|1|One who walks in his sleep
insomniac|n|sleep|1|One who is habitually unable to sleep
ventriloquist|n|sleep|1|One who can speak so that the voice seems to come from somewhere else
convalescent|n|sleep|1|One who is recovering from an illness
widow|n|family|1|A woman whose husband has died and who has not married again
widower|n|family|1|A man whose wife has died and who has not married again
orphan|n|family|1|A child whose parents are dead
spinster|n|family|1|An elderly woman who has never married
bachelor|n|family|1|A man who has never been married
celibate|n|family|1|One who stays unmarried and abstains from sexual relations, often for religious reasons
lexicographer|n|work|1|One who compiles a dictionary
cartographer|n|work|1|One who draws or makes maps
calligrapher|n|work|1|One who writes beautifully by hand as an art
sculptor|n|work|1|An artist who carves figures in stone, wood or metal
astronaut|n|work|1|One who is trained to travel in a spacecraft
astronomer|n|work|1|A scientist who studies the stars and planets
astrologer|n|work|1|One who claims to foretell the future from the positions of the stars
anthropologist|n|science|1|A scientist who studies mankind and its cultures
archaeologist|n|science|1|One who studies ancient remains dug from the ground
botanist|n|science|1|A scientist who studies plants
zoologist|n|science|1|A scientist who studies animals
geologist|n|science|1|A scientist who studies the rocks and structure of the earth
ornithologist|n|science|1|A scientist who studies birds
entomologist|n|science|1|A scientist who studies insects
paediatrician|n|doctor|1|A doctor who specialises in the care of children
dermatologist|n|doctor|1|A doctor who specialises in diseases of the skin
cardiologist|n|doctor|1|A doctor who specialises in diseases of the heart
ophthalmologist|n|doctor|1|A doctor who specialises in diseases of the eye
veterinarian|n|doctor|1|A doctor who treats animals
orthopaedist|n|doctor|1|A doctor who specialises in disorders of bones and joints
matricide|n|killing|2|The killing of one's own mother
patricide|n|killing|2|The killing of one's own father
fratricide|n|killing|2|The killing of one's own brother
regicide|n|killing|2|The killing of a king
suicide|n|killing|1|The killing of oneself
homicide|n|killing|1|The killing of one human being by another
genocide|n|killing|1|The deliberate killing of a whole race or people
infanticide|n|killing|1|The killing of an infant
autocracy|n|rule|1|Government by one person with absolute power
democracy|n|rule|2|Government by the people through their elected representatives
monarchy|n|rule|1|Government by a king or queen
anarchy|n|rule|1|A state of society without government or law
bureaucracy|n|rule|2|Government by officials rather than by elected representatives
oligarchy|n|rule|1|Government by a small group of people
plutocracy|n|rule|1|Government by the wealthy
theocracy|n|rule|1|Government by priests or religious leaders
aristocracy|n|rule|1|A privileged class of people holding hereditary titles
autobiography|n|writing|1|The story of a person's life written by that person
biography|n|writing|1|An account of a person's life written by someone else
anthology|n|writing|1|A collection of poems or other writings by different authors
epitaph|n|writing|1|Words written on a tomb in memory of the person buried there
epilogue|n|writing|2|A short concluding section at the end of a play or book
prologue|n|writing|1|An introduction to a play or long poem
elegy|n|writing|1|A poem of mourning for the dead
manuscript|n|writing|2|A book or document written by hand
pseudonym|n|writing|1|A false name used by an author
obituary|n|writing|1|A notice of a person's death in a newspaper, with a short account of his life
soliloquy|n|writing|2|A speech in a play in which a character speaks his thoughts aloud when alone
anecdote|n|writing|1|A short account of an amusing or interesting incident
autograph|n|writing|2|A person's own signature, kept as a souvenir
alias|n|writing|1|A false name assumed by a person, especially a criminal
itinerary|n|writing|3|A planned route or list of places to be visited on a journey
agenda|n|writing|2|A list of items to be discussed at a meeting
encyclopaedia|n|writing|1|A book giving information on all branches of knowledge
atlas|n|writing|2|A book of maps
diary|n|writing|1|A book in which one keeps a daily record of events and experiences
anthropology|n|study|1|The study of mankind
astronomy|n|study|1|The scientific study of the stars, planets and other heavenly bodies
botany|n|study|2|The scientific study of plants
zoology|n|study|2|The scientific study of animals
geology|n|study|1|The scientific study of the earth's rocks and structure
ornithology|n|study|1|The scientific study of birds
entomology|n|study|1|The scientific study of insects
etymology|n|study|2|The study of the origin and history of words
psychology|n|study|1|The scientific study of the mind and behaviour
pathology|n|study|1|The study of the causes and nature of diseases
theology|n|study|1|The study of religion and the nature of God
seismology|n|study|1|The scientific study of earthquakes
calligraphy|n|study|1|The art of beautiful handwriting
cartography|n|study|1|The art of drawing maps
philately|n|study|1|The collection and study of postage stamps
numismatics|n|study|1|The collection and study of coins
archaeology|n|study|1|The study of ancient remains and relics
genealogy|n|study|2|The study of the history of families and their lines of descent
horticulture|n|study|1|The art of growing fruits, vegetables and flowers
apiculture|n|study|1|The keeping of bees
sericulture|n|study|1|The rearing of silkworms for the production of raw silk
aviary|n|place|1|A large cage or enclosure in which birds are kept
apiary|n|place|1|A place where bees are kept
arsenal|n|place|2|A place where weapons and ammunition are stored
granary|n|place|1|A storehouse for grain
orchard|n|place|1|A piece of land planted with fruit trees
archive|n|place|1|A place where historical records and documents are kept
mint|n|place|6|A place where coins are made
cemetery|n|place|1|A place where the dead are buried
sanatorium|n|place|1|A place where people recover from illness
orphanage|n|place|2|A home for children whose parents are dead
hangar|n|place|1|A large shed in which aircraft are kept
observatory|n|place|1|A building from which the stars and planets are observed
monastery|n|place|1|A place where monks live
convent|n|place|1|A place where nuns live
slaughterhouse|n|place|1|A place where animals are killed for food
aquarium|n|place|1|A tank or building in which living fish are kept
dormitory|n|place|2|A large room with many beds, where many people sleep
infirmary|n|place|1|A place in a school or institution where the sick are cared for
kennel|n|place|1|A shelter for a dog
stable|n|place|1|A building in which horses are kept
menagerie|n|place|1|A collection of wild animals kept for exhibition
quarry|n|place|2|A place from which stone is dug out
pantry|n|place|1|A small room in which food and kitchen utensils are kept
cellar|n|place|1|An underground room used for storage
panacea|n|cure|2|A remedy for all diseases or problems
epidemic|n|cure|1|A disease that spreads rapidly among many people in an area at the same time
insomnia|n|cure|1|Habitual inability to sleep
amnesia|n|cure|1|Loss of memory
claustrophobia|n|fear|1|An abnormal fear of closed or narrow spaces
acrophobia|n|fear|1|An abnormal fear of heights
xenophobia|n|fear|1|A fear or hatred of foreigners
hydrophobia|n|fear|2|An abnormal fear of water
kleptomania|n|fear|1|An irresistible urge to steal
megalomania|n|fear|1|A mania for power or an exaggerated belief in one's own greatness
nostalgia|n|fear|1|A sentimental longing for the past
euthanasia|n|law|1|The painless killing of a patient suffering from an incurable disease
alimony|n|law|1|An allowance paid by a person to his or her former partner after a divorce
arson|n|law|1|The crime of deliberately setting fire to property
perjury|n|law|1|The crime of telling a lie after swearing to tell the truth in court
embezzlement|n|law|1|The dishonest use of money entrusted to one's care
mutiny|n|law|1|An open rebellion of soldiers or sailors against their officers
treason|n|law|1|The crime of betraying one's country
alibi|n|law|1|A plea that one was somewhere else when a crime was committed
amnesty|n|law|2|A general pardon granted by a government to offenders
armistice|n|law|1|An agreement between warring sides to stop fighting for a time
referendum|n|law|1|A vote by the whole electorate on a single political question
ultimatum|n|law|1|A final demand, whose rejection will end talks and lead to action
quorum|n|law|1|The minimum number of members who must be present for a meeting to be valid
posterity|n|time|2|All the future generations of people
ancestor|n|time|1|A person from whom one is descended
descendant|n|time|1|A person who comes later in the family line of a particular ancestor
monogamy|n|time|1|The practice of being married to only one person at a time
polygamy|n|time|1|The practice of having more than one wife or husband at the same time
bigamy|n|time|2|The crime of marrying a second time while already married
inaudible|a|cannot|1|That cannot be heard
illegible|a|cannot|1|That cannot be read because it is badly written
invisible|a|cannot|1|That cannot be seen
inevitable|a|cannot|1|That cannot be avoided
infallible|a|cannot|1|Incapable of making a mistake
incorrigible|a|cannot|1|That cannot be corrected or reformed
inexplicable|a|cannot|1|That cannot be explained
impregnable|a|cannot|1|That cannot be captured or broken into
invincible|a|cannot|1|That cannot be defeated
indelible|a|cannot|1|That cannot be removed or erased
inimitable|a|cannot|1|That cannot be imitated
irreparable|a|cannot|1|That cannot be repaired or put right
irrevocable|a|cannot|1|That cannot be revoked or taken back
incurable|a|cannot|1|That cannot be cured
impracticable|a|cannot|1|That cannot be put into practice
inaccessible|a|cannot|1|That cannot be reached or entered
invulnerable|a|cannot|1|That cannot be hurt or wounded
intangible|a|cannot|2|That cannot be touched
indispensable|a|cannot|1|That cannot be done without
insoluble|a|cannot|1|That cannot be dissolved
audible|a|can|1|Loud enough to be heard
legible|a|can|1|Clear enough to be read
edible|a|can|1|Fit to be eaten
eligible|a|can|1|Qualified or fit to be chosen
portable|a|can|1|Easily carried
feasible|a|can|1|That can be done; possible to carry out
inflammable|a|can|1|Easily set on fire
credulous|a|can|1|Too ready to believe what one is told
contagious|a|can|1|Spreading from one person to another by touch
transparent|a|can|1|Clear enough to be seen through
opaque|a|can|1|Not letting light pass through
omnipotent|a|all|1|Having unlimited power
omniscient|a|all|1|Knowing everything
omnipresent|a|all|1|Present everywhere at the same time
unanimous|a|all|1|With the agreement of everyone concerned
anonymous|a|all|1|Having no known name or author
posthumous|a|all|1|Happening or published after a person's death
hereditary|a|all|1|Passed on from parents to their children
ambidextrous|a|all|1|Able to use both hands equally well
nocturnal|a|living|1|Active at night
amphibious|a|living|2|Able to live both on land and in water
carnivorous|a|living|2|Feeding on the flesh of other animals
herbivorous|a|living|1|Feeding only on plants
omnivorous|a|living|1|Eating both plants and animals
gregarious|a|living|2|Fond of the company of others
obsolete|a|time|1|No longer in use
contemporary|a|time|3|Belonging to the same period of time
annual|a|time|2|Happening once a year
biennial|a|time|2|Happening every second year
perennial|a|time|2|Lasting for a very long time
ephemeral|a|time|1|Lasting for a very short time
verbose|a|speech|1|Using more words than are needed
loquacious|a|speech|1|Very talkative
taciturn|a|speech|1|Habitually silent and reserved
fastidious|a|speech|1|Very hard to please; very careful about details
notorious|a|speech|1|Famous for something bad
illiterate|a|speech|1|Unable to read or write
bilingual|a|speech|1|Able to speak two languages
versatile|a|speech|3|Having many different skills
punctual|a|speech|1|Always arriving or doing things at the agreed time
fatal|a|speech|1|Causing death
irritable|a|speech|1|Easily annoyed or angered
neutral|a|speech|3|Not supporting either side in a conflict
abdicate|v|act|1|To give up a throne or high office formally
emigrate|v|act|1|To leave one's own country to settle in another
procrastinate|v|act|1|To keep putting off what one should do
abscond|v|act|1|To run away secretly to escape the law
exonerate|v|act|1|To free someone from blame
eradicate|v|act|2|To destroy something completely, as if down to the roots
`
  .trim()
  .split('\n')
  .map((line) => {
    const [answer, pos, group, sense, phrase] = line.split('|');
    return { answer: answer!, pos: pos as Pos, group: group!, sense: Number(sense), phrase: phrase! };
  });

export const SUBSTITUTION_LIST: readonly Substitution[] = SUBSTITUTIONS;
