/** The Hindi of siteWords (src/words/site.ts): the type check there asks for every key. */
export default {
  tagline: 'आज अभ्यास, कल सफलता',
  summary:
    'एप्टीट्यूड, रीज़निंग, अंग्रेज़ी और सामान्य ज्ञान के मुफ़्त समयबद्ध प्रैक्टिस टेस्ट, पिछले प्रश्न-पत्र और सरकारी नौकरियों की सूची, SSC, RRB, CRPF, BSF, UPSC, CTET और UGC NET के उम्मीदवारों के लिए।',
  founder: 'संस्थापक: राहुल वर्मा',
  addressLines: ['दूसरी मंज़िल, सरस्वती भवन', 'बोरिंग रोड, पटना', 'बिहार 800001, भारत'],
} as const;
