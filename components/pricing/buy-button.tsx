"use client";
// A plan's buy button: visitors are sent to sign in (and back to /pricing); a signed-in user opens the checkout
// dialog, whose code (and the QR code library) loads only then.
import { useState } from "react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { Button, buttonClasses, type ButtonVariant } from "@/components/ui/button";
import type { PlanId } from "@/lib/shared/pricing/plans";
import { useIsSignedIn } from "@/lib/client/api-client/use-is-signed-in";

const CheckoutDialog = dynamic(() => import("./checkout-dialog").then((mod) => mod.CheckoutDialog), { ssr: false });

export function BuyButton({ planId, variant = "primary" }: { planId: PlanId; variant?: ButtonVariant }) {
  const t = useTranslations("Pricing");
  const isSignedIn = useIsSignedIn();
  const [isOpen, setIsOpen] = useState(false);
  const label = t("buy", { plan: t(`plans.${planId}.name`) });

  if (!isSignedIn) {
    return (
      <Link
        href={{ pathname: "/signin", query: { prev: "/pricing" } }}
        className={buttonClasses({ variant, className: "w-full" })}
      >
        {label}
      </Link>
    );
  }

  return (
    <>
      <Button variant={variant} className="w-full" aria-haspopup="dialog" onClick={() => setIsOpen(true)}>
        {label}
      </Button>
      {isOpen && <CheckoutDialog planId={planId} open={isOpen} onOpenChange={setIsOpen} />}
    </>
  );
}
