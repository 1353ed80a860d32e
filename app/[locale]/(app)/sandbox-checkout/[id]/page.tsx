// The sandbox checkout (lib/server/payments/payments-mode.ts): only without Stripe keys and with PAYMENTS_SANDBOX=true;
// everywhere else this page does not exist. It completes the signed-in user's own order through the real fulfilment.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { ClientMessages } from "@/components/layout/client-messages";
import { SandboxCheckout } from "@/components/pricing/sandbox-checkout";
import { Container } from "@/components/ui/container";
import { paymentsMode } from "@/lib/server/payments/payments-mode";
import { readReturnTo } from "@/lib/shared/pricing/return-to";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Sandbox checkout", robots: { index: false } };

type Props = {
  params: Promise<{ locale: Locale; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function SandboxCheckoutPage({ params, searchParams }: Props) {
  const { locale, id } = await params;
  // The resume the buyer came from (issue 21 item 7), as the order put it on this page's link.
  const query = await searchParams;
  const returnTo = readReturnTo(
    new URLSearchParams(
      Object.entries(query).flatMap(([key, value]) => (typeof value === "string" ? [[key, value]] : [])),
    ),
  );
  setRequestLocale(locale);
  if (paymentsMode() !== "sandbox") notFound();
  return (
    <ClientMessages namespaces={["SandboxCheckout"]}>
      <Container className="py-14">
        <SandboxCheckout orderId={id} returnTo={returnTo} />
      </Container>
    </ClientMessages>
  );
}
