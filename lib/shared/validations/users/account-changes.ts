// Settings → change password and change e-mail (issue 21 item 10): the shared schemas of the routes and the forms.
import { z } from "zod";
import { ZCurrentPassword, ZEmail, ZNewPassword, ZVeriCode } from "@/lib/shared/validations/auth/fields";

/** POST /api/user/password. */
export const ZChangePassword = z.object({ currentPassword: ZCurrentPassword, newPassword: ZNewPassword });

/**
 * POST /api/user/email: mails a code to the new address. `password` is the current one, required when the account
 * has a password (so that a borrowed session cannot move the account to another mailbox); phone and OAuth accounts
 * without one send none.
 */
export const ZRequestEmailChange = z.object({ email: ZEmail, password: ZCurrentPassword.optional() });

/** POST /api/user/email/confirm: the code mailed to the new address. */
export const ZConfirmEmailChange = z.object({ email: ZEmail, veriCode: ZVeriCode });
