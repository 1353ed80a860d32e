// The application schemas' messages as message keys (messages/*.json "Applications.errors"): the schemas write them,
// the API answers them in `details[].key`, and the application form translates them by key (CONTRIBUTING.md "Errors").
import type { MessageKey } from "@/lib/shared/validations/message-key";

export const applicationMessages = {
  companyRequired: "Applications.errors.companyRequired",
  roleRequired: "Applications.errors.roleRequired",
  tooLong: "Applications.errors.tooLong",
  control: "Applications.errors.control",
  urlInvalid: "Applications.errors.urlInvalid",
  dateInvalid: "Applications.errors.dateInvalid",
  stateUnknown: "Applications.errors.stateUnknown",
  idInvalid: "Applications.errors.idInvalid",
} as const satisfies Record<string, MessageKey>;
