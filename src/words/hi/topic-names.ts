import type { CategorySlug } from '../../../contract/topics';

/**
 * The catalogue's names (contract/topics.ts) in Hindi, by slug, as Hindi-medium papers and coaching
 * books print them; English-language topics keep their English name, with the Hindi beside it. Shown
 * through `say` (./server-messages.ts), which maps each English name the server or the catalogue gives
 * to its Hindi; a unit test checks that every topic has one.
 */
const names: {
  readonly categories: Readonly<Record<CategorySlug, string>>;
  readonly topics: Readonly<Record<CategorySlug, Readonly<Record<string, string>>>>;
} = {
  categories: {
    aptitude: 'मात्रात्मक योग्यता',
    reasoning: 'तर्कशक्ति',
    english: 'अंग्रेज़ी',
    general_knowledge: 'सामान्य ज्ञान',
  },
  topics: {
    aptitude: {
      percentage: 'प्रतिशत',
      average: 'औसत',
      speed_and_distance: 'चाल और दूरी',
      simple_compound_interest: 'साधारण और चक्रवृद्धि ब्याज',
      profit_and_loss: 'लाभ और हानि',
      ratio_proportion_partnership: 'अनुपात, समानुपात और साझेदारी',
      simplification: 'सरलीकरण',
      data_interpretation: 'आँकड़ों की व्याख्या',
      algebraic_expression: 'बीजगणितीय व्यंजक',
      hcf_and_lcm: 'म.स.प. और ल.स.प.',
      mensuration: 'क्षेत्रमिति',
      geometry: 'ज्यामिति',
      statistics_probability: 'सांख्यिकी और प्रायिकता',
      trigonometry: 'त्रिकोणमिति',
      mixture_alligation: 'मिश्रण और एलीगेशन',
      time_and_work: 'समय और कार्य',
    },
    reasoning: {
      coding_and_decoding: 'कूटलेखन और कूटवाचन',
      anology: 'सादृश्यता',
      series: 'श्रेणी',
      sitting_arrangements: 'बैठक व्यवस्था',
      direction_distance: 'दिशा और दूरी',
      paper_cutting_folding: 'कागज़ काटना और मोड़ना',
      completion_of_figure: 'आकृति पूर्ति',
      visual_reasoning: 'दृश्य तर्कशक्ति',
      mirror_and_water_image: 'दर्पण और जल प्रतिबिंब',
      cube_and_dice: 'घन और पासा',
      alphabet_test: 'वर्णमाला परीक्षण',
      embedded_figure: 'अंतर्निहित आकृतियाँ',
      non_verbal_series: 'अशाब्दिक श्रेणी',
      figure_formation_analysis: 'आकृति निर्माण और विश्लेषण',
      clock_calender: 'घड़ी और कैलेंडर',
      number_puzzle: 'संख्या पहेली',
      syllogism: 'न्याय निगमन',
      classification: 'वर्गीकरण',
      time_sequence_number_ranking: 'समय क्रम, संख्या और रैंकिंग',
      blood_relation: 'रक्त संबंध',
    },
    english: {
      one_word_substitution: 'One Word Substitution (एक शब्द प्रतिस्थापन)',
      grammer: 'Grammar (व्याकरण)',
      jubmled_sentence: 'Jumbled Sentences (वाक्य क्रम)',
      synonyms: 'Synonyms (समानार्थी शब्द)',
      idoms_phrases: 'Idioms and Phrases (मुहावरे और वाक्यांश)',
      spelling_test: 'Spelling Test (वर्तनी परीक्षण)',
      close_test: 'Cloze Test (रिक्त स्थान परीक्षण)',
      spotting_errors: 'Spotting Errors (त्रुटि पहचान)',
      sentence_improvement: 'Sentence Improvement (वाक्य सुधार)',
      reading_comprehension: 'Reading Comprehension (अपठित गद्यांश)',
      active_passive_voice: 'Active and Passive Voice (कर्तृवाच्य और कर्मवाच्य)',
      direct_indirect_speech: 'Direct and Indirect Speech (प्रत्यक्ष और अप्रत्यक्ष कथन)',
      antonyms: 'Antonyms (विलोम शब्द)',
      sentence_comletion: 'Sentence Completion (वाक्य पूर्ति)',
    },
    general_knowledge: {
      history: 'इतिहास',
      geography: 'भूगोल',
      current_affairs: 'समसामयिकी',
      polity: 'राजव्यवस्था',
      general_science: 'सामान्य विज्ञान',
      miscellaneous: 'विविध',
      computer_fundamental: 'कंप्यूटर के मूल सिद्धांत',
    },
  },
};

export default names;
