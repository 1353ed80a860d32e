// The part of the message catalogue that client components need. NextIntlClientProvider serialises every message
// it is given into the page's HTML, so providers pass only the namespaces their client components use.
import type { AbstractIntlMessages, Messages, NamespaceKeys, NestedKeyOf } from "next-intl";

/** A top-level namespace ("Header") or a nested one ("Home.paymentSuccess"). */
export type MessageNamespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

function pickPath(messages: AbstractIntlMessages, [key, ...rest]: string[]): AbstractIntlMessages {
  const value = key === undefined ? undefined : messages[key];
  if (key === undefined || value === undefined) return {};
  if (rest.length === 0) return { [key]: value };
  return typeof value === "string" ? {} : { [key]: pickPath(value, rest) };
}

function merge(into: AbstractIntlMessages, from: AbstractIntlMessages): AbstractIntlMessages {
  const merged = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const existing = merged[key];
    merged[key] = typeof existing === "object" && typeof value === "object" ? merge(existing, value) : value;
  }
  return merged;
}

/** The messages under each namespace, nested as in the catalogue; the catalogue itself is not changed. */
export function pickMessages(
  messages: AbstractIntlMessages,
  namespaces: readonly MessageNamespace[],
): AbstractIntlMessages {
  return namespaces.reduce((picked, namespace) => merge(picked, pickPath(messages, namespace.split("."))), {});
}
