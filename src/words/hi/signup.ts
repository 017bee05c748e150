/** The Hindi of signupWords (src/words/signup.ts): the type check there asks for every key. */
export default {
  title: 'साइन अप',
  intro: 'समयबद्ध टेस्ट देने और अपनी प्रगति देखने के लिए अपना मुफ़्त खाता बनाएँ।',
  haveAccount: 'पहले से खाता है?',
  login: 'लॉगिन',
  name: 'पूरा नाम',
  email: 'ई-मेल आईडी',
  password: 'पासवर्ड',
  phone: 'मोबाइल नंबर',
  state: 'राज्य',
  submit: 'सत्यापित करें',
  succeededTitle: 'साइन अप सफल!',
  succeededMessage: 'आगे ले जा रहे हैं...',
  rejectedTitle: 'साइन अप नहीं हुआ',
  rejectedDefault: 'कृपया अपनी जानकारी जाँचें और फिर से कोशिश करें।',
  unreachableTitle: 'नेटवर्क त्रुटि',
  unreachableMessage: 'कुछ गड़बड़ हो गई। कृपया थोड़ी देर बाद कोशिश करें।',
} as const;
