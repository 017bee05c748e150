/**
 * The Hindi twins of computer fundamentals' fact tables (issue 15): keyboard shortcuts, devices, ports,
 * protocols, OSI layers, generations and pioneers. Each table's questions and fact sentence are worded
 * once here, as Hindi-medium SSC and RRB papers print them, around the Hindi of its keys and values;
 * `tableTwins` turns them into the `HindiTwins` that `withHindi` (hindi.ts) puts on the derived rows.
 *
 * Printed as the papers print them: key names and combinations ("Ctrl + C", "Windows key + D"),
 * acronyms (HTTP, SSD, VLSI) and port numbers stay as they are; program and screen names are written in
 * Devanagari as the hand-written rows of the topic write them (एमएस वर्ड, विंडोज़, टास्क मैनेजर).
 */
import type { HindiTwins } from './hindi';
import type { Fact, Table } from './lib';

/** The Hindi of an English key or value of the table (a missing one stops the build). */
type Word = (english: string) => string;

/** How one table reads in Hindi: a fact's questions and sentence, with `w` for its words' Hindi. */
interface TableHindi {
  readonly ask: (x: Fact, w: Word) => string;
  readonly askReverse?: (x: Fact, w: Word) => string;
  readonly state: (x: Fact, w: Word) => string;
  /** The Hindi of every value (and extra wrong value) of the table, and of its keys where they are options or words. */
  readonly words: Readonly<Record<string, string>>;
  /** The Hindi of the notes added to explanations, keyed by the English note. */
  readonly notes?: Readonly<Record<string, string>>;
}

/** A Hindi infinitive before के लिए: "कॉपी करना" → "कॉपी करने" (every infinitive of a phrase). */
const purpose = (infinitive: string): string => infinitive.replace(/ना(?=[\s)]|$)/g, 'ने');

/** The same text in both languages: acronyms and key combinations, printed as they are. */
const asPrinted = (texts: readonly string[]): Record<string, string> =>
  Object.fromEntries(texts.map((t) => [t, t]));

/** What each shortcut does, as a Hindi infinitive (the option's text; `purpose` makes it "… के लिए"). */
const ACTIONS: Readonly<Record<string, string>> = {
  'Copy the selection': 'चयनित भाग को कॉपी करना',
  Paste: 'पेस्ट करना',
  'Cut the selection': 'चयनित भाग को कट करना',
  'Undo the last action': 'पिछली क्रिया को पूर्ववत (अनडू) करना',
  'Select all': 'सब कुछ चुनना (सेलेक्ट ऑल)',
  'Save the file': 'फ़ाइल को सहेजना (सेव करना)',
  Print: 'प्रिंट करना',
  'Open a new document or window': 'नया दस्तावेज़ या विंडो खोलना',
  'Open an existing file': 'पहले से बनी फ़ाइल खोलना',
  'Make the selected text bold': 'चयनित पाठ को बोल्ड करना',
  'Make the selected text italic': 'चयनित पाठ को इटैलिक करना',
  'Underline the selected text': 'चयनित पाठ को रेखांकित (अंडरलाइन) करना',
  'Centre-align the paragraph': 'अनुच्छेद को बीच में संरेखित (सेंटर अलाइन) करना',
  'Left-align the paragraph': 'अनुच्छेद को बाईं ओर संरेखित करना',
  'Right-align the paragraph': 'अनुच्छेद को दाईं ओर संरेखित करना',
  'Justify the paragraph': 'अनुच्छेद को दोनों ओर संरेखित (जस्टिफ़ाई) करना',
  'Insert a hyperlink': 'हाइपरलिंक जोड़ना',
  'Find and replace text': 'पाठ ढूँढना और बदलना (फ़ाइंड ऐंड रिप्लेस)',
  'Check spelling and grammar': 'वर्तनी और व्याकरण की जाँच करना',
  'Open the Save As dialog': 'सेव ऐज़ डायलॉग बॉक्स खोलना',
  'Change the case of the selected text': 'चयनित पाठ के अक्षरों का केस (छोटे या बड़े अक्षर) बदलना',
  'Insert a page break': 'पेज ब्रेक डालना',
  'Go to the beginning of the document': 'दस्तावेज़ के आरंभ में जाना',
  'Close the active window': 'सक्रिय विंडो को बंद करना',
  'Switch between open windows': 'खुली विंडो के बीच स्विच करना',
  'Show the desktop': 'डेस्कटॉप दिखाना',
  'Lock the computer': 'कंप्यूटर को लॉक करना',
  'Open File Explorer': 'फ़ाइल एक्सप्लोरर खोलना',
  'Open Task Manager': 'टास्क मैनेजर खोलना',
  'Delete a file permanently, without the Recycle Bin': 'फ़ाइल को रीसायकल बिन में भेजे बिना स्थायी रूप से हटाना',
  'Rename the selected file': 'चयनित फ़ाइल का नाम बदलना',
  "Enter today's date in the cell": 'सेल में आज की तिथि डालना',
  'Insert the AutoSum formula': 'ऑटोसम सूत्र डालना',
  'Open the Format Cells dialog': 'फ़ॉर्मेट सेल्स डायलॉग बॉक्स खोलना',
  'Create a chart of the selected data on a new sheet': 'चयनित डेटा का चार्ट नई शीट पर बनाना',
  'Start the slide show from the first slide': 'पहली स्लाइड से स्लाइड शो आरंभ करना',
  'Start the slide show from the current slide': 'वर्तमान स्लाइड से स्लाइड शो आरंभ करना',
  'Insert a new slide': 'नई स्लाइड जोड़ना',
  'End the slide show': 'स्लाइड शो समाप्त करना',
};

/** A shortcut table in Hindi: `where` is "एमएस वर्ड में" for "In MS Word"; keys stay as printed. */
const shortcuts = (where: string, keys: readonly string[]): TableHindi => ({
  ask: (x, w) => `${where}, शॉर्टकट ${w(x.key)} का क्या कार्य है?`,
  askReverse: (x, w) => `${where}, ${purpose(w(x.value))} के लिए किस शॉर्टकट का प्रयोग किया जाता है?`,
  state: (x, w) => `${where}, ${w(x.key)} का प्रयोग ${purpose(w(x.value))} के लिए किया जाता है।`,
  words: { ...ACTIONS, ...asPrinted(keys) },
});

/** Computer generations' technologies: as an option, and in the oblique plural before "पर". */
const TECHNOLOGIES: Readonly<Record<string, readonly [string, string]>> = {
  'Vacuum tubes': ['निर्वात नलिकाएँ (वैक्यूम ट्यूब)', 'निर्वात नलिकाओं (वैक्यूम ट्यूब)'],
  Transistors: ['ट्रांज़िस्टर', 'ट्रांज़िस्टरों'],
  'Integrated circuits': ['एकीकृत परिपथ (IC)', 'एकीकृत परिपथों (IC)'],
  'Microprocessors (VLSI)': ['माइक्रोप्रोसेसर (VLSI)', 'माइक्रोप्रोसेसरों (VLSI)'],
  Relays: ['रिले', 'रिले'],
};
const basedOn = (technology: string): string => {
  const forms = TECHNOLOGIES[technology];
  if (!forms) throw new Error(`no Hindi for the technology "${technology}"`);
  return forms[1];
};

/** What each pioneer did: the Hindi question, and the sentence with the pioneer's name. */
const DEEDS: Readonly<Record<string, readonly [string, (name: string) => string]>> = {
  'designed the Analytical Engine and is called the father of the computer': [
    'एनालिटिकल इंजन का डिज़ाइन किसने बनाया, जिन्हें कंप्यूटर का जनक कहा जाता है?',
    (n) => `${n} ने एनालिटिकल इंजन का डिज़ाइन बनाया; उन्हें कंप्यूटर का जनक कहा जाता है।`,
  ],
  'is regarded as the first computer programmer, for her notes on the Analytical Engine': [
    'एनालिटिकल इंजन पर अपने नोट्स के कारण किसे पहली कंप्यूटर प्रोग्रामर माना जाता है?',
    (n) => `एनालिटिकल इंजन पर अपने नोट्स के कारण ${n} को पहली कंप्यूटर प्रोग्रामर माना जाता है।`,
  ],
  'described the Turing machine, a model of computation': [
    'संगणना के एक मॉडल, ट्यूरिंग मशीन, का वर्णन किसने किया?',
    (n) => `${n} ने संगणना के एक मॉडल, ट्यूरिंग मशीन, का वर्णन किया।`,
  ],
  'described the stored-program computer architecture in 1945': [
    'किसने 1945 में स्टोर्ड-प्रोग्राम कंप्यूटर आर्किटेक्चर का वर्णन किया?',
    (n) => `${n} ने 1945 में स्टोर्ड-प्रोग्राम कंप्यूटर आर्किटेक्चर का वर्णन किया।`,
  ],
  'invented the World Wide Web': [
    'वर्ल्ड वाइड वेब का आविष्कार किसने किया?',
    (n) => `${n} ने वर्ल्ड वाइड वेब का आविष्कार किया।`,
  ],
  'created the C programming language': [
    'C प्रोग्रामिंग भाषा किसने बनाई?',
    (n) => `${n} ने C प्रोग्रामिंग भाषा बनाई।`,
  ],
  'created the Linux kernel': ['लिनक्स कर्नेल किसने बनाया?', (n) => `${n} ने लिनक्स कर्नेल बनाया।`],
  'created the Java programming language': [
    'जावा प्रोग्रामिंग भाषा किसने बनाई?',
    (n) => `${n} ने जावा प्रोग्रामिंग भाषा बनाई।`,
  ],
  'created the Python programming language': [
    'पायथन प्रोग्रामिंग भाषा किसने बनाई?',
    (n) => `${n} ने पायथन प्रोग्रामिंग भाषा बनाई।`,
  ],
  'created the C++ programming language': [
    'C++ प्रोग्रामिंग भाषा किसने बनाई?',
    (n) => `${n} ने C++ प्रोग्रामिंग भाषा बनाई।`,
  ],
  'built the Pascaline, an early mechanical calculator': [
    'एक आरंभिक यांत्रिक कैलकुलेटर, पास्कलाइन, किसने बनाया?',
    (n) => `${n} ने एक आरंभिक यांत्रिक कैलकुलेटर, पास्कलाइन, बनाया।`,
  ],
  'built a punched-card tabulating machine for the 1890 US census': [
    'अमेरिका की 1890 की जनगणना के लिए पंच-कार्ड टेबुलेटिंग मशीन किसने बनाई?',
    (n) => `${n} ने अमेरिका की 1890 की जनगणना के लिए पंच-कार्ड टेबुलेटिंग मशीन बनाई।`,
  ],
  'sent the first network e-mail in 1971': [
    'किसने 1971 में पहला नेटवर्क ई-मेल भेजा?',
    (n) => `${n} ने 1971 में पहला नेटवर्क ई-मेल भेजा।`,
  ],
};
const deed = (english: string): readonly [string, (name: string) => string] => {
  const found = DEEDS[english];
  if (!found) throw new Error(`no Hindi for the pioneer who ${english}`);
  return found;
};

/** Each table's Hindi, by the table's name. */
const TABLES_HINDI: Readonly<Record<string, TableHindi>> = {
  'shortcuts: general': shortcuts('विंडोज़ के अधिकांश प्रोग्रामों में', [
    'Ctrl + C',
    'Ctrl + V',
    'Ctrl + X',
    'Ctrl + Z',
    'Ctrl + A',
    'Ctrl + S',
    'Ctrl + P',
    'Ctrl + N',
    'Ctrl + O',
  ]),
  'shortcuts: MS Word': shortcuts('एमएस वर्ड में', [
    'Ctrl + B',
    'Ctrl + I',
    'Ctrl + U',
    'Ctrl + E',
    'Ctrl + L',
    'Ctrl + R',
    'Ctrl + J',
    'Ctrl + K',
    'Ctrl + H',
    'F7',
    'F12',
    'Shift + F3',
    'Ctrl + Enter',
    'Ctrl + Home',
  ]),
  'shortcuts: Windows': shortcuts('विंडोज़ में', [
    'Alt + F4',
    'Alt + Tab',
    'Windows key + D',
    'Windows key + L',
    'Windows key + E',
    'Ctrl + Shift + Esc',
    'Shift + Delete',
    'F2',
  ]),
  'shortcuts: MS Excel': shortcuts('एमएस एक्सेल में', ['Ctrl + ;', 'Alt + =', 'Ctrl + 1', 'F11']),
  'shortcuts: PowerPoint': shortcuts('एमएस पावरपॉइंट में', ['F5', 'Shift + F5', 'Ctrl + M', 'Esc']),
  devices: {
    ask: (x, w) => `${w(x.key)} किस प्रकार का उपकरण है?`,
    state: (x, w) => `${w(x.key)} एक ${w(x.value)} है।`,
    words: {
      'A keyboard': 'कीबोर्ड',
      'A mouse': 'माउस',
      'A scanner': 'स्कैनर',
      'A microphone': 'माइक्रोफ़ोन',
      'A joystick': 'जॉयस्टिक',
      'A light pen': 'लाइट पेन',
      'A barcode reader': 'बारकोड रीडर',
      'A webcam': 'वेबकैम',
      'A monitor': 'मॉनिटर',
      'A printer': 'प्रिंटर',
      'A speaker': 'स्पीकर',
      'A plotter': 'प्लॉटर',
      'A projector': 'प्रोजेक्टर',
      'A hard disk drive': 'हार्ड डिस्क ड्राइव',
      'A pen drive': 'पेन ड्राइव',
      'A solid-state drive (SSD)': 'सॉलिड-स्टेट ड्राइव (SSD)',
      'A modem': 'मॉडेम',
      'Input device': 'इनपुट उपकरण',
      'Output device': 'आउटपुट उपकरण',
      'Storage device': 'भंडारण (स्टोरेज) उपकरण',
      'Communication device': 'संचार उपकरण',
    },
    notes: {
      'It reads a paper document or picture into the computer.':
        'यह कागज़ के दस्तावेज़ या चित्र को पढ़कर कंप्यूटर में पहुँचाता है।',
      'It draws large graphics such as maps and engineering drawings.':
        'यह मानचित्र और इंजीनियरिंग ड्रॉइंग जैसे बड़े चित्र बनाता है।',
      'It converts digital data to signals for a telephone or cable line and back.':
        'यह डिजिटल डेटा को टेलीफ़ोन या केबल लाइन के संकेतों में बदलता है, और संकेतों को फिर डेटा में।',
    },
  },
  'port numbers': {
    ask: (x, w) => `${w(x.key)} डिफ़ॉल्ट रूप से किस पोर्ट नंबर का उपयोग करता है?`,
    askReverse: (x) => `पोर्ट ${x.value} डिफ़ॉल्ट रूप से किस प्रोटोकॉल का पोर्ट है?`,
    state: (x, w) => `${w(x.key)} डिफ़ॉल्ट रूप से पोर्ट ${x.value} का उपयोग करता है।`,
    words: {
      ...asPrinted(['HTTP', 'HTTPS', 'SSH', 'SMTP', 'DNS', 'POP3', 'IMAP']),
      ...asPrinted(['80', '443', '21', '22', '23', '25', '53', '110', '143']),
      'FTP (control connection)': 'FTP (नियंत्रण कनेक्शन)',
      Telnet: 'टेलनेट',
    },
  },
  'protocol uses': {
    ask: (x, w) => `${purpose(w(x.key))} के लिए किस प्रोटोकॉल का प्रयोग किया जाता है?`,
    state: (x, w) => `${x.value} का प्रयोग ${purpose(w(x.key))} के लिए किया जाता है।`,
    words: {
      'send e-mail from a client to a mail server': 'क्लाइंट से मेल सर्वर तक ई-मेल भेजना',
      'translate domain names into IP addresses': 'डोमेन नामों को IP पतों में बदलना',
      'give devices IP addresses automatically': 'उपकरणों को अपने-आप IP पते देना',
      'transfer files between a client and a server': 'क्लाइंट और सर्वर के बीच फ़ाइलें स्थानांतरित करना',
      'log in securely to a remote computer': 'किसी दूरस्थ कंप्यूटर में सुरक्षित रूप से लॉग इन करना',
      'serve web pages securely with encryption': 'एन्क्रिप्शन के साथ वेब पेज सुरक्षित रूप से भेजना',
      'find the MAC address for a known IP address': 'किसी ज्ञात IP पते का MAC पता ज्ञात करना',
      ...asPrinted(['SMTP', 'DNS', 'DHCP', 'FTP', 'SFTP', 'SSH', 'HTTPS', 'ARP', 'SNMP', 'NTP']),
    },
  },
  'OSI layers': {
    ask: (x) => `OSI मॉडल में परत ${x.key} कौन-सी परत है?`,
    askReverse: (x, w) => `OSI मॉडल में ${w(x.value)} परत की संख्या क्या है?`,
    state: (x, w) => `OSI मॉडल की परत ${x.key} ${w(x.value)} परत है।`,
    words: {
      ...asPrinted(['1', '2', '3', '4', '5', '6', '7']),
      Physical: 'भौतिक (फ़िज़िकल)',
      'Data link': 'डेटा लिंक',
      Network: 'नेटवर्क',
      Transport: 'ट्रांसपोर्ट (परिवहन)',
      Session: 'सेशन (सत्र)',
      Presentation: 'प्रेज़ेंटेशन (प्रस्तुति)',
      Application: 'एप्लिकेशन (अनुप्रयोग)',
    },
    notes: {
      'Routers work at this layer.': 'राउटर इसी परत पर कार्य करते हैं।',
      'TCP and UDP work at this layer.': 'TCP और UDP इसी परत पर कार्य करते हैं।',
      'HTTP, FTP and SMTP work at this layer.': 'HTTP, FTP और SMTP इसी परत पर कार्य करते हैं।',
    },
  },
  'computer generations': {
    ask: (x, w) => `${w(x.key)} के कंप्यूटरों का आधार कौन-सी तकनीक थी?`,
    askReverse: (x) => `${basedOn(x.value)} पर आधारित कंप्यूटर किस पीढ़ी के हैं?`,
    state: (x, w) => `${w(x.key)} के कंप्यूटर ${basedOn(x.value)} पर आधारित थे।`,
    words: {
      'First generation': 'पहली पीढ़ी',
      'Second generation': 'दूसरी पीढ़ी',
      'Third generation': 'तीसरी पीढ़ी',
      'Fourth generation': 'चौथी पीढ़ी',
      ...Object.fromEntries(Object.entries(TECHNOLOGIES).map(([english, [option]]) => [english, option])),
    },
    notes: { 'ENIAC and UNIVAC are examples.': 'ENIAC और UNIVAC इसके उदाहरण हैं।' },
  },
  pioneers: {
    ask: (x) => deed(x.key)[0],
    state: (x, w) => deed(x.key)[1](w(x.value)),
    words: {
      'Charles Babbage': 'चार्ल्स बैबेज',
      'Ada Lovelace': 'एडा लवलेस',
      'Alan Turing': 'एलन ट्यूरिंग',
      'John von Neumann': 'जॉन वॉन न्यूमैन',
      'Tim Berners-Lee': 'टिम बर्नर्स-ली',
      'Dennis Ritchie': 'डेनिस रिची',
      'Linus Torvalds': 'लिनस टॉरवाल्ड्स',
      'James Gosling': 'जेम्स गोसलिंग',
      'Guido van Rossum': 'गुइडो वैन रॉसम',
      'Bjarne Stroustrup': 'ब्यार्ने स्ट्रॉस्ट्रप',
      'Blaise Pascal': 'ब्लेज़ पास्कल',
      'Herman Hollerith': 'हरमन हॉलेरिथ',
      'Ray Tomlinson': 'रे टॉमलिंसन',
    },
    notes: { 'He proposed it at CERN in 1989.': 'उन्होंने 1989 में CERN में इसका प्रस्ताव रखा था।' },
  },
};

/** The Hindi of a word or note of `table`; a missing one stops the build rather than mix languages. */
function look(table: string, words: Readonly<Record<string, string>> | undefined, english: string): string {
  const hindi = words?.[english];
  if (hindi === undefined) throw new Error(`${table}: no Hindi for "${english}"`);
  return hindi;
}

/**
 * The Hindi twins of every question `deriveTable` makes of `table` (forward and reverse) and of every
 * option it can offer: its values, the other true values and its extra wrong values, and its keys
 * when it asks reverse questions.
 */
export function tableTwins(table: Table): HindiTwins {
  const hi = TABLES_HINDI[table.name];
  if (!hi) throw new Error(`no Hindi for the table ${table.name}`);
  const w: Word = (english) => look(table.name, hi.words, english);
  const rows: Record<string, { question: string; explanation: string }> = {};
  for (const fact of table.facts) {
    const note = fact.note ? [look(table.name, hi.notes, fact.note)] : [];
    const explanation = [hi.state(fact, w), ...note].join(' ');
    if (fact.level !== false) rows[table.ask(fact)] = { question: hi.ask(fact, w), explanation };
    if (fact.reverse && table.askReverse) {
      if (!hi.askReverse) throw new Error(`${table.name}: no Hindi for its reverse questions`);
      rows[table.askReverse(fact)] = { question: hi.askReverse(fact, w), explanation };
    }
  }
  const reversed = table.askReverse !== undefined && table.facts.some((f) => f.reverse);
  const offered = [
    ...table.facts.flatMap((f) => [f.value, ...(f.also ?? []), ...(reversed ? [f.key] : [])]),
    ...(table.extraValues ?? []),
  ];
  return { rows, names: Object.fromEntries(offered.map((english) => [english, w(english)])) };
}
