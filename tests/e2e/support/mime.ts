/**
 * Just enough MIME to read the e-mails the product sends (nodemailer: plain text, or text and simple
 * HTML as multipart/alternative; 7bit, quoted-printable or base64). Not a general parser.
 */
export interface ParsedMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

interface Part {
  readonly headers: Map<string, string>;
  readonly body: string;
}

function splitPart(raw: string): Part {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? '' : normalised.slice(end + 2);
  const headers = new Map<string, string>();
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = part.body
      .replace(/=\n/g, '')
      .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return part.body;
}

/** Encoded-word subjects (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) are decoded; plain ones pass. */
function decodeHeader(value: string): string {
  return value.replace(
    /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
    (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-Fa-f]{2})/g, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
  );
}

function leaves(part: Part): Part[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!/^multipart\//i.test(type) || !boundary) return [part];
  const sections = part.body.split(`--${boundary}`).slice(1);
  return sections
    .filter((section) => !section.startsWith('--'))
    .flatMap((section) => leaves(splitPart(section.replace(/^\n/, ''))));
}

export function parseMail(raw: string): ParsedMail {
  const message = splitPart(raw);
  const parts = leaves(message);
  const ofType = (type: string) =>
    parts
      .filter((part) => (part.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(type))
      .map(decodeBody)
      .join('\n');
  return {
    to: message.headers.get('to') ?? '',
    subject: decodeHeader(message.headers.get('subject') ?? ''),
    text: ofType('text/plain'),
    html: ofType('text/html'),
  };
}
