/** The Hindi of accountMenuWords (src/words/account-menu.ts): the type check there asks for every key. */
export default {
  myProgress: 'मेरी प्रगति',
  loading: 'आपकी स्ट्रीक देखी जा रही है...',
  // "{n} दिन की स्ट्रीक" reads the same for one day and many.
  days: (days: number) => (days === 0 ? 'अभी कोई स्ट्रीक नहीं' : `${days} दिन की स्ट्रीक`),
  keepIt: 'इसे बनाए रखने के लिए आज एक टेस्ट पूरा करें',
  startOne: 'स्ट्रीक शुरू करने के लिए आज एक टेस्ट पूरा करें',
  doneToday: 'आज का टेस्ट हो गया',
  failed: 'आपकी स्ट्रीक लोड नहीं हो सकी।',
  retry: 'फिर से कोशिश करें',
} as const;
