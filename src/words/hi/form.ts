/** The Hindi of formWords (src/words/form.ts): the type check there asks for every key. */
export default {
  qualification: 'योग्यता',
  selectQualification: 'योग्यता चुनें',
  loading: 'लोड हो रहा है…',
  selectState: 'राज्य चुनें',
  searchStatePlaceholder: 'राज्य खोजें...',
  searchState: 'राज्य खोजें',
  states: 'राज्य',
  noStateMatches: (query: string) => `“${query}” से कोई राज्य नहीं मिला।`,
  chosen: (count: number) => `${count} चुने गए`,
  done: 'हो गया',
} as const;
