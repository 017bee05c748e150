import { PERCENTILE_MIN_TAKERS } from '../../../contract/progress';

/** The Hindi of historyWords (src/words/history.ts): the type check there asks for every key. */
export default {
  title: 'परीक्षा इतिहास',
  tagline: 'आपके पूरे किए गए हर टेस्ट, उनके अंकों के साथ। सही उत्तर देखने के लिए कोई एक खोलें।',
  yourTests: 'आपके टेस्ट',
  loading: 'लोड हो रहा है...',
  emptyTitle: 'कोई रिकॉर्ड नहीं मिला।',
  emptyText: 'आप जो टेस्ट पूरे करेंगे, वे यहाँ दिखेंगे।',
  chooseTest: 'टेस्ट चुनें',
  failedTitle: 'आपका परीक्षा इतिहास लोड नहीं हो सका।',
  failedText: 'अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  caption: (count: number) => `${count} टेस्ट, सबसे नया पहले`,
  columns: {
    book: 'पुस्तक का नाम',
    chapter: 'अध्याय का नाम',
    total: 'कुल प्रश्न',
    correct: 'सही उत्तर',
    wrong: 'गलत उत्तर',
    date: 'तारीख',
    review: 'समीक्षा',
    percentile: 'पर्सेंटाइल',
  },
  betterThan: (percentile: number) => `${percentile} % से बेहतर`,
  fewTakers: `अभी ${PERCENTILE_MIN_TAKERS} से कम परीक्षार्थी`,
  rankOf: (rank: number, takers: number) => `${takers} में से रैंक ${rank}`,
  retake: 'दोबारा (अभ्यास)',
  noStanding: 'उपलब्ध नहीं',
  seeProgress: 'विषयवार अपनी प्रगति देखें',
  reviewAnswers: 'उत्तरों की समीक्षा',
  reviewFor: (topic: string, level: string, when: string) => ` : ${topic}, ${level}, ${when}`,
} as const;
