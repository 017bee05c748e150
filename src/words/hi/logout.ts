/** The Hindi of logoutWords (src/words/logout.ts): the type check there asks for every key. */
export default {
  progressTitle: 'लॉग आउट हो रहा है...',
  progressMessage: 'इस डिवाइस पर आपका सत्र समाप्त किया जा रहा है।',
  progressLabel: 'लॉग आउट हो रहा है',
} as const;
