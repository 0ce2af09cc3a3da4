import fs from "node:fs/promises";
import path from "node:path";
import { config } from "@/server/platform/config";
import type { Mailer, MailMessage } from "./types";

/** A header value on one line: a newline in it would start a header of the sender's choosing. */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, " ");
}

/** Non-ASCII headers as an RFC 2047 encoded word, which every mail reader shows decoded. */
function encodedWord(value: string): string {
  return `=?UTF-8?B?${Buffer.from(oneLine(value), "utf8").toString("base64")}?=`;
}

/** The message as an .eml file (RFC 5322, plain text in UTF-8): it opens in any mail reader. */
export function emlOf(message: MailMessage, from: string, date: Date): string {
  return [
    `Message-ID: <${message.id}@pagamentos.local>`,
    `Date: ${date.toUTCString()}`,
    `From: ${oneLine(from)}`,
    `To: ${oneLine(message.to)}`,
    `Subject: ${encodedWord(message.subject)}`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: 8bit",
    "",
    message.text.replace(/\r?\n/g, "\r\n"),
    "",
  ].join("\r\n");
}

/**
 * Development and tests: each message becomes `<id>.eml` in MAIL_OUTBOX_DIR. Written to a temporary name and
 * renamed, so a reader never sees half a message; the same id again replaces the file (one message).
 */
export const folderMailer: Mailer = {
  async send(message) {
    const dir = config().mailOutboxDir;
    await fs.mkdir(dir, { recursive: true });
    const file = path.join(dir, `${message.id}.eml`);
    await fs.writeFile(`${file}.tmp`, emlOf(message, config().MAIL_FROM, new Date()), { mode: 0o600 });
    await fs.rename(`${file}.tmp`, file);
  },
};
