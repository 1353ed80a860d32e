import { z } from "zod";
import { emailField, newPasswordField, veriCodeField } from "./fields";

/** POST /api/users/verifyEmail and the code step of /signup. */
export const verifyEmailSchema = z.object({ email: emailField, veriCode: veriCodeField });

/** POST /api/users/sendVerifyEmail and POST /api/users/forgetPassword. */
export const emailOnlySchema = z.object({ email: emailField });

/** POST /api/users/resetPassword and the reset page. */
export const resetPasswordSchema = z.object({
  email: emailField,
  token: z.string().min(20).max(100),
  password: newPasswordField,
});

export type VerifyEmailInput = z.input<typeof verifyEmailSchema>;
export type EmailOnlyInput = z.input<typeof emailOnlySchema>;
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
