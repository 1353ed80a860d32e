// What a schema writes as its message: a key of messages/*.json ('AuthValidation.emailRequired'), never a sentence.
// The API answers it in `details[].key` and forms translate it (lib/client/forms/field-error.ts); see CONTRIBUTING.md
// "Errors". Types only: nothing here reaches a bundle.
import type { NestedKeyOf } from "use-intl/core";
import type messages from "@/messages/en.json";

export type MessageKey = NestedKeyOf<typeof messages>;
