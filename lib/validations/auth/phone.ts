// Phone login and binding (SPEC §5, Chinese locale): mainland mobile numbers, 4-character codes and captchas.
import { z } from "zod";
import { authMessages as m } from "./messages";

export const phoneField = z
  .string({ error: m.phoneRequired })
  .trim()
  .min(1, { error: m.phoneRequired })
  .regex(/^1[3-9]\d{9}$/, { error: m.phoneInvalid });

export const phoneCodeField = z.string({ error: m.phoneCodeRequired }).trim().min(1, { error: m.phoneCodeRequired }).length(4, { error: m.phoneCodeLength });

export const captchaField = z.string({ error: m.captchaRequired }).trim().min(1, { error: m.captchaRequired }).length(4, { error: m.captchaLength });

/** GET /api/captcha?sms=1&number= */
export const smsCaptchaQuery = z.object({ sms: z.literal("1").optional(), number: phoneField });

/** POST /api/users/genVeriCode: the captcha answer proves a person asked for the SMS. */
export const genVeriCodeSchema = z.object({ phoneNumber: phoneField, captchaCode: captchaField });

/** POST /api/users/loginByPhoneNumber and POST /api/users/bindPhoneNumber. */
export const phoneCodeSchema = z.object({ phoneNumber: phoneField, veriCode: phoneCodeField });

/** POST /api/users/unregister */
export const unregisterSchema = z.object({ captchaCode: captchaField });

export type GenVeriCodeInput = z.input<typeof genVeriCodeSchema>;
export type PhoneCodeInput = z.input<typeof phoneCodeSchema>;
export type UnregisterInput = z.input<typeof unregisterSchema>;
