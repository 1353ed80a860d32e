// Admin form messages without zod, as message keys (messages/*.json "Admin.validation"): the schemas write them, the
// API answers them in `details[].key` and the admin pages translate them.
import type { MessageKey } from "@/lib/shared/validations/message-key";

export const adminMessages = {
  targetRequired: "Admin.validation.targetRequired",
  emailInvalid: "Admin.validation.emailInvalid",
  userIdInvalid: "Admin.validation.userIdInvalid",
  grantRequired: "Admin.validation.grantRequired",
  planInvalid: "Admin.validation.planInvalid",
  endsAtInvalid: "Admin.validation.endsAtInvalid",
  noteTooLong: "Admin.validation.noteTooLong",
  actionInvalid: "Admin.validation.actionInvalid",
  statusInvalid: "Admin.validation.statusInvalid",
  orderStatusInvalid: "Admin.validation.orderStatusInvalid",
  offerStatusInvalid: "Admin.validation.offerStatusInvalid",
} as const satisfies Record<string, MessageKey>;

export type AdminMessageKey = keyof typeof adminMessages;
