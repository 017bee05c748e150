import { describe, expect, it } from 'vitest';
import { resetPasswordEmail } from '../../server/mail/reset-email';

// The reset e-mail in the candidate's language (issue 15): Hindi once they chose it, else English.
const LINK = 'https://exams.example.in/reset-password?token=abc';

describe('reset e-mail language', () => {
  it('is in Hindi for a candidate who chose Hindi, with the link and the one-hour limit', () => {
    const mail = resetPasswordEmail({ name: 'Sunita', email: 's@example.in', language: 'hi' }, LINK);
    expect(mail.subject).toBe('अपना ParikshaPath पासवर्ड रीसेट करें');
    expect(mail.text).toContain('नमस्ते Sunita,');
    expect(mail.text).toContain(LINK);
    expect(mail.text).toContain('1 घंटे');
    expect(mail.html).toContain('<html lang="hi">');
  });

  it('stays in English for one who chose English or never chose', () => {
    for (const language of ['en', null, undefined] as const) {
      const mail = resetPasswordEmail({ name: 'Asha', email: 'a@example.in', language }, LINK);
      expect(mail.subject).toBe('Reset your ParikshaPath password');
      expect(mail.html).toContain('<html lang="en">');
    }
  });
});
