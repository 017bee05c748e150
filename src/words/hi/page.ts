/** The Hindi of pageWords (src/words/page.ts): the type check there asks for every key. */
export default {
  breadcrumb: 'ब्रेडक्रम्ब',
  home: 'होम',
  tryAgain: 'फिर से कोशिश करें',
} as const;
