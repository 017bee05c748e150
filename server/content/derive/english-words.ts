/**
 * Hand-curated word lists for the English vocabulary banks (derived by `english.ts` with WordNet 3.1 and
 * the SUBTLEX-US frequency list). Every word here is typical of SSC / RRB / CGL / CHSL English papers;
 * WordNet supplies the meanings, synonyms and antonyms, the frequency list grades the levels.
 */
import type { Pos } from './wordnet';

/**
 * Target words for synonyms and antonyms: `word:pos:synonyms:antonyms` (pos a adjective, v verb, n noun;
 * the synonyms and antonyms an examiner would expect, best first, `/` between them). The derivation uses
 * the first one WordNet confirms (sharing a sense with the word; or opposite to one of its senses) and
 * drops the rest; a word with none confirmed is not asked.
 */
export const VOCABULARY: readonly string[] = `
abundant:a:plentiful/ample/copious:scarce/sparse
accurate:a:exact/precise/correct:inaccurate/wrong
adequate:a:sufficient/enough/ample:inadequate/insufficient
affluent:a:wealthy/rich/prosperous:poor/impoverished
amiable:a:friendly/genial/affable:unfriendly/hostile
ample:a:plentiful/abundant/sufficient:meagre/scanty/insufficient
anxious:a:worried/uneasy/nervous:calm/relaxed/carefree
arrogant:a:haughty/proud/conceited:humble/modest
audacious:a:bold/daring/fearless:timid/cautious
austere:a:severe/stern/strict:luxurious/lavish
authentic:a:genuine/real/true:fake/false/counterfeit
barren:a:sterile/unproductive/infertile:fertile/productive
benevolent:a:kind/generous/charitable:malevolent/cruel
bitter:a:harsh/sour:sweet/mild
blunt:a:dull/frank/candid:sharp/tactful
bold:a:brave/daring/audacious:timid/shy
brave:a:courageous/bold/fearless:cowardly/timid
brilliant:a:bright/intelligent/brainy:dull/stupid
brittle:a:fragile/breakable:flexible/unbreakable
callous:a:heartless/insensitive/unfeeling:sensitive/compassionate
calm:a:quiet/peaceful/serene:agitated/stormy/excited
capable:a:able/competent/skilled:incapable/incompetent
careful:a:cautious/prudent/attentive:careless/reckless
cautious:a:careful/wary/prudent:reckless/rash/careless
cheerful:a:happy/jolly/merry:gloomy/sad/cheerless
clumsy:a:awkward/ungainly/bungling:graceful/skilful/deft
compassionate:a:kind/sympathetic/merciful:cruel/heartless
competent:a:capable/able/skilled:incompetent/incapable
complex:a:complicated/intricate:simple
conceited:a:vain/arrogant/proud:modest/humble
concise:a:brief/short/terse:wordy/verbose/lengthy
confident:a:sure/certain/assured:doubtful/unsure/diffident
conspicuous:a:noticeable/obvious/prominent:inconspicuous/hidden
cowardly:a:timid/fearful:brave/courageous/bold
credible:a:believable/plausible:incredible/unbelievable
cruel:a:brutal/savage/heartless:kind/merciful/humane
curious:a:inquisitive/strange/odd:incurious/indifferent
cynical:a:sceptical/distrustful:trusting/optimistic
dangerous:a:hazardous/risky/perilous:safe/harmless
daring:a:bold/brave/audacious:timid/cautious
deliberate:a:intentional/planned/calculated:accidental/unintentional
docile:a:obedient/submissive/tame:defiant/stubborn
dull:a:boring/tedious/dreary:interesting/exciting/bright
eager:a:keen/enthusiastic/avid:reluctant/indifferent/uneager
earnest:a:serious/sincere/solemn:frivolous/flippant
eccentric:a:odd/strange/peculiar:normal/ordinary/conventional
elegant:a:graceful/stylish/refined:inelegant/clumsy/crude
eloquent:a:articulate/expressive/fluent:inarticulate
empty:a:vacant/hollow/void:full/occupied
enormous:a:huge/vast/gigantic/immense:tiny/small
erratic:a:irregular/unpredictable/inconsistent:regular/steady
evident:a:obvious/clear/plain/apparent:obscure/hidden
exquisite:a:beautiful/fine/elegant:crude/ugly
fallible:a:imperfect:infallible
feeble:a:weak/frail/faint:strong/powerful/sturdy
ferocious:a:fierce/savage/violent:gentle/mild/tame
fertile:a:fruitful/productive/rich:barren/sterile/infertile
fickle:a:changeable/capricious/unstable:constant/steady/loyal
fierce:a:ferocious/savage/violent:gentle/mild
flexible:a:pliable/elastic/supple:rigid/inflexible/stiff
frank:a:candid/honest/open/blunt:secretive/devious/evasive
frugal:a:thrifty/economical/sparing:extravagant/wasteful/lavish
futile:a:useless/vain/pointless:useful/effective/fruitful
generous:a:liberal/charitable/bountiful:stingy/mean/selfish
genuine:a:real/authentic/true:fake/false/counterfeit
gigantic:a:huge/enormous/giant/massive:tiny/small
gracious:a:kind/courteous/polite:rude/ungracious
greedy:a:avaricious/covetous/grasping:generous/content
gullible:a:credulous/naive:sophisticated/wary/sceptical
hasty:a:hurried/rash/quick:slow/deliberate/careful
haughty:a:arrogant/proud/conceited:humble/modest
honest:a:truthful/sincere/upright:dishonest/deceitful
hostile:a:unfriendly/aggressive/antagonistic:friendly/amicable
idle:a:lazy/inactive/unemployed:busy/active/employed
ignorant:a:unaware/uneducated/illiterate:learned/knowledgeable/educated
immense:a:huge/vast/enormous:tiny/small
impartial:a:fair/neutral/unbiased:biased/partial/prejudiced
impetuous:a:rash/hasty/impulsive:cautious/careful
indolent:a:lazy/idle/slothful:industrious/diligent
industrious:a:diligent/hardworking/busy:lazy/idle/indolent
infamous:a:notorious/disreputable:honored/reputable/famous
innocent:a:guiltless/blameless/naive:guilty
insolent:a:rude/impudent/impertinent:respectful/polite
intelligent:a:clever/bright/smart:stupid/unintelligent/dull
jovial:a:cheerful/jolly/merry:gloomy/sullen
kind:a:gentle/benevolent/considerate:cruel/unkind
lavish:a:extravagant/generous/luxurious:frugal/stingy/meagre
lazy:a:idle/indolent/slothful:industrious/diligent/active
lenient:a:tolerant/merciful/permissive:strict/harsh/severe
lethargic:a:sluggish/listless/inactive:energetic/lively/active
loyal:a:faithful/true/devoted:disloyal/unfaithful/treacherous
lucid:a:clear/plain/intelligible:obscure/confused/vague
mundane:a:ordinary/everyday/routine:extraordinary/exciting
naive:a:innocent/credulous/simple:sophisticated/worldly
nasty:a:unpleasant/vile/mean:nice/pleasant
negligent:a:careless/neglectful/lax:careful/diligent
nimble:a:agile/quick/spry:clumsy/awkward/slow
noble:a:honourable/worthy/grand:ignoble/base/mean
notorious:a:infamous/disreputable:honoured/reputable
obedient:a:docile/dutiful/compliant:disobedient/defiant
obscure:a:unclear/vague/unknown/dark:clear/famous/obvious
obsolete:a:outdated/outmoded/archaic:modern/current
obstinate:a:stubborn/adamant/obdurate:flexible/docile/yielding
opaque:a:cloudy/murky:transparent/clear
optimistic:a:hopeful/positive/confident:pessimistic/gloomy
ordinary:a:common/normal/usual/regular:extraordinary/unusual/special
pessimistic:a:gloomy/negative/cynical:optimistic/hopeful
placid:a:calm/peaceful/tranquil:agitated/excitable/stormy
polite:a:courteous/civil/respectful:rude/impolite
pompous:a:arrogant/pretentious/grandiose:modest/humble/unpretentious
precise:a:exact/accurate/correct:imprecise/inexact/vague
prodigal:a:wasteful/extravagant/lavish:thrifty/frugal
profound:a:deep/intense/serious:superficial/shallow
prominent:a:noticeable/conspicuous/famous/eminent:inconspicuous/unknown/obscure
prosperous:a:wealthy/rich/thriving/affluent:poor/unprosperous
prudent:a:wise/careful/sensible/cautious:imprudent/rash/reckless
quiet:a:silent/calm/peaceful/still:noisy/loud
rare:a:uncommon/scarce/unusual:common/frequent
reckless:a:rash/careless/heedless:careful/cautious/prudent
reluctant:a:unwilling/hesitant/disinclined:willing/eager
remote:a:distant/far/isolated:near/close
robust:a:strong/sturdy/healthy:weak/frail/feeble
rude:a:impolite/discourteous/insolent:polite/courteous
rigid:a:stiff/strict/inflexible:flexible/pliable
ruthless:a:cruel/merciless/pitiless:merciful/compassionate
sacred:a:holy/sanctified/divine:profane/secular
scarce:a:rare/scanty/insufficient:abundant/plentiful
serene:a:calm/peaceful/tranquil:agitated/turbulent
shrewd:a:clever/astute/sharp/smart:foolish/naive/stupid
shy:a:timid/bashful/diffident:bold/confident/outgoing
sincere:a:honest/genuine/earnest/truthful:insincere/false/hypocritical
slender:a:slim/thin/slight:fat/stout/thick
sluggish:a:slow/lethargic/inactive/dull:brisk/active/lively
sober:a:-:drunk/intoxicated
solemn:a:serious/grave/formal/earnest:frivolous/cheerful
spontaneous:a:impulsive/natural/instinctive:planned/deliberate/premeditated
stern:a:strict/severe/harsh/grim:lenient/gentle/mild
stingy:a:miserly/mean/tight:generous/liberal
stubborn:a:obstinate/adamant/obdurate:flexible/docile/yielding
sturdy:a:strong/robust/stout:weak/fragile/frail
subtle:a:delicate/fine/slight:obvious/crude
sullen:a:sulky/morose/glum:cheerful/jolly
superficial:a:shallow/cursory/surface:profound/deep/thorough
superfluous:a:unnecessary/redundant/excess:necessary/essential
taciturn:a:reserved/reticent/silent:talkative/garrulous/loquacious
tedious:a:boring/dull/monotonous:interesting/exciting
temporary:a:impermanent/brief/transient:permanent/lasting
tenacious:a:persistent/determined/stubborn:irresolute/yielding
timid:a:shy/fearful/timorous:bold/brave/confident
tranquil:a:calm/peaceful/serene/placid:agitated/turbulent/noisy
transparent:a:clear/lucid/obvious:opaque/cloudy
trivial:a:trifling/petty/insignificant:important/significant/serious
turbulent:a:stormy/violent/unruly:calm/tranquil/peaceful
ugly:a:hideous/unattractive/unsightly:beautiful/attractive/pretty
vague:a:unclear/obscure/indistinct/imprecise:clear/precise/definite
valiant:a:brave/courageous/heroic:cowardly/timid
vast:a:huge/enormous/immense:tiny/small
verbose:a:wordy/talkative/prolix:concise/terse/brief
vigilant:a:watchful/alert/wary:careless/negligent/unwary
vivid:a:bright/clear/graphic/lively:dull/vague/faint
volatile:a:unstable/explosive/changeable:stable/steady
voluntary:a:optional/willing/intentional:involuntary/compulsory/forced
wicked:a:evil/sinful/vicious:virtuous/good/righteous
zealous:a:enthusiastic/ardent/eager/passionate:apathetic/indifferent
ambiguous:a:unclear/vague/equivocal:clear/unambiguous/definite
arduous:a:difficult/laborious/strenuous/hard:easy/effortless
benign:a:kind/harmless/gentle:malignant/harmful
affable:a:friendly/amiable/genial/cordial:unfriendly/hostile
gregarious:a:sociable/outgoing/social:unsociable/solitary
loquacious:a:talkative/garrulous/chatty:taciturn/reticent/silent
laconic:a:concise/brief/terse:verbose/wordy/talkative
lethal:a:deadly/fatal/mortal:harmless/safe
malevolent:a:malicious/evil/spiteful:benevolent/kind
meticulous:a:careful/scrupulous/thorough:careless/sloppy/negligent
morose:a:gloomy/sullen/glum/sad:cheerful/jovial
ostentatious:a:showy/flashy/pretentious:modest/unpretentious/simple
parsimonious:a:stingy/miserly/frugal:generous/extravagant/lavish
pragmatic:a:practical/realistic/sensible:idealistic/impractical/unrealistic
sagacious:a:wise/shrewd/perceptive:foolish/stupid
sanguine:a:optimistic/hopeful/confident:pessimistic/gloomy
servile:a:submissive/obsequious/subservient:independent/assertive
sporadic:a:occasional/irregular/intermittent:regular/frequent/continuous
tacit:a:implied/implicit/unspoken:explicit/express
truculent:a:aggressive/hostile/belligerent:peaceful/gentle/amiable
ubiquitous:a:omnipresent/everywhere/universal:rare/scarce
venerable:a:respected/revered/honoured:disreputable
garrulous:a:talkative/loquacious/chatty:taciturn/reserved/silent
insipid:a:bland/tasteless/dull/flat:tasty/flavorful/interesting
pious:a:devout/religious/godly:impious/irreligious/ungodly
prolific:a:productive/fertile/fruitful:unproductive/barren
obsequious:a:servile/fawning/sycophantic:arrogant/domineering
innate:a:inborn/inherent/natural/native:acquired/learned
tangible:a:concrete/real/palpable/material:intangible/abstract
vulnerable:a:exposed/weak/defenceless:invulnerable/strong/safe
adamant:a:firm/unyielding/obstinate/inflexible:flexible/yielding
agile:a:nimble/quick/active:clumsy/slow/awkward
alert:a:watchful/vigilant/attentive/wary:inattentive/drowsy/sleepy
boisterous:a:noisy/rowdy/loud/rough:quiet/calm/restrained
brisk:a:quick/lively/energetic/brisk:slow/sluggish
cordial:a:friendly/warm/hearty/affable:unfriendly/hostile/cold
crude:a:raw/rough/unrefined/vulgar:refined/polished
dense:a:thick/compact/heavy:sparse/thin
dismal:a:gloomy/dreary/bleak/sad:cheerful/bright
dubious:a:doubtful/questionable/uncertain:certain/reliable
durable:a:lasting/enduring/long-lasting:perishable/fragile
elusive:a:evasive/slippery/fugitive:obvious
feasible:a:possible/practicable/viable:impossible/impracticable/infeasible
frail:a:weak/feeble/fragile:strong/robust/sturdy
frivolous:a:trivial/flippant/silly:serious/solemn/earnest
grave:a:serious/solemn/severe:trivial/light/trifling
hollow:a:empty/vacant/void:solid/full
immaculate:a:spotless/clean/pure/perfect:dirty/stained
impeccable:a:faultless/flawless/perfect:faulty/flawed/imperfect
impudent:a:insolent/rude/impertinent:respectful/polite
inevitable:a:unavoidable/certain/inescapable:avoidable/uncertain
keen:a:eager/enthusiastic/sharp:reluctant/blunt/dull
lofty:a:high/tall/noble/grand:low/humble
lucrative:a:profitable/gainful/remunerative:unprofitable
majestic:a:grand/stately/magnificent/noble:humble/lowly
modest:a:humble/unassuming/moderate:arrogant/conceited/immodest
mutual:a:common/shared/reciprocal:separate/individual
obvious:a:evident/clear/apparent/plain:obscure/hidden/unclear
ominous:a:threatening/sinister/menacing:auspicious/promising
opulent:a:wealthy/rich/luxurious/lavish:poor/impoverished
peculiar:a:strange/odd/unusual/curious:ordinary/normal/usual
perilous:a:dangerous/hazardous/risky:safe/secure
plausible:a:credible/believable/probable:implausible/unbelievable
precarious:a:uncertain/risky/unstable/unsafe:safe/secure/stable
pristine:a:pure/clean/untouched/unspoiled:dirty/spoiled/polluted
rigorous:a:strict/severe/stringent/thorough:lax/lenient
rustic:a:rural/country/pastoral:urban/refined
scanty:a:meagre/scarce/sparse/insufficient:abundant/plentiful/ample
shabby:a:worn/ragged/tattered/shoddy:smart/neat/elegant
sinister:a:ominous/evil/threatening/menacing:innocent/harmless
sceptical:a:doubtful/incredulous/distrustful:credulous/gullible/trusting
stout:a:fat/plump/sturdy/strong:thin/slender/slim
swift:a:fast/quick/rapid:slow/sluggish
tender:a:gentle/soft/affectionate:tough/harsh/hard
thrifty:a:frugal/economical/provident:wasteful/extravagant
tidy:a:neat/orderly/trim:untidy/messy
tough:a:hard/strong/rugged:tender/weak/soft
trustworthy:a:reliable/dependable/honest:untrustworthy/unreliable
urban:a:civic/municipal/city:rural/rustic
valid:a:sound/legitimate/legal:invalid/void
vicious:a:cruel/brutal/savage/malicious:gentle/kind
vital:a:essential/crucial/necessary/important:unimportant/inessential
weary:a:tired/exhausted/fatigued:fresh/energetic/lively
wise:a:sage/sensible/prudent/judicious:foolish/unwise/stupid
candid:a:frank/honest/open:secretive/guarded/evasive
diligent:a:hardworking/industrious/careful:lazy/negligent/careless
eminent:a:distinguished/famous/prominent:obscure/unknown
meagre:a:scanty/scant/inadequate/insufficient:ample/abundant/plentiful
fervent:a:passionate/ardent/fervid:apathetic/indifferent/cool
ancient:a:old/antique/archaic:modern/new
huge:a:enormous/vast/immense/giant:tiny/small
happy:a:glad/joyful/cheerful:sad/unhappy
rapid:a:fast/quick/swift:slow
difficult:a:hard/tough/arduous:easy/simple
wealthy:a:rich/affluent/prosperous:poor/impoverished
silent:a:quiet/mute/still:noisy/loud
famous:a:renowned/celebrated/famed:unknown/obscure
fragile:a:delicate/breakable/frail:strong/sturdy/robust
humble:a:modest/meek/lowly:arrogant/proud/haughty
courteous:a:polite/civil/gracious:rude/discourteous
precious:a:valuable/costly/dear:worthless/cheap
vacant:a:empty/unoccupied/void:occupied/full
brief:a:short/concise/little:long/lengthy
gloomy:a:dismal/dark/dreary/sad:cheerful/bright
hilarious:a:funny/amusing/comical:serious/solemn
abnormal:a:unusual/irregular/unnatural:normal/usual
absurd:a:ridiculous/foolish/silly/preposterous:sensible/reasonable/logical
adverse:a:unfavourable/hostile/harmful:favourable/beneficial
barbarous:a:barbaric/savage/cruel/uncivilized:civilised/humane
bleak:a:dreary/dismal/grim/desolate:hopeful/bright/cheerful
chaste:a:pure/virtuous/modest:unchaste/wanton
covert:a:secret/hidden/concealed:overt/open
dormant:a:inactive/latent/sleeping:active/awake
drowsy:a:sleepy/lethargic/sluggish:alert/awake
exotic:a:foreign/strange/unusual:native/ordinary
extravagant:a:lavish/wasteful/excessive:frugal/thrifty/economical
fatal:a:deadly/lethal/mortal:harmless
formidable:a:fearsome/dreadful/daunting:weak/easy
gaudy:a:showy/flashy/garish:tasteful/plain
grim:a:stern/harsh/dismal/bleak:cheerful/pleasant
hideous:a:ugly/horrible/monstrous:beautiful/attractive
hazardous:a:dangerous/risky/perilous:safe/harmless
illicit:a:illegal/unlawful/illegitimate:legal/lawful/licit
intricate:a:complex/complicated/elaborate:simple/plain
jubilant:a:joyful/exultant/triumphant/elated:sad/dejected/depressed
malicious:a:spiteful/malevolent/vicious:kind/benevolent
miserly:a:stingy/mean/tight/parsimonious:generous/extravagant
murky:a:dark/gloomy/cloudy/muddy:clear/bright
nervous:a:anxious/tense/uneasy/jittery:calm/relaxed
novel:a:new/original/fresh:old/familiar
petty:a:trivial/trifling/minor/small:important/significant
plain:a:clear/simple/obvious/evident:fancy/ornate/obscure
potent:a:powerful/strong/effective/mighty:impotent/weak
rash:a:reckless/hasty/impulsive:cautious/careful/prudent
rugged:a:rough/tough/sturdy:smooth/delicate/gentle
sane:a:rational/sensible/reasonable:insane/mad/crazy
stale:a:old/musty/trite:fresh/new
steep:a:sheer/abrupt/precipitous:gradual/gentle
sterile:a:barren/infertile/unproductive:fertile/fruitful
strict:a:severe/stern/rigorous/stringent:lenient/lax
sublime:a:noble/lofty/glorious/grand:ridiculous/base
tame:a:docile/domestic/gentle:wild/fierce/savage
vain:a:conceited/proud/futile/useless:modest/humble/effective
wild:a:savage/untamed/feral:tame/domestic/civilised
abandon:v:desert/forsake/leave/quit:keep/retain/maintain
abate:v:subside/decrease/diminish/lessen:increase/intensify
abhor:v:hate/detest/loathe/despise:love/admire/adore
abolish:v:end/eliminate/cancel/annul:establish/create/found
accelerate:v:speed/quicken/hasten:decelerate/slow
accept:v:receive/take/admit:reject/refuse/decline
accumulate:v:collect/gather/amass/hoard:scatter/disperse/spend
acquire:v:obtain/gain/get:lose/forfeit
admire:v:respect/esteem/appreciate/praise:despise/scorn/criticize
admonish:v:warn/reprimand/rebuke/scold:praise/commend
alleviate:v:relieve/ease/lessen/reduce:aggravate/worsen/intensify
amplify:v:enlarge/magnify/increase/boost:reduce/minimize/diminish
annihilate:v:destroy/exterminate/obliterate:create/build
appease:v:pacify/soothe/calm/placate:provoke/anger/irritate
ascend:v:climb/rise/mount:descend/fall
assemble:v:gather/collect/build/construct:disperse/scatter/dismantle
assist:v:help/aid/support:hinder/obstruct
attack:v:assault/assail/invade:defend/protect
augment:v:increase/enlarge/expand/boost:decrease/diminish/reduce
banish:v:exile/expel/deport/oust:welcome/admit
begin:v:start/commence/initiate:end/finish/conclude
belittle:v:disparage/minimize/decry:praise/exalt/magnify
bestow:v:give/grant/confer/present:withhold/withdraw
build:v:construct/erect/make:destroy/demolish
censure:v:criticize/condemn/blame/reprimand:praise/commend/approve
cherish:v:treasure/value/love/prize:neglect/despise/abandon
commend:v:praise/applaud/laud:criticize/condemn/censure
compel:v:force/oblige/coerce/obligate:persuade/coax
conceal:v:hide/cover/mask/disguise:reveal/disclose/expose
condemn:v:censure/criticize/denounce/blame:praise/commend/approve
confirm:v:verify/corroborate/affirm/prove:deny/contradict/disprove
conquer:v:defeat/overcome/vanquish/subdue:surrender/lose
construct:v:build/erect/make/assemble:demolish/destroy
create:v:make/produce/generate:destroy
curtail:v:shorten/reduce/cut/restrict:extend/lengthen/prolong
decline:v:refuse/reject/decrease/diminish:accept/increase
decrease:v:reduce/diminish/lessen/lower:increase/augment
defend:v:protect/guard/shield:attack/assail
deny:v:refute/contradict/reject/refuse:admit/affirm/confirm
deplete:v:exhaust/drain/consume/use:replenish/restore/fill
descend:v:fall/drop/sink:ascend/rise/climb
deteriorate:v:worsen/decline/degenerate:improve/recover
diminish:v:decrease/reduce/lessen:increase/enlarge/augment
disperse:v:scatter/dissipate/spread:gather/collect/assemble
divulge:v:reveal/disclose/expose/tell:conceal/hide
endorse:v:approve/support/sanction:oppose/reject
enhance:v:improve/increase/heighten/boost:diminish/reduce/worsen
enlarge:v:expand/increase/magnify/extend:reduce/shrink/contract
eradicate:v:eliminate/exterminate/destroy/remove:establish/plant
exaggerate:v:overstate/magnify/inflate/overdo:understate/minimize
expand:v:enlarge/increase/extend/grow:contract/shrink/reduce
expedite:v:hasten/accelerate/speed/hurry:delay/hinder/obstruct
exonerate:v:acquit/clear/absolve/vindicate:convict/condemn/accuse
forbid:v:prohibit/ban/bar:allow/permit
fortify:v:strengthen/reinforce/secure:weaken
gather:v:collect/assemble/accumulate:scatter/disperse
hinder:v:obstruct/impede/hamper:help/assist/facilitate
humiliate:v:humble/shame/disgrace/mortify:honour/respect/exalt
ignore:v:disregard/neglect/overlook:notice/heed
imitate:v:copy/mimic/ape:originate
impede:v:hinder/obstruct/hamper/block:facilitate/assist/help
implore:v:beg/beseech/entreat/plead:command/demand
improve:v:better/enhance/ameliorate:worsen/deteriorate/aggravate
include:v:contain/comprise/involve:exclude/omit
increase:v:augment/enlarge/expand/raise:decrease/reduce/diminish
inflate:v:expand/swell/blow/exaggerate:deflate
initiate:v:begin/start/commence/launch:end/terminate/conclude
insult:v:offend/affront/abuse:praise/compliment/honour
invite:v:ask/request/summon/bid:forbid/repel
lament:v:mourn/grieve/bewail/bemoan:rejoice/celebrate
liberate:v:free/release/emancipate:imprison/enslave/confine
loathe:v:hate/detest/abhor/despise:love/adore/like
magnify:v:enlarge/amplify/exaggerate:minimize/reduce
mitigate:v:alleviate/ease/lessen/relieve:aggravate/worsen/intensify
mock:v:ridicule/deride/taunt/jeer:praise/respect
modify:v:change/alter/adjust/amend:retain/preserve
obey:v:follow/comply/heed/observe:disobey/defy
obstruct:v:block/hinder/impede/hamper:help/facilitate/assist
oppose:v:resist/counter/contest/defy:support/favour/agree
pacify:v:calm/soothe/appease/placate:provoke/agitate/anger
perish:v:die/expire/decease:survive/live
persuade:v:convince/induce/coax:dissuade/discourage
postpone:v:delay/defer/adjourn:advance/expedite
praise:v:commend/laud/extol/applaud:criticize/condemn/censure
prohibit:v:forbid/ban/bar/proscribe:permit/allow
prolong:v:extend/lengthen/protract:shorten/curtail/abbreviate
promote:v:advance/further/encourage/elevate:demote/hinder
punish:v:penalize/discipline/chastise:reward/pardon/forgive
quell:v:suppress/subdue/crush/quash:provoke/incite
rebuke:v:reprimand/scold/admonish/reproach:praise/commend
refuse:v:decline/reject/deny:accept/agree
reject:v:refuse/decline/discard/dismiss:accept/approve
relinquish:v:surrender/abandon/renounce/yield:retain/keep
remember:v:recall/recollect/recognize:forget
repair:v:mend/fix/restore:break/damage
repel:v:repulse/resist/drive:attract
reprimand:v:rebuke/scold/reproach/admonish:praise/commend
restrain:v:control/check/curb/restrict:free/release/encourage
retreat:v:withdraw/retire/recede:advance/proceed
reveal:v:disclose/expose/show/uncover:conceal/hide
scatter:v:disperse/spread/strew:gather/collect
scold:v:rebuke/reprimand/chide/berate:praise/commend
shrink:v:contract/reduce/decrease:expand/grow/swell
shun:v:avoid/eschew/evade:seek/embrace/welcome
soothe:v:calm/comfort/ease/relieve:agitate/irritate/annoy
strengthen:v:fortify/reinforce/consolidate:weaken/undermine
subdue:v:conquer/overcome/suppress/quell:provoke/incite
succeed:v:prosper/thrive/triumph:fail
summon:v:call/invite/convene/muster:dismiss
surrender:v:yield/submit/capitulate:resist/defy/fight
terminate:v:end/finish/conclude/stop:begin/start/initiate
thrive:v:flourish/prosper/boom:decline/wither/fail
vanish:v:disappear/fade/evaporate:appear/emerge
vanquish:v:defeat/conquer/overcome/beat:surrender/lose
weaken:v:enfeeble/undermine/impair:strengthen/fortify
wither:v:shrivel/wilt/fade:flourish/thrive/bloom
withhold:v:retain/hold/keep/suppress:give/grant/bestow
yield:v:surrender/submit/give:resist/defy
adore:v:love/worship/admire:hate/detest/loathe
advance:v:proceed/progress/promote:retreat/withdraw
affirm:v:assert/confirm/declare:deny/negate
agree:v:concur/consent/accept:disagree/differ
allow:v:permit/let/sanction:forbid/prohibit
appear:v:emerge/seem/arise:disappear/vanish
approve:v:endorse/sanction/ratify:disapprove/reject
arrive:v:come/reach:depart/leave
attract:v:draw/pull/entice:repel/repulse
borrow:v:-:lend
capture:v:catch/seize/arrest/trap:free/release/liberate
cease:v:stop/end/discontinue/halt:begin/start/continue
combine:v:unite/merge/join/blend:separate/divide
compliment:v:praise/flatter/congratulate:insult/criticize
condense:v:compress/shorten/abridge:expand/lengthen
consent:v:agree/assent/accept:refuse/dissent/object
contradict:v:deny/refute/negate/dispute:confirm/affirm
despise:v:scorn/hate/detest/disdain:admire/respect/love
detest:v:hate/loathe/abhor/despise:love/adore
disclose:v:reveal/divulge/expose:conceal/hide
discourage:v:dissuade/deter/dishearten:encourage/persuade
dismiss:v:discharge/fire/sack/reject:hire/employ/engage
emerge:v:appear/arise/surface:disappear/vanish/submerge
encourage:v:promote/hearten/inspire/support:discourage/deter
enrich:v:enhance/improve/endow:impoverish/deplete
exclude:v:omit/bar/eliminate/reject:include/admit
fail:v:flop/miss/lose:succeed/pass
flourish:v:thrive/prosper/bloom/grow:decline/wither/fade
forget:v:overlook/neglect/omit:remember/recall
freeze:v:solidify/chill/ice:thaw/melt
gain:v:obtain/acquire/earn/get:lose
hate:v:detest/loathe/despise/abhor:love/like
hide:v:conceal/cover/mask:reveal/expose/show
lend:v:loan/advance/give:borrow
lose:v:mislay/misplace/forfeit:find/win/gain
melt:v:thaw/dissolve/liquefy:freeze/solidify
permit:v:allow/let/sanction:forbid/prohibit
preserve:v:conserve/protect/maintain/keep:destroy/waste
protect:v:defend/guard/shield:attack/endanger
release:v:free/liberate/discharge:detain/capture/imprison
resist:v:oppose/withstand/defy:yield/submit/surrender
retain:v:keep/hold/preserve:lose/release/relinquish
rise:v:ascend/climb/mount:fall/descend/sink
shorten:v:abbreviate/abridge/curtail/reduce:lengthen/extend/prolong
sink:v:descend/drop/fall/submerge:rise/float/ascend
spend:v:expend/use/consume:save/earn
stimulate:v:excite/arouse/encourage/provoke:discourage/deter/dampen
tolerate:v:endure/bear/allow/permit:forbid/prohibit
unite:v:join/combine/merge/unify:divide/separate/split
waste:v:squander/dissipate/misuse:save/conserve/preserve
win:v:gain/triumph/prevail:lose
purchase:v:buy/acquire/obtain:sell
obtain:v:acquire/get/gain/receive:lose/forfeit
mend:v:repair/fix/restore:break/damage
reply:v:answer/respond/retort:ask/question
deter:v:discourage/dissuade/prevent:encourage/persuade
hamper:v:hinder/impede/obstruct:help/assist/facilitate
gratify:v:please/satisfy/delight:displease/disappoint/annoy
venerate:v:revere/worship/honour/respect:despise/scorn
vindicate:v:justify/exonerate/clear/acquit:accuse/convict/blame
abundance:n:plenty/profusion/wealth/copiousness:scarcity/shortage/dearth/want
adversary:n:opponent/enemy/foe/rival:ally/friend/supporter
adversity:n:misfortune/hardship/difficulty/trouble:prosperity/fortune
agony:n:anguish/torment/pain/suffering:relief/ecstasy/pleasure
ally:n:friend/partner/supporter:enemy/foe/adversary
ambiguity:n:vagueness/uncertainty/equivocation:clarity/certainty
amity:n:friendship/harmony/goodwill:enmity/hostility
anarchy:n:chaos/disorder/lawlessness:order/government
animosity:n:hostility/hatred/enmity/antagonism:friendship/goodwill/amity
anxiety:n:worry/concern/fear/apprehension:calmness/calm/composure
apathy:n:indifference/unconcern/lethargy:enthusiasm/interest/passion
arrogance:n:pride/haughtiness/conceit:humility/modesty
asset:n:advantage/benefit/resource/plus:liability/handicap
audacity:n:boldness/daring/nerve/impudence:timidity/caution
austerity:n:severity/strictness/simplicity:luxury/extravagance
benefactor:n:patron/supporter/donor/sponsor:enemy/opponent
brevity:n:shortness/conciseness/briefness:length/verbosity/wordiness
calamity:n:disaster/catastrophe/tragedy/misfortune:blessing/boon
catastrophe:n:disaster/calamity/tragedy:blessing/success
caution:n:care/prudence/wariness:carelessness/recklessness/rashness
chaos:n:disorder/confusion/anarchy/turmoil:order/harmony
clarity:n:clearness/lucidity/transparency:obscurity/vagueness/ambiguity
compassion:n:sympathy/pity/mercy/kindness:cruelty/indifference
conflict:n:struggle/clash/dispute/fight:harmony/peace/agreement
contempt:n:scorn/disdain/disrespect:respect/admiration/esteem
courage:n:bravery/valour/boldness/nerve:cowardice/fear/timidity
cowardice:n:fear/timidity/cowardliness:courage/bravery/valour
danger:n:peril/risk/hazard/threat:safety/security
defeat:n:loss/failure/beating/conquest:victory/triumph/win
deficiency:n:lack/shortage/want/insufficiency:sufficiency/abundance/excess
delight:n:joy/pleasure/happiness/rapture:disgust/displeasure/sorrow
despair:n:hopelessness/despondency/desperation/gloom:hope/optimism
dexterity:n:skill/deftness/adroitness/agility:clumsiness/awkwardness
diligence:n:industry/assiduity/persistence:laziness/negligence/idleness
discord:n:strife/conflict/disagreement/dissension:harmony/accord/concord
disdain:n:contempt/scorn/derision:respect/admiration
dismay:n:consternation/alarm/distress:relief/encouragement
disaster:n:catastrophe/calamity/tragedy:success/triumph
enmity:n:hostility/hatred/animosity/antagonism:friendship/amity
envy:n:jealousy/covetousness/resentment:goodwill/contentment
fatigue:n:tiredness/weariness/exhaustion:energy/vigour/freshness
felicity:n:happiness/bliss/joy:unhappiness/misery/sorrow
fidelity:n:loyalty/faithfulness/devotion/allegiance:disloyalty/infidelity/treachery
gloom:n:darkness/melancholy/sadness/despair:cheerfulness/brightness/joy
gratitude:n:thankfulness/appreciation/gratefulness:ingratitude
harmony:n:accord/concord/agreement/unity:discord/conflict/disharmony
hatred:n:hate/hostility/loathing/animosity:love/affection
haste:n:hurry/rush/speed/urgency:slowness/delay/leisure
honesty:n:integrity/truthfulness/sincerity:dishonesty/deceit
hostility:n:enmity/hatred/antagonism/animosity:friendship/friendliness/amity
humility:n:modesty/meekness/humbleness:pride/arrogance/conceit
hypocrisy:n:insincerity/pretence/deceit:sincerity/honesty
insolence:n:impudence/rudeness/impertinence/cheek:respect/politeness/courtesy
joy:n:happiness/delight/gladness/bliss:sorrow/sadness/grief/misery
lethargy:n:sluggishness/inertia/lassitude/apathy:energy/vigour/liveliness
liberty:n:freedom/independence/autonomy:slavery/captivity/bondage
loyalty:n:fidelity/allegiance/faithfulness/devotion:disloyalty/treachery
malice:n:spite/malevolence/hatred/ill-will:kindness/benevolence/goodwill
melancholy:n:sadness/gloom/depression/sorrow:cheerfulness/happiness/joy
mercy:n:compassion/pity/clemency/leniency:cruelty/severity
misery:n:sorrow/wretchedness/distress/suffering:happiness/joy/comfort
modesty:n:humility/reserve/shyness:arrogance/vanity/immodesty/pride
novice:n:beginner/learner/apprentice/tyro:expert/veteran/master
obedience:n:compliance/submission/obeisance:disobedience/defiance
optimism:n:hope/hopefulness/confidence:pessimism/despair
pessimism:n:gloom/hopelessness/cynicism:optimism/hope
peril:n:danger/risk/hazard/threat:safety/security
pity:n:compassion/sympathy/mercy:cruelty/indifference
poverty:n:penury/want/need/destitution:wealth/prosperity/affluence
prosperity:n:affluence/wealth/success/fortune:poverty/adversity/misfortune
prudence:n:caution/wisdom/discretion/judgment:imprudence/rashness/recklessness
rage:n:anger/fury/wrath:calm/calmness
rebellion:n:revolt/uprising/insurrection/mutiny:obedience/submission/loyalty
remorse:n:regret/guilt/repentance/penitence:indifference
scarcity:n:shortage/dearth/lack/paucity:abundance/plenty/profusion
sorrow:n:grief/sadness/unhappiness/woe:joy/happiness
strength:n:power/might/force/vigour:weakness/frailty
success:n:achievement/triumph/victory:failure/defeat
sympathy:n:compassion/pity/understanding:indifference/antipathy
triumph:n:victory/win/success/conquest:defeat/failure
truth:n:fact/reality/verity/honesty:falsehood/lie/untruth
valour:n:bravery/courage/heroism/gallantry:cowardice/fear
vanity:n:conceit/pride/arrogance/egotism:modesty/humility
victory:n:triumph/win/success/conquest:defeat/loss
wealth:n:riches/affluence/prosperity/fortune:poverty/penury
wisdom:n:sagacity/knowledge/judgment/insight:folly/foolishness/stupidity
zeal:n:enthusiasm/passion/fervour/eagerness/ardour:apathy/indifference
zenith:n:peak/summit/pinnacle/top/acme:nadir/bottom
nadir:n:bottom/depth:zenith/peak/summit/acme
praise:n:commendation/acclaim/tribute/applause:criticism/censure/blame
affluence:n:wealth/prosperity/riches/richness:poverty/penury
error:n:mistake/fault/blunder/slip:accuracy/correctness
friend:n:ally/companion/comrade:enemy/foe
enemy:n:foe/adversary/opponent:friend/ally
`
  .split(/\s+/)
  .filter((s) => s !== '');

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
