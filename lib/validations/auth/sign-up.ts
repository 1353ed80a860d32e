import { z } from "zod";
import { ZChallenge, ZEmail, ZUserName, ZNewPassword } from "./fields";

/** POST /api/users and the /signup form. */
export const ZSignUp = z.object({
  name: ZUserName,
  email: ZEmail,
  password: ZNewPassword,
  altcha: ZChallenge,
  inviterID: z.string().trim().max(64).optional(),
});
