/** The Hindi of quizEndWords (src/words/quiz-end.ts): the type check there asks for every key. */
export default {
  incompleteTitle: 'टेस्ट अधूरा है!',
  incompleteMessage: (unattempted: number) => `आपने ${unattempted} प्रश्न हल नहीं किए हैं।`,
  timeUpTitle: 'समय समाप्त!',
  timeUpMessage: 'आपका टेस्ट अपने आप जमा कर दिया गया है।',
  resultErrorTitle: 'परिणाम में त्रुटि',
  resultErrorMessage: 'आपका परिणाम नहीं मिल सका। कृपया फिर से कोशिश करें।',
  retry: 'फिर से कोशिश करें',
  submittedTitle: '🎯 जमा हो गया!',
  score: (correct: number) => `अंक: ${correct}`,
  retake: 'टेस्ट दोबारा दें',
  confirm: {
    title: 'टेस्ट जमा करें?',
    message: (total: number) => `आपने सभी ${total} प्रश्नों के उत्तर दे दिए हैं। जमा करने के बाद उत्तर बदले नहीं जा सकते।`,
    cancel: 'रद्द करें',
    submit: 'हाँ, जमा करें',
  },
  leave: {
    title: 'टेस्ट छोड़ना है?',
    message: 'आपके उत्तर इस डिवाइस पर सेव रहेंगे, पर समय चलता रहेगा। समय खत्म होने से पहले लौटकर उन्हें जमा करें।',
    stay: 'टेस्ट में रहें',
  },
  result: {
    title: 'टेस्ट पूरा हुआ!',
    score: (correct: number, total: number) => `आपके अंक: ${correct} / ${total}`,
    attempted: 'हल किए गए प्रश्न',
    correct: 'सही उत्तर',
    wrong: 'गलत उत्तर',
    unattempted: 'हल नहीं किए',
    retake: 'टेस्ट दोबारा दें',
    review: 'उत्तरों की समीक्षा',
  },
} as const;
