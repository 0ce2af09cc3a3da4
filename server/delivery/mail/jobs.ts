import type { Job } from "@/server/platform/contracts/job";
import { sendDueMail } from "./send-due-mail";

/** Every 5 seconds: the mail outbox's due messages go out (server/delivery/mail/send-due-mail.ts). */
export const mailOutboxJob: Job = {
  name: "mail-outbox",
  intervalMs: 5_000,
  run: (ctx) => sendDueMail(ctx),
};
