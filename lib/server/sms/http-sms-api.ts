// One real SMS provider adapter: a generic HTTP API (POST JSON {to, text}, Bearer key), which is the shape of most
// SMS gateways' simple send endpoint. Tested against tests/fakes/sms-server.ts.
import "server-only";
import { z } from "zod";

const ZSmsApiAnswer = z.looseObject({ ok: z.boolean().optional(), id: z.string().optional() });

export class SmsDeliveryError extends Error {}

export async function sendViaHttpSmsApi(
  url: string,
  apiKey: string | undefined,
  message: { to: string; text: string },
): Promise<string | undefined> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(apiKey && { authorization: `Bearer ${apiKey}` }) },
    body: JSON.stringify(message),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new SmsDeliveryError(`SMS API answered ${response.status}`);
  const answer = ZSmsApiAnswer.safeParse(await response.json().catch(() => ({})));
  if (answer.success && answer.data.ok === false) throw new SmsDeliveryError("SMS API refused the message");
  return answer.success ? answer.data.id : undefined;
}
