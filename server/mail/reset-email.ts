import type { Language } from '../../contract/languages';
import type { NewMessage } from './outbox';

/** The page of the client that opens a reset link (the resetPassword machine). */
export const RESET_PASSWORD_PATH = '/reset-password';

/** The link of a reset e-mail: always from APP_BASE_URL, never from the request's Host header. */
export function resetLink(appBaseUrl: string, token: string): string {
  return `${appBaseUrl}${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
}

/**
 * The e-mail with a reset link: plain text, and the same as simple HTML, in the candidate's language
 * (issue 15: English until they choose Hindi).
 */
export function resetPasswordEmail(
  to: { name: string; email: string; language?: Language | null },
  link: string,
): NewMessage {
  if (to.language === 'hi') return hindiResetPasswordEmail(to, link);
  const text = [
    `Hello ${to.name},`,
    '',
    'Someone (we hope you) asked to reset the password of your ParikshaPath account.',
    'To choose a new password, open this link:',
    '',
    link,
    '',
    'The link expires in 1 hour and works only once.',
    '',
    'If you did not ask for this, you can ignore this e-mail: nothing changes, and your password stays as it is.',
    '',
    'ParikshaPath',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en">
<body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1f2937;">
<p>Hello ${escapeHtml(to.name)},</p>
<p>Someone (we hope you) asked to reset the password of your ParikshaPath account.</p>
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 16px; background: #1d4ed8; color: #ffffff; text-decoration: none; border-radius: 6px;">Choose a new password</a></p>
<p>Or copy this link into your browser:<br>${escapeHtml(link)}</p>
<p>The link expires in 1 hour and works only once.</p>
<p>If you did not ask for this, you can ignore this e-mail: nothing changes, and your password stays as it is.</p>
<p>ParikshaPath</p>
</body>
</html>`;
  return { kind: 'email', to: to.email, subject: 'Reset your ParikshaPath password', text, html };
}

function hindiResetPasswordEmail(to: { name: string; email: string }, link: string): NewMessage {
  const lines = {
    hello: `नमस्ते ${to.name},`,
    asked: 'किसी ने (हमें उम्मीद है आपने) आपके ParikshaPath खाते का पासवर्ड रीसेट करने को कहा है।',
    open: 'नया पासवर्ड चुनने के लिए यह लिंक खोलें:',
    expires: 'यह लिंक 1 घंटे में समाप्त हो जाएगा और केवल एक बार काम करेगा।',
    ignore: 'अगर आपने यह नहीं माँगा था, तो इस ई-मेल को अनदेखा करें: कुछ नहीं बदलेगा, आपका पासवर्ड वही रहेगा।',
  };
  const text = [
    lines.hello,
    '',
    lines.asked,
    lines.open,
    '',
    link,
    '',
    lines.expires,
    '',
    lines.ignore,
    '',
    'ParikshaPath',
  ].join('\n');
  const html = `<!doctype html>
<html lang="hi">
<body style="font-family: Arial, 'Noto Sans Devanagari', 'Nirmala UI', Mangal, sans-serif; line-height: 1.6; color: #1f2937;">
<p>${escapeHtml(lines.hello)}</p>
<p>${lines.asked}</p>
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 16px; background: #1d4ed8; color: #ffffff; text-decoration: none; border-radius: 6px;">नया पासवर्ड चुनें</a></p>
<p>या यह लिंक अपने ब्राउज़र में कॉपी करें:<br>${escapeHtml(link)}</p>
<p>${lines.expires}</p>
<p>${lines.ignore}</p>
<p>ParikshaPath</p>
</body>
</html>`;
  return { kind: 'email', to: to.email, subject: 'अपना ParikshaPath पासवर्ड रीसेट करें', text, html };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
