// The brand follows the request's language (issue #11 item 25): a sign-up from the Chinese site gets an e-mail
// from 简历匠, a phone code from the Chinese site says 【简历匠】; the English site keeps ResumeCraft.
import { afterAll, describe, expect, it } from "@jest/globals";
import { GET as captcha } from "@/app/api/captcha/route";
import { POST as signUp } from "@/app/api/users/route";
import { POST as genVeriCode } from "@/app/api/users/genVeriCode/route";
import { hashSecret } from "@/lib/server/auth/secret-hash";
import { getDb } from "@/lib/server/db";
import { readOutbox } from "@/lib/server/mail/outbox";
import { call, mailsTo, solvedAltcha, uniqueEmail } from "../accounts/helpers";

const db = getDb();
afterAll(() => db.$disconnect());

const PASSWORD = "Correct-horse-7";

describe("brand per locale in mail and SMS", () => {
  it.each([
    ["zh", "简历匠", "ResumeCraft"],
    ["en", "ResumeCraft", "简历匠"],
  ] as const)("a sign-up mail in %s names %s", async (locale, brand, other) => {
    const email = uniqueEmail(`brand-${locale}`);
    const result = await call(signUp, "POST", "/api/users", {
      // The Chinese site asks for the agreement (issue 21 item 10); the English one does not need it.
      body: { name: "Ada", email, password: PASSWORD, altcha: await solvedAltcha(), agreedToTerms: true },
      headers: { "x-locale": locale },
    });
    expect(result.status).toBe(200);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toContain(brand);
    expect(`${mail?.subject} ${mail?.text} ${mail?.html}`).not.toContain(other);
  });

  it.each([
    ["zh", "【简历匠】"],
    ["en", "ResumeCraft code"],
  ] as const)("a phone code requested in %s says %s", async (locale, expected) => {
    const phone = `137${String(Date.now() % 1e8).padStart(8, "0")}`;
    await call(captcha, "GET", `/api/captcha?sms=1&number=${phone}`);
    const row = await db.captcha.findFirstOrThrow({
      where: { target: phone, purpose: "SMS" },
      orderBy: { createdAt: "desc" },
    });
    await db.captcha.update({
      where: { id: row.id },
      data: { answerHash: hashSecret(["captcha", "SMS", phone, "Ab3d"]) },
    });
    const sent = await call(genVeriCode, "POST", "/api/users/genVeriCode", {
      body: { phoneNumber: phone, captchaCode: "Ab3d" },
      headers: { "x-locale": locale },
    });
    expect(sent.status).toBe(200);
    const [sms] = (await readOutbox(1000)).filter((message) => message.channel === "sms" && message.to === phone);
    expect(sms?.text).toContain(expected);
    if (locale === "zh") expect(sms?.text).not.toContain("ResumeCraft");
  });
});
