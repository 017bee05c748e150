/** The Hindi of currentAffairsWords (src/words/current-affairs.ts): the type check there asks for every key. */
export default {
  eyebrow: 'रोज़ की पढ़ाई',
  searchLabel: 'करंट अफ़ेयर्स खोजें',
  searchPlaceholder: 'डेली क्विज़ और नौकरियों की ताज़ा खबरें...',
  search: 'खोजें',
  listTitle: 'ताज़ा लेख',
  count: (count: number) => `${count} लेख`,
  matching: (shown: number, total: number) => `${total} में से ${shown} लेख मिले`,
  readMore: 'और पढ़ें',
  noMatch: (query: string) => `“${query}” से कोई लेख नहीं मिला।`,
  noMatchHint: 'कोई दूसरा शब्द आज़माएँ, जैसे “exam” या “railway”।',
  clearSearch: 'खोज हटाएँ',
} as const;
