/** The Hindi of categoryWords (src/words/category.ts): the type check there asks for every key. */
export default {
  pageTitle: (category: string) => `${category} प्रैक्टिस टेस्ट`,
  home: 'होम',
  eyebrow: 'टेस्ट सीरीज़',
  tagline: 'हर परीक्षा पास करने के लिए एक प्रैक्टिस टेस्ट चुनें!',
  topics: (count: number) => `${count} विषय`,
  levels: 'हर विषय में 3 स्तर',
  free: 'अभ्यास मुफ़्त',
  sectionTitle: 'चुनें और क्विज़ शुरू करें',
  lead: 'एक विषय चुनें, उसके नियम पढ़ें और अपना स्तर चुनें।',
  resourcesTitle: 'और संसाधन देखें',
  resourcesLead: 'सामान्य ज्ञान को धार देने के लिए रोज़ के करंट अफ़ेयर्स, परीक्षा समाचार और नौकरी अपडेट।',
  resourcesLink: 'सभी संसाधन देखें',
  startQuiz: 'क्विज़ शुरू करें',
} as const;
