// One way to send a text message, like lib/server/mail: the HTTP SMS API when SMS_API_URL is set, else the file outbox.
import "server-only";
import { env } from "@/lib/server/env";
import { writeOutboxMessage } from "@/lib/server/mail/outbox";
import { sendViaHttpSmsApi } from "./http-sms-api";

export async function sendSms(message: { to: string; text: string }): Promise<void> {
  const { SMS_API_URL, SMS_API_KEY } = env();
  if (!SMS_API_URL) {
    await writeOutboxMessage({ channel: "sms", ...message });
    return;
  }
  await sendViaHttpSmsApi(SMS_API_URL, SMS_API_KEY, message);
}
