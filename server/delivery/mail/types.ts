/** One message of the mail outbox. `id` is the outbox row's: sending it twice delivers one message. */
export interface MailMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
}

/** The seam to an e-mail provider; the development one writes files (folder-mailer.ts). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
