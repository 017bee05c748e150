/**
 * Computer fundamentals: fact tables written here (abbreviations with look-alike wrong expansions,
 * keyboard shortcuts, devices, protocols and ports, OSI layers, generations, pioneers) and number-system
 * conversions computed here (the test recomputes each one).
 */
import { createRng } from '../../generators/rng';
import {
  deriveTable,
  fact as f,
  norm,
  pickWrong,
  rngFor,
  row,
  type Derivation,
  type Fact,
  type Level,
  type Table,
} from './lib';
import { withHindi } from './hindi';
import { hindiAbbreviation, hindiConversion } from './hindi-computer-fundamental';
import { tableTwins } from './hindi-computer-tables';

export const TABLE_SOURCE =
  'Original questions written for ParikshaPath, generated from the fact tables in server/content/derive/general-knowledge/computer-fundamental.ts.';

/**
 * Abbreviation | full form | three look-alike wrong expansions | level. Wrong options are made-up
 * expansions with the same initials, so the candidate must know the real one.
 */
// prettier-ignore
export const ABBREVIATIONS: readonly [string, string, readonly [string, string, string], Level][] = [
  ['CPU', 'Central Processing Unit', ['Central Program Unit', 'Computer Processing Unit', 'Control Processing Unit'], 1],
  ['RAM', 'Random Access Memory', ['Read Access Memory', 'Rapid Access Memory', 'Random Allocation Memory'], 1],
  ['ROM', 'Read-Only Memory', ['Random-Only Memory', 'Read-Output Memory', 'Rewritable Optical Memory'], 1],
  ['ALU', 'Arithmetic Logic Unit', ['Arithmetic Linking Unit', 'Automatic Logic Unit', 'Array Logic Unit'], 1],
  ['USB', 'Universal Serial Bus', ['Universal System Bus', 'Unified Serial Bus', 'Universal Storage Bus'], 1],
  ['HTTP', 'HyperText Transfer Protocol', ['HyperText Transmission Protocol', 'High Transfer Text Protocol', 'HyperText Transport Program'], 1],
  ['URL', 'Uniform Resource Locator', ['Universal Resource Link', 'Uniform Record Locator', 'Unified Resource Language'], 1],
  ['WWW', 'World Wide Web', ['World Web Window', 'Wide World Web', 'World Wide Website'], 1],
  ['LAN', 'Local Area Network', ['Large Area Network', 'Linked Access Network', 'Local Access Node'], 1],
  ['WAN', 'Wide Area Network', ['World Access Network', 'Wireless Area Network', 'Wide Access Node'], 1],
  ['HTML', 'HyperText Markup Language', ['HighText Machine Language', 'HyperText Making Language', 'HyperTool Markup Language'], 1],
  ['OS', 'Operating System', ['Output System', 'Optical Storage', 'Online Server'], 1],
  ['GUI', 'Graphical User Interface', ['General User Interface', 'Graphical Unit Interface', 'Guided User Input'], 1],
  ['PDF', 'Portable Document Format', ['Printable Document File', 'Portable Data Format', 'Public Document Format'], 1],
  ['ISP', 'Internet Service Provider', ['Internal Service Protocol', 'Internet System Program', 'Integrated Service Provider'], 1],
  ['BIOS', 'Basic Input/Output System', ['Binary Input/Output System', 'Basic Integrated Operating System', 'Basic Internal Output Service'], 2],
  ['FTP', 'File Transfer Protocol', ['Fast Transfer Protocol', 'File Transmission Program', 'File Text Protocol'], 2],
  ['SMTP', 'Simple Mail Transfer Protocol', ['Secure Mail Transfer Protocol', 'Simple Message Transmission Protocol', 'Standard Mail Text Protocol'], 2],
  ['DNS', 'Domain Name System', ['Digital Network Service', 'Domain Network Server', 'Data Name System'], 2],
  ['IP', 'Internet Protocol', ['Internal Program', 'Internet Provider', 'Interface Port'], 2],
  ['TCP', 'Transmission Control Protocol', ['Transfer Control Program', 'Transmission Connection Protocol', 'Terminal Control Protocol'], 2],
  ['MAN', 'Metropolitan Area Network', ['Main Area Network', 'Municipal Access Network', 'Multiple Area Network'], 2],
  ['OCR', 'Optical Character Recognition', ['Optical Code Reader', 'Online Character Recognition', 'Optical Character Reproduction'], 2],
  ['OMR', 'Optical Mark Recognition', ['Optical Memory Reader', 'Online Mark Recognition', 'Optical Magnetic Reader'], 2],
  ['MICR', 'Magnetic Ink Character Recognition', ['Magnetic Ink Code Reader', 'Micro Ink Character Recognition', 'Magnetic Input Character Reader'], 2],
  ['LCD', 'Liquid Crystal Display', ['Light Crystal Display', 'Liquid Colour Display', 'Linear Crystal Diode'], 2],
  ['LED', 'Light-Emitting Diode', ['Liquid-Emitting Diode', 'Light-Emitting Display', 'Low-Energy Diode'], 2],
  ['CRT', 'Cathode Ray Tube', ['Cathode Radiation Tube', 'Colour Ray Tube', 'Circuit Ray Terminal'], 2],
  ['DVD', 'Digital Versatile Disc', ['Digital Video Drive', 'Data Versatile Disc', 'Digital Visual Disc'], 2],
  ['SSD', 'Solid-State Drive', ['Secure Storage Device', 'Solid Storage Disk', 'Static-State Drive'], 2],
  ['UPS', 'Uninterruptible Power Supply', ['Universal Power Supply', 'Unlimited Power Source', 'Uninterrupted Power System'], 2],
  ['ASCII', 'American Standard Code for Information Interchange', ['American System Code for Information Interchange', 'Advanced Standard Code for Information Interchange', 'American Standard Code for Internet Interchange'], 2],
  ['VPN', 'Virtual Private Network', ['Virtual Public Network', 'Visual Private Network', 'Verified Private Node'], 2],
  ['GPU', 'Graphics Processing Unit', ['General Processing Unit', 'Graphics Program Unit', 'Graphical Power Unit'], 2],
  ['MODEM', 'Modulator-Demodulator', ['Mode Emulator', 'Modular Demodulator', 'Mobile Data Modulator'], 2],
  ['HDMI', 'High-Definition Multimedia Interface', ['High-Density Media Interface', 'High-Definition Media Input', 'Hybrid Digital Multimedia Interface'], 3],
  ['DHCP', 'Dynamic Host Configuration Protocol', ['Dynamic Host Control Protocol', 'Digital Host Configuration Protocol', 'Dynamic Hardware Configuration Program'], 3],
  ['EPROM', 'Erasable Programmable Read-Only Memory', ['Electronic Programmable Read-Only Memory', 'Erasable Permanent Read-Only Memory', 'Extended Programmable Read-Only Memory'], 3],
  ['EEPROM', 'Electrically Erasable Programmable Read-Only Memory', ['Electronically Extended Programmable Read-Only Memory', 'Electrically Erasable Permanent Read-Only Memory', 'Easily Erasable Programmable Read-Only Memory'], 3],
  ['DRAM', 'Dynamic Random Access Memory', ['Digital Random Access Memory', 'Direct Random Access Memory', 'Dual Random Access Memory'], 3],
  ['SRAM', 'Static Random Access Memory', ['Serial Random Access Memory', 'Secure Random Access Memory', 'Synchronous Random Access Memory'], 3],
  ['VGA', 'Video Graphics Array', ['Visual Graphics Array', 'Video Gateway Array', 'Variable Graphics Array'], 3],
  ['CMOS', 'Complementary Metal-Oxide-Semiconductor', ['Complementary Metal-Oxide System', 'Central Memory Operating System', 'Computer Metal-Oxide-Semiconductor'], 3],
  ['SMPS', 'Switched-Mode Power Supply', ['Standard Mode Power Supply', 'Switched Main Power Source', 'System Mode Power Supply'], 3],
  ['NTFS', 'New Technology File System', ['Network Transfer File System', 'New Transfer File Standard', 'Native Technology File System'], 3],
  ['FAT', 'File Allocation Table', ['File Access Table', 'Fixed Allocation Table', 'File Attribute Table'], 3],
  ['IMAP', 'Internet Message Access Protocol', ['Internal Mail Access Program', 'Internal Message Access Protocol', 'Internet Message Allocation Protocol'], 3],
  ['VoIP', 'Voice over Internet Protocol', ['Video over Internet Protocol', 'Voice over Internal Protocol', 'Voice over Internet Program'], 3],
  ['SQL', 'Structured Query Language', ['Standard Query Language', 'Sequential Query Language', 'Structured Question Language'], 3],
  ['CAPTCHA', 'Completely Automated Public Turing test to tell Computers and Humans Apart', ['Computer Automated Public Test to Check Humans Apart', 'Completely Automated Private Turing test to tell Computers and Humans Apart', 'Central Automated Public Turing test to tell Computers and Humans Apart'], 3],
  ['COBOL', 'Common Business-Oriented Language', ['Computer Business-Oriented Language', 'Common Basic-Oriented Language', 'Common Business Operating Language'], 3],
  ['FORTRAN', 'Formula Translation', ['Format Translation', 'Formula Transfer', 'Formal Translation'], 3],
  ['ENIAC', 'Electronic Numerical Integrator and Computer', ['Electronic Numeric Instruction and Calculator', 'Electrical Numerical Integrator and Calculator', 'Electronic Network Integrator and Computer'], 3],
  ['RFID', 'Radio-Frequency Identification', ['Radio-Frequency Information Device', 'Remote-Frequency Identification', 'Radio-Field Identification'], 3],
  ['NIC', 'Network Interface Card', ['Network Integration Chip', 'Network Internal Controller', 'New Interface Card'], 3],
];

/** Keyboard shortcuts by program; each action belongs to one shortcut within its program. */
const shortcutTable = (name: string, where: string, facts: Fact[]): Table => ({
  name: `shortcuts: ${name}`,
  ask: (x) => `${where}, what does the shortcut ${x.key} do?`,
  askReverse: (x) =>
    `${where}, which shortcut is used to ${x.value.charAt(0).toLowerCase()}${x.value.slice(1)}?`,
  state: (x) => `${where}, ${x.key} is used to ${x.value.charAt(0).toLowerCase()}${x.value.slice(1)}.`,
  facts,
});

export const SHORTCUTS_GENERAL = shortcutTable('general', 'In most Windows programs', [
  f('Ctrl + C', 'Copy the selection', 1, { reverse: 1 }),
  f('Ctrl + V', 'Paste', 1, { reverse: 1 }),
  f('Ctrl + X', 'Cut the selection', 1, { reverse: 1 }),
  f('Ctrl + Z', 'Undo the last action', 1, { reverse: 1 }),
  f('Ctrl + A', 'Select all', 1, { reverse: 2 }),
  f('Ctrl + S', 'Save the file', 1, { reverse: 2 }),
  f('Ctrl + P', 'Print', 1, { reverse: 2 }),
  f('Ctrl + N', 'Open a new document or window', 2),
  f('Ctrl + O', 'Open an existing file', 2),
]);

export const SHORTCUTS_WORD = shortcutTable('MS Word', 'In MS Word', [
  f('Ctrl + B', 'Make the selected text bold', 1, { reverse: 1 }),
  f('Ctrl + I', 'Make the selected text italic', 1, { reverse: 2 }),
  f('Ctrl + U', 'Underline the selected text', 1, { reverse: 2 }),
  f('Ctrl + E', 'Centre-align the paragraph', 2, { reverse: 2 }),
  f('Ctrl + L', 'Left-align the paragraph', 3, { reverse: 3 }),
  f('Ctrl + R', 'Right-align the paragraph', 2, { reverse: 3 }),
  f('Ctrl + J', 'Justify the paragraph', 2, { reverse: 3 }),
  f('Ctrl + K', 'Insert a hyperlink', 2, { reverse: 3 }),
  f('Ctrl + H', 'Find and replace text', 2, { reverse: 3 }),
  f('F7', 'Check spelling and grammar', 2, { reverse: 3 }),
  f('F12', 'Open the Save As dialog', 3, { reverse: 3 }),
  f('Shift + F3', 'Change the case of the selected text', 3, { reverse: 3 }),
  f('Ctrl + Enter', 'Insert a page break', 3, { reverse: 3 }),
  f('Ctrl + Home', 'Go to the beginning of the document', 3, { reverse: 3 }),
]);

export const SHORTCUTS_WINDOWS = shortcutTable('Windows', 'In Windows', [
  f('Alt + F4', 'Close the active window', 2, { reverse: 2 }),
  f('Alt + Tab', 'Switch between open windows', 2, { reverse: 2 }),
  f('Windows key + D', 'Show the desktop', 2, { reverse: 3 }),
  f('Windows key + L', 'Lock the computer', 2, { reverse: 3 }),
  f('Windows key + E', 'Open File Explorer', 3, { reverse: 3 }),
  f('Ctrl + Shift + Esc', 'Open Task Manager', 3, { reverse: 3 }),
  f('Shift + Delete', 'Delete a file permanently, without the Recycle Bin', 3, { reverse: 3 }),
  f('F2', 'Rename the selected file', 3, { reverse: 3 }),
]);

export const SHORTCUTS_EXCEL = shortcutTable('MS Excel', 'In MS Excel', [
  f('Ctrl + ;', "Enter today's date in the cell", 3, { reverse: 3 }),
  f('Alt + =', 'Insert the AutoSum formula', 3, { reverse: 3 }),
  f('Ctrl + 1', 'Open the Format Cells dialog', 3, { reverse: 3 }),
  f('F11', 'Create a chart of the selected data on a new sheet', 3),
]);

export const SHORTCUTS_POWERPOINT = shortcutTable('PowerPoint', 'In MS PowerPoint', [
  f('F5', 'Start the slide show from the first slide', 2, { reverse: 2 }),
  f('Shift + F5', 'Start the slide show from the current slide', 3, { reverse: 3 }),
  f('Ctrl + M', 'Insert a new slide', 3, { reverse: 3 }),
  f('Esc', 'End the slide show', 2, { reverse: 2 }),
]);

export const DEVICES: Table = {
  name: 'devices',
  ask: (x) => `${x.key.charAt(0).toUpperCase()}${x.key.slice(1)} is which kind of device?`,
  state: (x) =>
    `${x.key.charAt(0).toUpperCase()}${x.key.slice(1)} is ${x.value.charAt(0) === 'I' || x.value.charAt(0) === 'O' ? 'an' : 'a'} ${x.value.toLowerCase()}.`,
  facts: [
    f('A keyboard', 'Input device', 1),
    f('A mouse', 'Input device', 1),
    f('A scanner', 'Input device', 1, { note: 'It reads a paper document or picture into the computer.' }),
    f('A microphone', 'Input device', 1),
    f('A joystick', 'Input device', 2),
    f('A light pen', 'Input device', 2),
    f('A barcode reader', 'Input device', 2),
    f('A webcam', 'Input device', 2),
    f('A monitor', 'Output device', 1),
    f('A printer', 'Output device', 1),
    f('A speaker', 'Output device', 1),
    f('A plotter', 'Output device', 2, {
      note: 'It draws large graphics such as maps and engineering drawings.',
    }),
    f('A projector', 'Output device', 2),
    f('A hard disk drive', 'Storage device', 1),
    f('A pen drive', 'Storage device', 1),
    f('A solid-state drive (SSD)', 'Storage device', 2),
    f('A modem', 'Communication device', 2, {
      note: 'It converts digital data to signals for a telephone or cable line and back.',
    }),
  ],
};

export const PORTS: Table = {
  name: 'port numbers',
  ask: (x) => `Which port number does ${x.key} use by default?`,
  askReverse: (x) => `Port ${x.value} is the default port of which protocol?`,
  state: (x) => `${x.key} uses port ${x.value} by default.`,
  facts: [
    f('HTTP', '80', 2, { reverse: 3 }),
    f('HTTPS', '443', 2, { reverse: 3 }),
    f('FTP (control connection)', '21', 3, { reverse: 3 }),
    f('SSH', '22', 3, { reverse: 3 }),
    f('Telnet', '23', 3, { reverse: 3 }),
    f('SMTP', '25', 3, { reverse: 3 }),
    f('DNS', '53', 3, { reverse: 3 }),
    f('POP3', '110', 3, { reverse: 3 }),
    f('IMAP', '143', 3),
  ],
};

export const PROTOCOL_USES: Table = {
  name: 'protocol uses',
  ask: (x) => `Which protocol is used to ${x.key}?`,
  state: (x) => `${x.value} is used to ${x.key}.`,
  facts: [
    f('send e-mail from a client to a mail server', 'SMTP', 2),
    f('translate domain names into IP addresses', 'DNS', 2),
    f('give devices IP addresses automatically', 'DHCP', 3),
    f('transfer files between a client and a server', 'FTP', 2, { also: ['SFTP', 'SSH'] }),
    f('log in securely to a remote computer', 'SSH', 3),
    f('serve web pages securely with encryption', 'HTTPS', 2),
    f('find the MAC address for a known IP address', 'ARP', 3),
  ],
  extraValues: ['SNMP', 'NTP'],
};

export const OSI_LAYERS: Table = {
  name: 'OSI layers',
  ask: (x) => `In the OSI model, which layer is layer ${x.key}?`,
  askReverse: (x) => `In the OSI model, what is the number of the ${x.value} layer?`,
  state: (x) => `Layer ${x.key} of the OSI model is the ${x.value} layer.`,
  facts: [
    f('1', 'Physical', 2, { reverse: 2 }),
    f('2', 'Data link', 3, { reverse: 3 }),
    f('3', 'Network', 3, { reverse: 3, note: 'Routers work at this layer.' }),
    f('4', 'Transport', 3, { reverse: 3, note: 'TCP and UDP work at this layer.' }),
    f('5', 'Session', 3, { reverse: 3 }),
    f('6', 'Presentation', 3, { reverse: 3 }),
    f('7', 'Application', 2, { reverse: 3, note: 'HTTP, FTP and SMTP work at this layer.' }),
  ],
};

/** A name in the middle of a sentence: only its first letter lowered, so "Microprocessors (VLSI)" keeps VLSI. */
const lowerFirst = (text: string): string => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

export const GENERATIONS: Table = {
  name: 'computer generations',
  ask: (x) => `Which technology was the basis of ${lowerFirst(x.key)} computers?`,
  askReverse: (x) => `Computers based on ${lowerFirst(x.value)} belong to which generation?`,
  state: (x) => `${x.key} computers were based on ${lowerFirst(x.value)}.`,
  facts: [
    f('First generation', 'Vacuum tubes', 1, { reverse: 2, note: 'ENIAC and UNIVAC are examples.' }),
    f('Second generation', 'Transistors', 2, { reverse: 2 }),
    f('Third generation', 'Integrated circuits', 2, { reverse: 3 }),
    f('Fourth generation', 'Microprocessors (VLSI)', 2, { reverse: 3 }),
  ],
  extraValues: ['Relays'],
};

export const PIONEERS: Table = {
  name: 'pioneers',
  ask: (x) => `Who ${x.key}?`,
  state: (x) => `${x.value} ${x.key}.`,
  facts: [
    f('designed the Analytical Engine and is called the father of the computer', 'Charles Babbage', 1),
    f(
      'is regarded as the first computer programmer, for her notes on the Analytical Engine',
      'Ada Lovelace',
      2,
    ),
    f('described the Turing machine, a model of computation', 'Alan Turing', 2),
    f('described the stored-program computer architecture in 1945', 'John von Neumann', 3),
    f('invented the World Wide Web', 'Tim Berners-Lee', 1, { note: 'He proposed it at CERN in 1989.' }),
    f('created the C programming language', 'Dennis Ritchie', 2),
    f('created the Linux kernel', 'Linus Torvalds', 2),
    f('created the Java programming language', 'James Gosling', 3),
    f('created the Python programming language', 'Guido van Rossum', 3),
    f('created the C++ programming language', 'Bjarne Stroustrup', 3),
    f('built the Pascaline, an early mechanical calculator', 'Blaise Pascal', 3),
    f('built a punched-card tabulating machine for the 1890 US census', 'Herman Hollerith', 3),
    f('sent the first network e-mail in 1971', 'Ray Tomlinson', 3),
  ],
};

export const COMPUTER_TABLES: readonly Table[] = [
  SHORTCUTS_GENERAL,
  SHORTCUTS_WORD,
  SHORTCUTS_WINDOWS,
  SHORTCUTS_EXCEL,
  SHORTCUTS_POWERPOINT,
  DEVICES,
  PORTS,
  PROTOCOL_USES,
  OSI_LAYERS,
  GENERATIONS,
  PIONEERS,
];

function deriveAbbreviations(): Derivation[] {
  return ABBREVIATIONS.flatMap(([abbr, full, fakes, level]) => {
    if (new Set([full, ...fakes].map(norm)).size !== 4) throw new Error(`${abbr}: options not distinct`);
    const question = `What is the full form of ${abbr}?`;
    const english = row(level, question, full, fakes, `${abbr} stands for ${full}.`, TABLE_SOURCE);
    return [
      {
        row: { ...english, hi: hindiAbbreviation(abbr, full, english.options) },
        table: 'abbreviations',
        truth: (o: string) => o === full,
      },
    ];
  });
}

// ---------------------------------------------------------------------------------- number systems

export const NUMBER_SOURCE =
  'Original questions written for ParikshaPath, computed by server/content/derive/general-knowledge/computer-fundamental.ts.';
const BASE_NAMES: Readonly<Record<number, string>> = {
  2: 'binary',
  8: 'octal',
  10: 'decimal',
  16: 'hexadecimal',
};
const show = (n: number, base: number): string => n.toString(base).toUpperCase();
const written = (n: number, base: number): string =>
  `(${show(n, base)})${base === 10 ? '₁₀' : base === 2 ? '₂' : base === 8 ? '₈' : '₁₆'}`;

interface Conversion {
  from: number;
  to: number;
  min: number;
  max: number;
  level: Level;
  count: number;
}

/** Which conversions each level asks, over which range of values. */
export const CONVERSIONS: readonly Conversion[] = [
  { from: 2, to: 10, min: 5, max: 31, level: 1, count: 10 },
  { from: 10, to: 2, min: 5, max: 31, level: 1, count: 10 },
  { from: 2, to: 10, min: 64, max: 255, level: 2, count: 6 },
  { from: 10, to: 2, min: 33, max: 127, level: 2, count: 6 },
  { from: 8, to: 10, min: 20, max: 300, level: 2, count: 5 },
  { from: 10, to: 16, min: 30, max: 255, level: 2, count: 5 },
  { from: 16, to: 10, min: 256, max: 4095, level: 3, count: 6 },
  { from: 2, to: 16, min: 256, max: 4095, level: 3, count: 6 },
  { from: 16, to: 2, min: 20, max: 255, level: 3, count: 5 },
  { from: 10, to: 8, min: 70, max: 500, level: 3, count: 5 },
];

function wrongValues(n: number, from: number, to: number): number[] {
  const text = show(n, to);
  const reversed = from === 10 ? parseInt([...text].reverse().join(''), to) : NaN; // remainders read in the wrong order
  const asIfDecimal = from === 8 && to === 10 ? Number(show(n, from)) : NaN; // the octal digits read as a decimal number
  const bits = Math.max(1, Math.floor(Math.log2(n)));
  const oneOff = [
    n + 2 ** Math.floor(bits / 2),
    n - 2 ** Math.floor(bits / 2),
    n + 1,
    n - 1,
    n + to,
    n - to,
    n ^ (1 << (bits - 1)),
    n + 2 ** bits,
  ];
  return [reversed, asIfDecimal, ...oneOff].filter((v) => Number.isInteger(v) && v > 0 && v !== n);
}

/** The steps of a conversion, worded by `workings` here and by `hindiWorkings` (hindi-computer-fundamental.ts). */
export type Working =
  | { kind: 'place-values'; from: number; terms: string[]; n: number }
  | {
      kind: 'divide';
      to: number;
      lines: { q: number; quotient: number; remainder: string }[];
      answer: string;
    }
  | { kind: 'bits-to-hex'; groups: string[]; answer: string; n: number }
  | { kind: 'hex-to-bits'; groups: string[]; answer: string; n: number };

function working(n: number, from: number, to: number): Working {
  const answer = show(n, to);
  if (to === 10) {
    const digits = [...show(n, from)];
    const terms = digits
      .map((d, i) => ({ d: parseInt(d, from), p: from ** (digits.length - 1 - i) }))
      .filter((t) => t.d !== 0)
      .map((t) => (from === 2 ? String(t.p) : `${t.d}×${t.p}`));
    return { kind: 'place-values', from, terms, n };
  }
  if (from === 10) {
    const lines: { q: number; quotient: number; remainder: string }[] = [];
    for (let q = n; q > 0; q = Math.floor(q / to))
      lines.push({ q, quotient: Math.floor(q / to), remainder: show(q % to, to) });
    return { kind: 'divide', to, lines, answer };
  }
  if (from === 2) {
    const bits = show(n, 2).padStart(Math.ceil(show(n, 2).length / 4) * 4, '0');
    const groups = bits.match(/.{4}/g)!.map((g) => `${g} → ${show(parseInt(g, 2), 16)}`);
    return { kind: 'bits-to-hex', groups, answer, n };
  }
  const groups = [...show(n, 16)].map((d) => `${d} → ${parseInt(d, 16).toString(2).padStart(4, '0')}`);
  return { kind: 'hex-to-bits', groups, answer, n };
}

/** The worked conversion, written out for the explanation. */
function workings(w: Working): string {
  switch (w.kind) {
    case 'place-values':
      return `Multiply each digit by its place value (powers of ${w.from}) and add: ${w.terms.join(' + ')} = ${w.n}.`;
    case 'divide': {
      const lines = w.lines.map((l) => `${l.q} ÷ ${w.to} = ${l.quotient} r ${l.remainder}`);
      return `Divide by ${w.to} repeatedly: ${lines.join('; ')}. Reading the remainders from the last to the first gives ${w.answer}.`;
    }
    case 'bits-to-hex':
      return `Group the bits in fours from the right: ${w.groups.join(', ')}. So the answer is ${w.answer} (decimal ${w.n}).`;
    case 'hex-to-bits':
      return `Write each hexadecimal digit as four bits: ${w.groups.join(', ')}. Dropping the leading zeros gives ${w.answer} (decimal ${w.n}).`;
  }
}

function deriveNumberSystems(): Derivation[] {
  const out: Derivation[] = [];
  for (const c of CONVERSIONS) {
    const rng = createRng(`gk-numbers/${c.from}-${c.to}-${c.level}`);
    const seen = new Set<number>();
    while (seen.size < c.count) {
      const n = rng.int(c.min, c.max);
      // skip a value that looks the same in both bases, or whose working is a single place value
      if (
        seen.has(n) ||
        show(n, c.from) === show(n, c.to) ||
        [...show(n, c.from)].filter((d) => d !== '0').length < 2
      )
        continue;
      seen.add(n);
      const question = `Convert ${written(n, c.from)} into ${BASE_NAMES[c.to]}.`;
      const answer = show(n, c.to);
      const wrongTexts = [...new Set(wrongValues(n, c.from, c.to).map((v) => show(v, c.to)))];
      const wrong = pickWrong(rngFor(question), wrongTexts, [answer], 3, wrongTexts.slice(0, 2));
      const steps = working(n, c.from, c.to);
      const english = row(c.level, question, answer, wrong, workings(steps), NUMBER_SOURCE);
      out.push({
        // the options are numbers, the same in Hindi
        row: { ...english, hi: hindiConversion(written(n, c.from), c.to, steps, english.options) },
        table: 'number system',
        truth: (o) => o === answer,
      });
    }
  }
  return out;
}

/** Every derived row of the topic, each with its Hindi twin (issue 15): one without stops the build. */
export function deriveComputerFundamental(): Derivation[] {
  const derived = [
    ...deriveAbbreviations(),
    ...COMPUTER_TABLES.flatMap((t) => withHindi(deriveTable(t, TABLE_SOURCE), tableTwins(t))),
    ...deriveNumberSystems(),
  ];
  const english = derived.filter((d) => d.row.hi === undefined).map((d) => d.row.question);
  if (english.length > 0) throw new Error(`computer fundamentals without Hindi: ${english.join(' | ')}`);
  return derived;
}
