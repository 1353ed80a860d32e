import { z } from "zod";
import { ZEmail, ZNewPassword, ZVeriCode } from "./fields";

/** POST /api/users/verifyEmail and the code step of /signup. */
export const ZVerifyEmail = z.object({ email: ZEmail, veriCode: ZVeriCode });

/** POST /api/users/sendVerifyEmail and POST /api/users/forgetPassword. */
export const ZEmailOnly = z.object({ email: ZEmail });

/** POST /api/users/resetPassword and the reset page. */
export const ZResetPassword = z.object({
  email: ZEmail,
  token: z.string().min(20).max(100),
  password: ZNewPassword,
});
