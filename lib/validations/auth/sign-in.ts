import { z } from "zod";
import { challengeField, currentPasswordField, emailField } from "./fields";

/** POST /api/login, POST /api/signin and the sign-in form. */
export const signInSchema = z.object({
  email: emailField,
  password: currentPasswordField,
  altcha: challengeField,
});

export type SignInInput = z.input<typeof signInSchema>;
