/**
 * The question card's stylesheet (vanilla-extract, built by Vite) as tests on node stand it in: each
 * class is its own name. For `vi.mock('…/QuestionCard.css', () => import('./support/question-card-styles'))`.
 */
export const card = 'card';
export const fieldset = 'fieldset';
export const meta = 'meta';
export const markedTag = 'markedTag';
export const legend = 'legend';
export const figure = 'figure';
export const options = 'options';
export const option = 'option';
export const input = 'input';
export const letter = 'letter';
export const optionText = 'optionText';
export const optionFigure = 'optionFigure';
export const viewIn = 'viewIn';
export const viewInSelect = 'viewInSelect';
export const note = 'note';
