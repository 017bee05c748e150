/** The Hindi of unsubscribeWords (src/words/unsubscribe.ts): the type check there asks for every key. */
export default {
  title: 'नौकरी अलर्ट',
  working: 'अनसब्सक्राइब हो रहा है…',
  done: 'आप नौकरी अलर्ट से अनसब्सक्राइब हो गए हैं।',
  doneHint: 'मन बदल गया? लॉग इन करें और फिर से सब्सक्राइब करने के लिए नौकरी अलर्ट दबाएँ।',
  invalid: 'यह अनसब्सक्राइब लिंक सही नहीं है।',
  invalidHint: 'अपने सबसे नए अलर्ट ई-मेल का लिंक इस्तेमाल करें, या लॉग इन करके वहाँ अपने अलर्ट बदलें।',
  failed: 'सर्वर तक नहीं पहुँच सके। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  tryAgain: 'फिर से कोशिश करें',
  browseJobs: 'सरकारी नौकरियाँ देखें',
} as const;
