import nodemailer from 'nodemailer';
import type { MessageKind } from '../db/schema';
import { logWhatsAppProvider, whatsAppTransport, type WhatsAppProvider } from '../alerts/whatsapp';
import type { Logger } from '../logger';

/** One message as a transport receives it (a row of the outbox). */
export interface OutgoingMessage {
  readonly id: number;
  readonly kind: MessageKind;
  readonly to: string;
  readonly subject: string | null;
  readonly text: string;
  readonly html: string | null;
  /** E-mail only: extra headers (List-Unsubscribe); null or absent for none. */
  readonly headers?: Readonly<Record<string, string>> | null;
}

/**
 * Delivers one message, or throws (the sender retries later). A provider for WhatsApp plugs in here,
 * beside SMTP for e-mail.
 */
export interface Transport {
  send(message: OutgoingMessage): Promise<void>;
  /** Releases connections; called when the sender stops. */
  close?(): void;
}

export type Transports = Record<MessageKind, Transport>;

/** Writes the message to the server log instead of sending it: a fresh checkout works offline. */
export function logTransport(logger: Logger, why: string): Transport {
  return {
    async send(message) {
      const subject = message.subject ? `Subject: ${message.subject}\n` : '';
      logger.info(
        `${message.kind === 'email' ? 'E-mail' : 'WhatsApp message'} not sent (${why}). To: ${message.to}\n${subject}\n${message.text}`,
      );
    },
  };
}

/** SMTP through nodemailer: `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://host:465`. */
export function smtpTransport(smtpUrl: string, from: string): Transport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    // nodemailer's defaults wait minutes on a dead server; a retry later is better than a stuck sender.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject ?? '',
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.headers ? { headers: { ...message.headers } } : {}),
      });
    },
    close: () => transporter.close(),
  };
}

/**
 * E-mail by SMTP when SMTP_URL is set, else to the log; WhatsApp through `whatsAppProvider`
 * (server/alerts/whatsapp.ts), by default to the log.
 */
export function configuredTransports(
  config: { smtpUrl: string | undefined; mailFrom: string },
  logger: Logger,
  whatsAppProvider: WhatsAppProvider = logWhatsAppProvider(logger),
): Transports {
  return {
    email: config.smtpUrl
      ? smtpTransport(config.smtpUrl, config.mailFrom)
      : logTransport(logger, 'SMTP_URL is not set'),
    whatsapp: whatsAppTransport(whatsAppProvider),
  };
}
