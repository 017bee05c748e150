/** The Hindi of resetPasswordWords (src/words/reset-password.ts): the type check there asks for every key. */
export default {
  title: 'पासवर्ड रीसेट करें',
  intro: 'अपने खाते के लिए नया पासवर्ड चुनें।',
  checking: 'आपका लिंक जाँचा जा रहा है…',
  tryAgain: 'फिर से कोशिश करें',
  password: 'नया पासवर्ड',
  confirm: 'नए पासवर्ड की पुष्टि करें',
  problems: { tooShort: 'पासवर्ड कम से कम 6 अक्षरों का होना चाहिए।', mismatch: 'पासवर्ड मेल नहीं खाते।' },
  unreachable: 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  submit: 'पासवर्ड सेव करें',
  saving: 'सेव हो रहा है...',
  done: 'आपका पासवर्ड बदल गया है। अब आप इससे लॉग इन कर सकते हैं।',
  logIn: 'लॉग इन करें',
  linkProblems: {
    invalid: 'यह रीसेट लिंक सही नहीं है। कृपया नया लिंक मँगाएँ।',
    expired: 'इस रीसेट लिंक की समय सीमा खत्म हो गई है। कृपया नया लिंक मँगाएँ।',
    used: 'यह रीसेट लिंक पहले ही इस्तेमाल हो चुका है। कृपया नया लिंक मँगाएँ।',
  },
  askAgain: 'नया लिंक मँगाएँ',
  backToLogin: 'लॉगिन पर वापस',
} as const;
