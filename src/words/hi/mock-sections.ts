/**
 * The mock patterns' section titles (server/mocks/patterns) in Hindi, as the commissions' Hindi notices
 * print them. The server sends a section's English title with a paper, its result and its review;
 * `say` (./server-messages.ts) shows this Hindi instead. A unit test checks that every pattern's
 * every section has one (tests/unit/words-hindi.test.ts).
 */
const mockSections: Readonly<Record<string, string>> = {
  'General Intelligence and Reasoning': 'सामान्य बुद्धि और तर्कशक्ति',
  'General Awareness': 'सामान्य जागरूकता',
  'Quantitative Aptitude': 'मात्रात्मक योग्यता',
  'English Comprehension': 'अंग्रेज़ी बोध',
  'Quantitative Aptitude (Basic Arithmetic Skill)': 'मात्रात्मक योग्यता (मूल अंकगणितीय कौशल)',
  'English Language (Basic Knowledge)': 'अंग्रेज़ी भाषा (मूल ज्ञान)',
  'General Knowledge and General Awareness': 'सामान्य ज्ञान और सामान्य जागरूकता',
  'Elementary Mathematics': 'प्रारंभिक गणित',
  English: 'अंग्रेज़ी',
  Mathematics: 'गणित',
  'General Science': 'सामान्य विज्ञान',
  'General Awareness and Current Affairs': 'सामान्य जागरूकता और समसामयिकी',
  'Mental Ability': 'मानसिक क्षमता',
  'General Awareness on Current Affairs': 'समसामयिकी पर सामान्य जागरूकता',
  Comprehension: 'बोधगम्यता',
  'Logical Reasoning and Analytical Ability': 'तार्किक तर्कशक्ति और विश्लेषणात्मक क्षमता',
  'Basic Numeracy and Data Interpretation': 'मूल संख्यात्मकता और आँकड़ों की व्याख्या',
};

export default mockSections;
