import { DAILY_DURATION_SECONDS, DAILY_QUESTIONS } from '../../../contract/daily';

/** The Hindi of dailyWords (src/words/daily.ts): the type check there asks for every key. */
export default {
  title: 'डेली क्विज़',
  eyebrow: 'हर दिन एक नया क्विज़',
  tagline: `${DAILY_DURATION_SECONDS / 60} मिनट में एप्टीट्यूड, रीज़निंग, अंग्रेज़ी और सामान्य ज्ञान के ${DAILY_QUESTIONS} प्रश्न। आज सबके लिए एक ही सेट; आधी रात (भारतीय समय) को नया।`,
  rulesHeading: 'यह कैसे काम करता है',
  rules: [
    'आज का आपका पहला प्रयास आज के लीडरबोर्ड में गिना जाता है; दोबारा देना अभ्यास है।',
    'ज़्यादा सही उत्तर ऊपर रैंक पाते हैं; बराबर अंक पर कम समय वाला ऊपर।',
    'समय पूरा होते ही टेस्ट समाप्त हो जाता है, जैसे यहाँ हर टेस्ट में।',
  ],
  start: 'आज का क्विज़ शुरू करें',
  loading: 'टेस्ट लोड हो रहा है...',
  openFailedTitle: 'टेस्ट लोड नहीं हो सका',
  openFailedDetail: 'कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  loginNotice: 'डेली क्विज़ देने के लिए खाता ज़रूरी है।',
  login: 'शुरू करने के लिए लॉगिन करें',
  boardHeading: 'आज का लीडरबोर्ड',
  allBoards: 'सभी लीडरबोर्ड',
  boardForMembers: 'आज का लीडरबोर्ड और अपनी रैंक देखने के लिए लॉग इन करें।',
  showBoard: 'आज का लीडरबोर्ड देखें',
  back: 'आज के क्विज़ पर वापस',
  quizHeading: 'डेली क्विज़',
  quizSubtitle: 'आज का मिला-जुला सेट',
  pageTitle: 'डेली क्विज़',
} as const;
