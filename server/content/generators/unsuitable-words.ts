/**
 * Letter groups a generator must never print. Coding, analogy and series kinds make letter groups by
 * rule (a code, an option made by a named slip), and now and then a rule spells a word no candidate
 * should meet in a test (a published SSC CGL mock once offered "PORN" as a coded option). Whole
 * capitalised groups only: "CLASS" or "ASSIST" inside a sentence is not matched.
 */
const UNSUITABLE = new Set(
  (
    'ANAL ANUS ARSE ASS BITCH BOOB BOOBS BUTT COCK CUNT DICK DILDO FAG FART FUCK HOMO HORNY KINKY NAKED ' +
    'NAZI NUDE ORGY PENIS PISS PORN PORNO PRICK PUSSY RAPE SEMEN SEX SEXY SHIT SLUT SPERM TIT TITS ' +
    'TWAT VAGINA WANK WHORE'
  ).split(' '),
);

const LETTER_GROUPS = /\b[A-Z]{3,6}\b/g;

/** Whether the question's text, options or Hindi print an unsuitable letter group. */
export function hasUnsuitableWord(question: {
  readonly question: string;
  readonly options: readonly string[];
  readonly hi?: { readonly options: readonly string[] } | undefined;
}): boolean {
  const texts = [question.question, ...question.options, ...(question.hi ? question.hi.options : [])];
  return texts.some((text) => (text.match(LETTER_GROUPS) ?? []).some((group) => UNSUITABLE.has(group)));
}
