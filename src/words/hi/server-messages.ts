import {
  ACCOUNT_MESSAGES,
  FORGOT_PASSWORD_SENT,
  RESET_MESSAGES,
  SIGNUP_MESSAGES,
} from '../../../contract/accounts';
import { DAILY_MESSAGES } from '../../../contract/daily';
import { HTTP_MESSAGES } from '../../../contract/errors';
import {
  BAD_UNSUBSCRIBE_LINK_MESSAGE,
  JOB_ALERT_MESSAGES,
  JOB_ALERT_ROUTE_MESSAGES,
} from '../../../contract/job-alerts';
import { LANGUAGE_MESSAGES } from '../../../contract/languages';
import { LEADERBOARD_MESSAGES } from '../../../contract/leaderboard';
import { DISPLAY_NAME_MAX, DISPLAY_NAME_MIN, PROFILE_MESSAGES } from '../../../contract/profile';
import { PERCENTILE_MIN_TAKERS, PROGRESS_MESSAGES } from '../../../contract/progress';
import { QUIZ_MESSAGES, QUIZ_NOT_AVAILABLE } from '../../../contract/quiz';
import { CATEGORIES } from '../../../contract/topics';
import type { Words } from '../catalogue';
import mockSections from './mock-sections';
import topicNames from './topic-names';

/**
 * The contract's messages in Hindi, key by key: each group is typed after its English constant, so a
 * message added to contract/ without its Hindi fails the type check. Messages built from a number or
 * a name (HTTP_MESSAGES.tooManyAttempts, levelLabel, …) are matched by their pattern below.
 */
type Strings<Group> = { readonly [Key in keyof Group as Group[Key] extends string ? Key : never]: string };

const signup: Words<typeof SIGNUP_MESSAGES> = {
  name: 'नाम ज़रूरी है।',
  email: 'ई-मेल सही नहीं है।',
  password: 'पासवर्ड कम से कम 6 अक्षरों का होना चाहिए।',
  phone: 'फ़ोन नंबर 10 अंकों का होना चाहिए।',
  state: 'कृपया अपना राज्य चुनें।',
  qualification: 'योग्यता ज़रूरी है।',
};

const reset: Words<typeof RESET_MESSAGES> = {
  invalid: 'यह रीसेट लिंक सही नहीं है। कृपया नया लिंक मँगाएँ।',
  expired: 'इस रीसेट लिंक की समय सीमा खत्म हो गई है। कृपया नया लिंक मँगाएँ।',
  used: 'यह रीसेट लिंक पहले ही इस्तेमाल हो चुका है। कृपया नया लिंक मँगाएँ।',
  done: 'आपका पासवर्ड बदल गया है। अब आप इससे लॉग इन कर सकते हैं।',
};

const account: Words<typeof ACCOUNT_MESSAGES> = {
  signedUp: 'साइन अप सफल!',
  emailTaken: 'इस ई-मेल से पहले से एक खाता है। कृपया लॉग इन करें।',
  loggedIn: 'लॉगिन सफल!',
  loginMissing: 'कृपया ई-मेल और पासवर्ड दोनों लिखें।',
  loginRejected: 'ई-मेल या पासवर्ड गलत है।',
  pleaseLogIn: 'कृपया लॉग इन करें।',
  forgotInvalidEmail: 'कृपया सही ई-मेल पता लिखें।',
  resetUsable: 'कृपया नया पासवर्ड चुनें।',
  changeNeedsLogin: 'कृपया फिर से लॉग इन करें।',
  changeNotYours: 'आप केवल अपना ही पासवर्ड बदल सकते हैं।',
  changeMissing: 'पासवर्ड ज़रूरी है!',
  changed: 'पासवर्ड सफलतापूर्वक बदल गया! आपके दूसरे डिवाइस से लॉग आउट कर दिया गया है।',
  confirmCurrent: 'आपके खाते की सुरक्षा के लिए, कृपया पहले अपना मौजूदा पासवर्ड लिखें।',
  wrongCurrent: 'यह आपका मौजूदा पासवर्ड नहीं है। कृपया फिर से कोशिश करें।',
};

const http: Strings<typeof HTTP_MESSAGES> = {
  notFound: 'नहीं मिला',
  badRequest: 'अनुरोध सही नहीं है',
  requestNotValid: 'अनुरोध सही नहीं है।',
  pleaseLogIn: 'कृपया लॉग इन करें।',
  crossSite: 'दूसरी साइट से आया अनुरोध अस्वीकार किया गया।',
  shuttingDown: 'सर्वर बंद हो रहा है',
  databaseNotReady: 'शुरू हो रहा है: डेटाबेस अभी तैयार नहीं है',
  databaseUnreachable: 'डेटाबेस तक नहीं पहुँच सके',
  starting: 'सर्वर शुरू हो रहा है। कृपया थोड़ी देर में फिर कोशिश करें।',
  serverError: 'हमारी ओर से कुछ गड़बड़ हो गई। कृपया थोड़ी देर बाद कोशिश करें।',
  badTestNow: HTTP_MESSAGES.badTestNow,
  notJson: 'यह अनुरोध JSON में भेजा जाना चाहिए (Content-Type: application/json)।',
  databaseUnavailable: 'सेवा कुछ देर के लिए उपलब्ध नहीं है। कृपया थोड़ी देर में फिर कोशिश करें।',
  timedOut: 'सर्वर ने जवाब देने में बहुत देर लगाई। कृपया थोड़ी देर में फिर कोशिश करें।',
};

const quiz: Words<typeof QUIZ_MESSAGES> = {
  notServed: 'ये प्रश्न आपको नहीं दिए गए थे। कृपया टेस्ट फिर से शुरू करें।',
  timeOver: 'इस टेस्ट का समय खत्म हो गया है, इसलिए अब इसे जमा नहीं किया जा सकता। कृपया टेस्ट फिर से शुरू करें।',
  alreadySubmitted: 'यह टेस्ट पहले ही जमा हो चुका है।',
  attemptConflict: 'यह प्रयास पहले ही दूसरे उत्तरों के साथ जमा हो चुका है।',
  wrongTest: 'जमा किए गए उत्तर दिए गए टेस्ट से मेल नहीं खाते।',
  unknownAttempt: 'ऐसा कोई प्रयास नहीं मिला।',
  notYours: 'आप केवल अपने ही टेस्ट देख और जमा कर सकते हैं।',
  notAnObject: 'जमा किए गए उत्तर JSON ऑब्जेक्ट होने चाहिए।',
};

const profile: Words<typeof PROFILE_MESSAGES> = {
  length: `दिखने वाला नाम ${DISPLAY_NAME_MIN} से ${DISPLAY_NAME_MAX} अक्षरों का होना चाहिए।`,
  characters: "दिखने वाले नाम में केवल अक्षर, अंक, स्पेस और . , ' - ( ) हो सकते हैं।",
  contact: 'दिखने वाले नाम में ई-मेल पता या फ़ोन नंबर नहीं हो सकता।',
  hidden: 'hidden_from_boards का मान true या false होना चाहिए।',
  saved: 'आपकी प्रोफ़ाइल सेव हो गई है।',
  notAnObject: 'प्रोफ़ाइल JSON ऑब्जेक्ट होनी चाहिए।',
};

const leaderboard: Words<typeof LEADERBOARD_MESSAGES> = {
  empty: 'अभी तक किसी ने यह टेस्ट नहीं दिया है। पहले आप दें!',
  notTaken: 'आप अभी इस बोर्ड पर नहीं हैं: अपनी रैंक देखने के लिए टेस्ट दें।',
  hidden: 'आपकी पंक्ति केवल आपको दिखती है: आप लीडरबोर्ड से छिपे हैं।',
  unknownBoard: 'इस टेस्ट का कोई लीडरबोर्ड नहीं है।',
};

const daily: Words<typeof DAILY_MESSAGES> = {
  notAvailable: 'आज का डेली क्विज़ अभी उपलब्ध नहीं है।',
  wrongQuiz: 'जमा किए गए उत्तर दिए गए डेली क्विज़ से मेल नहीं खाते।',
};

const progress: Words<typeof PROGRESS_MESSAGES> = {
  fewTakers: `अभी तक ${PERCENTILE_MIN_TAKERS} से कम परीक्षार्थियों ने यह टेस्ट दिया है, इसलिए अभी पर्सेंटाइल नहीं है।`,
  practice: 'यह दोबारा दिया गया टेस्ट था: यह अभ्यास है और लीडरबोर्ड नहीं बदलता।',
  noAttempts: 'आपने अभी तक कोई टेस्ट नहीं दिया है। अपनी प्रगति यहाँ देखने के लिए एक टेस्ट दें।',
  practiseThis: 'इसका अभ्यास करें',
};

const jobAlertRoute: Strings<typeof JOB_ALERT_ROUTE_MESSAGES> = {
  subscribed: 'सफलतापूर्वक सब्सक्राइब हो गया!',
  updated: 'आपका नौकरी अलर्ट अपडेट हो गया है।',
  notYours: 'आप केवल अपने ही नौकरी अलर्ट बदल सकते हैं।',
  badRequest: 'अनुरोध सही नहीं है।',
  userIdMissing: 'user_id ज़रूरी है।',
};

const jobAlert: { readonly [Key in keyof typeof JOB_ALERT_MESSAGES]: string } = {
  emptyFields: 'सब्सक्राइब करने से पहले सभी फ़ील्ड भरें।',
  invalidEmail: 'कृपया सही ई-मेल पता लिखें।',
  invalidWhatsApp: 'कृपया 6-9 से शुरू होने वाला सही 10 अंकों का WhatsApp नंबर लिखें।',
  notLoggedIn: 'आप ठीक से लॉग इन नहीं हैं।',
  success: 'सफलतापूर्वक सब्सक्राइब हो गया!',
  failure: 'कुछ गड़बड़ हो गई!',
  unparsable: 'सब्सक्राइब नहीं हो सका। कृपया फिर से कोशिश करें।',
  unsubscribed: 'आप नौकरी अलर्ट से अनसब्सक्राइब हो गए हैं।',
  unsubscribeFailed: 'अनसब्सक्राइब नहीं हो सका। कृपया फिर से कोशिश करें।',
};

const language: Words<typeof LANGUAGE_MESSAGES> = {
  saved: 'आपकी भाषा सेव हो गई है।',
  invalid: 'भाषा "en" या "hi" होनी चाहिए।',
};

/** English message → Hindi, for every plain message of the contract. */
const known = new Map<string, string>([
  ...pairs(SIGNUP_MESSAGES, signup),
  ...pairs(RESET_MESSAGES, reset),
  ...pairs(ACCOUNT_MESSAGES, account),
  ...pairs(HTTP_MESSAGES, http),
  ...pairs(QUIZ_MESSAGES, quiz),
  ...pairs(PROFILE_MESSAGES, profile),
  ...pairs(LEADERBOARD_MESSAGES, leaderboard),
  ...pairs(DAILY_MESSAGES, daily),
  ...pairs(PROGRESS_MESSAGES, progress),
  ...pairs(JOB_ALERT_ROUTE_MESSAGES, jobAlertRoute),
  ...pairs(
    Object.fromEntries(Object.entries(JOB_ALERT_MESSAGES).map(([key, { message }]) => [key, message])),
    jobAlert,
  ),
  ...pairs(LANGUAGE_MESSAGES, language),
  [FORGOT_PASSWORD_SENT, 'अगर यह ई-मेल पंजीकृत है, तो पासवर्ड रीसेट करने का लिंक उस पर भेज दिया गया है।'],
  [QUIZ_NOT_AVAILABLE, 'यह टेस्ट अभी उपलब्ध नहीं है।'],
  [BAD_UNSUBSCRIBE_LINK_MESSAGE, 'यह अनसब्सक्राइब लिंक सही नहीं है।'],
  // The mock patterns' section titles, which the server sends with a paper, a result and a review.
  ...Object.entries(mockSections),
  // The catalogue's names, which the server sends with a test, an attempt or a board, and the topic
  // pages take from contract/topics.ts.
  ...CATEGORIES.flatMap(({ slug, title, topics }) => [
    [title, topicNames.categories[slug]] as const,
    ...topics.flatMap((topic) => {
      const hindi = topicNames.topics[slug][topic.slug];
      return hindi === undefined ? [] : [[topic.title, hindi] as const];
    }),
  ]),
]);

/** The contract's messages built from a number or a name, each with its Hindi. */
const patterns: ReadonlyArray<readonly [RegExp, (...parts: string[]) => string]> = [
  // HTTP_MESSAGES.tooManyAttempts
  [
    /^Too many attempts\. Please try again in (\d+) minutes?\.$/,
    (n) => `बहुत ज़्यादा प्रयास। कृपया ${n} मिनट बाद फिर कोशिश करें।`,
  ],
  // HTTP_MESSAGES.isRequired
  [/^(\S+) is required$/, (field) => `${field} ज़रूरी है`],
  // HTTP_MESSAGES.tooLarge
  [/^The request body is larger than (\d+) bytes$/, (n) => `अनुरोध ${n} बाइट से बड़ा है`],
  // JOB_ALERT_ROUTE_MESSAGES.unknownQualification
  [
    /^"(.+)" is not a qualification on our list\. Please choose from the list\.$/,
    (name) => `"${name}" हमारी सूची की योग्यता नहीं है। कृपया सूची से चुनें।`,
  ],
  // levelLabel (contract/quiz.ts)
  [/^Level (\d)$/, (n) => `स्तर ${n}`],
  // percentileText (contract/progress.ts)
  [
    /^Better than (\d+) % of candidates who took this test$/,
    (n) => `यह टेस्ट देने वाले ${n} % परीक्षार्थियों से बेहतर`,
  ],
  // formatTimeTaken (contract/time-taken.ts)
  [/^(\d+) min (\d+) s$/, (m, s) => `${m} मिनट ${s} सेकंड`],
  [/^(\d+) s$/, (s) => `${s} सेकंड`],
];

function say(message: string): string {
  const plain = known.get(message);
  if (plain !== undefined) return plain;
  for (const [pattern, hindi] of patterns) {
    const match = pattern.exec(message);
    if (match) return hindi(...match.slice(1));
  }
  // The login screen joins a field-by-field answer with new lines (machines/api/server-message.ts).
  if (message.includes('\n')) return message.split('\n').map(say).join('\n');
  return message;
}

function pairs(english: object, hindi: object): Array<[string, string]> {
  const translated = hindi as Record<string, unknown>;
  return Object.entries(english).flatMap(([key, value]) =>
    typeof value === 'string' && typeof translated[key] === 'string'
      ? [[value, translated[key]] as [string, string]]
      : [],
  );
}

/** serverMessageWords (src/words/server-messages.ts) in Hindi. */
export default { say } as const;

/** For the test that every plain message of the contract has its Hindi. */
export const hindiGroups = {
  signup,
  reset,
  account,
  http,
  quiz,
  profile,
  leaderboard,
  daily,
  progress,
  jobAlertRoute,
  jobAlert,
  language,
};
