/** The Hindi of changePasswordWords (src/words/change-password.ts): the type check there asks for every key. */
export default {
  title: 'पासवर्ड बदलें',
  description: 'अपने खाते के लिए नया पासवर्ड चुनें। दूसरे डिवाइस से लॉग आउट हो जाएगा।',
  password: 'नया पासवर्ड',
  currentPassword: 'मौजूदा पासवर्ड',
  submit: 'पासवर्ड अपडेट करें',
  submitting: 'अपडेट हो रहा है...',
  close: 'बंद करें',
  errorTitle: 'त्रुटि',
  successTitle: 'सफल',
  messages: {
    missing: 'पासवर्ड ज़रूरी है!',
    changed: 'पासवर्ड सफलतापूर्वक बदल गया!',
    rejected: 'कुछ गड़बड़ हो गई',
    unreachable: 'पासवर्ड नहीं बदला जा सका',
  },
} as const;
