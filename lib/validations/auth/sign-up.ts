import { z } from "zod";
import { challengeField, emailField, nameField, newPasswordField } from "./fields";

/** POST /api/users and the /signup form. */
export const signUpSchema = z.object({
  name: nameField,
  email: emailField,
  password: newPasswordField,
  altcha: challengeField,
  inviterID: z.string().trim().max(64).optional(),
});

export type SignUpInput = z.input<typeof signUpSchema>;
