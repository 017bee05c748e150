import { OPTION_IDS } from '../../../contract/ids';
import type { ReviewQuestion } from '../../../contract/mocks';
import type { Language } from '../../words/language';

type ReviewOption = ReviewQuestion['options'][number];

/**
 * A mock's reviewed question in the reader's language (issue 15, as the topic review's
 * inReaderLanguage): in Hindi where it has Hindi, each option's Hindi found by its id (the same id is
 * the same option in either language, whatever order the candidate saw), the explanation in Hindi;
 * else as it is, in English. `lang` is what the texts are written in, for the page's `lang` attribute.
 */
export function reviewInLanguage(
  question: ReviewQuestion,
  options: readonly ReviewOption[],
  language: Language,
): { lang: Language; question: string; options: ReviewOption[]; explanation: string } {
  const { hi } = question;
  if (language !== 'hi' || !hi)
    return {
      lang: 'en',
      question: question.question,
      options: [...options],
      explanation: question.explanation,
    };
  return {
    lang: 'hi',
    question: hi.question,
    options: options.map((option) => ({ ...option, text: hi.options[OPTION_IDS.indexOf(option.id)]! })),
    explanation: hi.explanation,
  };
}
