/** The Hindi of notFoundWords (src/words/not-found.ts): the type check there asks for every key. */
export default {
  title: 'पेज नहीं मिला',
  text: 'आप जो पेज ढूँढ रहे थे, वह मौजूद नहीं है या कहीं और चला गया है। इनमें से कोई आज़माएँ।',
  goHome: 'होम पेज पर जाएँ',
  aptitude: 'एप्टीट्यूड टेस्ट',
  reasoning: 'रीज़निंग टेस्ट',
  pastPapers: 'पिछले प्रश्न पत्र',
  jobs: 'सरकारी नौकरियाँ',
} as const;
