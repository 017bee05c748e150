/** The Hindi of examFamilyWords (src/words/exam-family.ts): the type check there asks for every key. */
export default {
  pageTitle: (family: string) => `${family} के पिछले प्रश्न पत्र`,
  home: 'होम',
  tagline: (family: string) => `अच्छी सामग्री, आसान पहुँच और तेज़ प्रगति – आपकी ${family} यात्रा यहीं से शुरू!`,
  sectionTitle: 'चुनें और क्विज़ शुरू करें',
  lead: (fullName: string) => `${fullName} द्वारा तय किए गए पिछले प्रश्न पत्र।`,
  loading: 'परीक्षाएँ लोड हो रही हैं…',
  noExams: 'कोई परीक्षा नहीं मिली।',
  loadFailed: 'सूची लोड नहीं हो सकी। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  mockTests: 'मॉक टेस्ट',
  mockTestsOf: (name: string) => `मॉक टेस्ट: ${name}`,
  mocksForFamily: 'पूरे मॉक टेस्ट:',
} as const;
