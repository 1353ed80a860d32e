// An e-mail or a phone number missing, or written so that no one can use it (issue 27 item 2). A detail the owner
// hides on the public page (ZResumeConfig.emailIsHidden, cellphoneIsHidden) is not asked for.
import type { CheckContext } from "../context";
import { makeFinding } from "../finding";
import type { Finding } from "../types";

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/;
// Digits with the usual separators, an optional leading "+" and an extension; 7 to 15 digits (E.164's longest).
const PHONE_CHARS = /^\+?[\d\s().·-]+(?:\s*(?:ext\.?|x|转)\s*\d{1,6})?$/i;

function isPhone(text: string): boolean {
  const main = text.replace(/\s*(?:ext\.?|x|转)\s*\d{1,6}$/i, "");
  const digits = main.replace(/\D/g, "").length;
  return PHONE_CHARS.test(text) && digits >= 7 && digits <= 15;
}

export function findContactProblems(ctx: CheckContext): Finding[] {
  const { basicInfo } = ctx.input.data;
  const { emailIsHidden, cellphoneIsHidden } = ctx.input.config;
  const findings: Finding[] = [];
  const email = basicInfo.email.trim();
  if (email === "" && !emailIsHidden) findings.push(makeFinding("emailMissing", "contact", { field: "email" }));
  else if (email !== "" && !EMAIL.test(email))
    findings.push(
      makeFinding("emailMalformed", "contact", { field: "email" }, { detail: email, values: { value: email } }),
    );
  const phone = basicInfo.cellphone.trim();
  if (phone === "" && !cellphoneIsHidden) findings.push(makeFinding("phoneMissing", "contact", { field: "cellphone" }));
  else if (phone !== "" && !isPhone(phone))
    findings.push(
      makeFinding("phoneMalformed", "contact", { field: "cellphone" }, { detail: phone, values: { value: phone } }),
    );
  return findings;
}
