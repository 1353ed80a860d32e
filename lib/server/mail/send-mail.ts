// One way to send mail: nodemailer over SMTP when SMTP_URL is set, otherwise the file outbox (lib/server/mail/outbox.ts).
import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "@/lib/server/env";
import { logger } from "@/lib/server/logger";
import { writeOutboxMessage } from "./outbox";

export type Mail = { to: string; subject: string; text: string; html: string };

let transporter: Transporter | undefined;

export async function sendMail(mail: Mail): Promise<void> {
  const { SMTP_URL, MAIL_FROM } = env();
  if (!SMTP_URL) {
    await writeOutboxMessage({ channel: "mail", ...mail });
    return;
  }
  transporter ??= nodemailer.createTransport(SMTP_URL);
  const info = await transporter.sendMail({ from: MAIL_FROM ?? "ResumeCraft <no-reply@localhost>", ...mail });
  logger.info({ messageId: info.messageId }, "mail sent");
}
