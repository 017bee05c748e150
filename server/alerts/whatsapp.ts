import type { Logger } from '../logger';
import type { Transport } from '../mail/transports';

/**
 * WhatsApp alerts leave through the outbox like e-mail (kind 'whatsapp'); this adapter turns an outbox
 * row into a call to a provider. A real provider (Meta's Cloud API, Twilio, Gupshup…) implements
 * WhatsAppProvider and is passed to startServer({ whatsAppProvider }); until then the default writes the
 * message to the server log. A provider throws to have the outbox retry later (30 s, 2 min, 10 min, 1 h).
 */
export interface WhatsAppProvider {
  /**
   * Sends `text` to `to`: the 10-digit Indian mobile number the candidate gave (first digit 6–9);
   * internationalNumber(to) is its +91 form most providers want.
   */
  sendText(to: string, text: string): Promise<void>;
  /** Releases connections; called when the sender stops. */
  close?(): void;
}

/** '9876543210' → '+919876543210'. */
export function internationalNumber(phone: string): string {
  return `+91${phone}`;
}

/** The default: no provider is configured, so the message goes to the server log (a checkout works offline). */
export function logWhatsAppProvider(logger: Logger): WhatsAppProvider {
  return {
    async sendText(to, text) {
      logger.info(`WhatsApp message not sent (no WhatsApp provider is configured). To: ${to}\n\n${text}`);
    },
  };
}

/** The outbox transport of kind 'whatsapp', delivering through `provider`. */
export function whatsAppTransport(provider: WhatsAppProvider): Transport {
  return {
    send: (message) => provider.sendText(message.to, message.text),
    close: () => provider.close?.(),
  };
}
