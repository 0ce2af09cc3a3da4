import { folderMailer } from "./folder-mailer";
import type { Mailer } from "./types";

export type { Mailer, MailMessage } from "./types";

/** The mail adapter in use. Only the folder exists; a real provider (SMTP, an API) plugs in here, chosen by config. */
export function mailer(): Mailer {
  return folderMailer;
}
