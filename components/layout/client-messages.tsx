// Messages for the client components below it. The locale layout's provider carries only the shell's namespaces
// (header, footer, error and 404 bodies); a page or route group with client components of its own wraps them in
// this one. A nested provider replaces the messages rather than adding to them: list every namespace the subtree's
// client components use, including nested ones ("Home.paymentSuccess").
import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { pickMessages, type MessageNamespace } from "@/lib/shared/i18n/pick-messages";

type Props = { namespaces: readonly MessageNamespace[]; children: ReactNode };

export async function ClientMessages({ namespaces, children }: Props) {
  return (
    <NextIntlClientProvider messages={pickMessages(await getMessages(), namespaces)}>{children}</NextIntlClientProvider>
  );
}
