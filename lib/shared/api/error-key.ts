// The message keys an API error can carry (messages/*.json "ApiErrors"): the server's table names them
// (lib/shared/api/error-codes.ts) and the browser translates by them (errorText, lib/client/api-client/api-error.ts).
import type messages from "@/messages/en.json";

export type ApiErrorKey = keyof (typeof messages)["ApiErrors"];
