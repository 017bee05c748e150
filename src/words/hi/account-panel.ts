/** The Hindi of accountPanelWords (src/words/account-panel.ts): the type check there asks for every key. */
export default {
  welcome: (brand: string) => `${brand} में आपका स्वागत है`,
  welcomeText: 'SSC, RRB, UPSC, CTET और अन्य परीक्षाओं की तैयारी, अपनी गति से करें।',
  benefits: [
    'हर विषय में समयबद्ध टेस्ट, तीन स्तरों पर',
    'आपके अंक और परीक्षा इतिहास एक ही जगह',
    'ई-मेल और WhatsApp पर मुफ़्त नौकरी अलर्ट',
  ],
  // The field's own label comes in Hindi already ('पासवर्ड'): "पासवर्ड दिखाएँ".
  showPassword: (label: string) => `${label} दिखाएँ`,
} as const;
