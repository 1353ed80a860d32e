"use client";
// Until the payments work opens checkout: visitors are sent to sign in (and back to /pricing), signed-in users are
// told plainly that checkout is not open yet, in a toast and in a status line next to the button.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { Link } from "@/i18n/navigation";
import { Button, buttonClasses, type ButtonVariant } from "@/components/ui/button";
import type { PlanId } from "@/lib/pricing/plans";
import { useIsSignedIn } from "@/lib/api-client/use-is-signed-in";

export function BuyButton({ planId, variant = "primary" }: { planId: PlanId; variant?: ButtonVariant }) {
  const t = useTranslations("Pricing");
  const isSignedIn = useIsSignedIn();
  const [isNoticeShown, setIsNoticeShown] = useState(false);
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
    <div className="flex flex-col gap-2">
      <Button
        variant={variant}
        className="w-full"
        onClick={() => {
          setIsNoticeShown(true);
          toast.info(t("checkoutClosed"));
        }}
      >
        {label}
      </Button>
      <p role="status" className="min-h-5 text-sm text-slate-600">
        {isNoticeShown ? t("checkoutClosed") : ""}
      </p>
    </div>
  );
}
