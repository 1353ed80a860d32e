import { z } from "zod";
import { ZChallenge, ZCurrentPassword, ZEmail } from "./fields";

/** POST /api/login, POST /api/signin and the sign-in form. */
export const ZSignIn = z.object({
  email: ZEmail,
  password: ZCurrentPassword,
  altcha: ZChallenge,
});
