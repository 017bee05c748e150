import type { NewMessage } from '../mail/outbox';

/** A job as an alert describes it (the columns of govt_jobs). */
export interface AlertJob {
  readonly organisation: string;
  readonly title: string;
  readonly location: string;
  readonly qualification: string;
  readonly vacancies: number;
  readonly lastDate: string;
  readonly weblink: string;
}

/** As the job card does (spec §3): https:// in front of a link published without http(s)://. */
export function jobLink(weblink: string): string {
  return /^https?:\/\//i.test(weblink) ? weblink : `https://${weblink}`;
}

/** 2027-01-24 → 24 Jan 2027: a last date nobody misreads as month-first. */
export function readableDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

const posts = (count: number) => `${count.toLocaleString('en-IN')} ${count === 1 ? 'Post' : 'Posts'}`;

/** The alert e-mail: plain text and the same as simple HTML, with the unsubscribe link in both and as List-Unsubscribe. */
export function jobAlertEmail(
  job: AlertJob,
  to: string,
  links: { unsubscribe: string; oneClickUnsubscribe: string },
): NewMessage {
  const link = jobLink(job.weblink);
  const details: [string, string][] = [
    ['Organisation', job.organisation],
    ['Post', job.title],
    ['Location', job.location],
    ['Qualification', job.qualification],
    ['Vacancies', posts(job.vacancies)],
    ['Last date', readableDate(job.lastDate)],
  ];
  const text = [
    'A new government job matches your job alert:',
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    `Details and how to apply: ${link}`,
    '',
    'You get this e-mail because you subscribed to job alerts on ParikshaPath.',
    `To stop them, open this link (no login needed): ${links.unsubscribe}`,
    '',
    'ParikshaPath',
  ].join('\n');
  const rows = details
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding: 2px 12px 2px 0;">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="en">
<body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1f2937;">
<p>A new government job matches your job alert:</p>
<table role="presentation" style="border-collapse: collapse;">
${rows}
</table>
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 16px; background: #1d4ed8; color: #ffffff; text-decoration: none; border-radius: 6px;">View details</a></p>
<p style="font-size: 13px; color: #4b5563;">You get this e-mail because you subscribed to job alerts on ParikshaPath.
<a href="${escapeHtml(links.unsubscribe)}">Unsubscribe</a> at any time, no login needed.</p>
</body>
</html>`;
  return {
    kind: 'email',
    to,
    subject: `New job alert: ${job.title}`,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${links.oneClickUnsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The WhatsApp message: short, plain text, the same facts and the unsubscribe link. */
export function jobAlertWhatsApp(job: AlertJob, to: string, unsubscribe: string): NewMessage {
  const text = [
    `New job alert: ${job.title}`,
    `${job.organisation} · ${job.location}`,
    `Qualification: ${job.qualification}`,
    `${posts(job.vacancies)} · Last date ${readableDate(job.lastDate)}`,
    jobLink(job.weblink),
    '',
    `Stop these alerts: ${unsubscribe}`,
  ].join('\n');
  return { kind: 'whatsapp', to, text };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
