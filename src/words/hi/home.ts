/** The Hindi of homeWords (src/words/home.ts): the type check there asks for every key. */
export default {
  heading: (brand: string) => `${brand}: सरकारी परीक्षाओं के प्रैक्टिस टेस्ट`,
  explore: 'देखें',
  startLearning: 'पढ़ाई शुरू करें',
  slider: {
    carousel: 'कैरोसेल',
    label: 'मुख्य बातें',
    slide: 'स्लाइड',
    position: (index: number, count: number) => `${count} में से ${index}`,
    show: (index: number) => `स्लाइड ${index} दिखाएँ`,
    play: 'स्लाइड चलाएँ',
    pause: 'स्लाइड रोकें',
  },
} as const;
