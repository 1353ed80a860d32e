// The HTTP SMS adapter against a local fake gateway, and the default file outbox.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { readOutbox } from "@/lib/server/mail/outbox";
import { sendViaHttpSmsApi, SmsDeliveryError } from "@/lib/server/sms/http-sms-api";
import { sendSms } from "@/lib/server/sms/send-sms";
import { startFakeSmsServer, type FakeSms } from "../../fakes/sms-server";
import "./helpers";

let gateway: FakeSms;
beforeAll(async () => {
  gateway = await startFakeSmsServer();
});
afterAll(() => gateway.close());

describe("SMS", () => {
  it("posts {to, text} with the Bearer key and returns the gateway's id", async () => {
    const id = await sendViaHttpSmsApi(gateway.url, "key-1", { to: "13800138000", text: "验证码 AB12" });
    expect(id).toBe("sms-1");
    expect(gateway.received[0]).toEqual({
      authorization: "Bearer key-1",
      body: { to: "13800138000", text: "验证码 AB12" },
    });
  });

  it("fails loudly when the gateway refuses", async () => {
    gateway.status = 500;
    await expect(sendViaHttpSmsApi(gateway.url, undefined, { to: "13800138000", text: "x" })).rejects.toBeInstanceOf(
      SmsDeliveryError,
    );
    gateway.status = 200;
  });

  it("writes to the file outbox when no gateway is configured", async () => {
    await sendSms({ to: "13900139000", text: "验证码 CD34" });
    const [message] = (await readOutbox()).filter((m) => m.to === "13900139000");
    expect(message).toMatchObject({ channel: "sms", text: "验证码 CD34" });
  });
});
