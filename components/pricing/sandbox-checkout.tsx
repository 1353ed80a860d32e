"use client";
// The sandbox checkout's one action: complete the test payment (POST /api/sandbox/orders/{id}/pay), then home with
// the welcome notice, as after a real checkout (naming the resume the buyer came from, like Stripe's success URL).
import { useState } from "react";
import { FlaskConical } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Link, useRouter } from "@/i18n/navigation";
import { Button, buttonClasses } from "@/components/ui/button";
import { errorText } from "@/lib/client/api-client/api-error";
import { paySandboxOrder } from "@/lib/client/api-client/order-client";
import { refreshCurrentUser } from "@/lib/client/api-client/refresh-current-user";
import { returnToFields, type ReturnTo } from "@/lib/shared/pricing/return-to";
import { SUCCESS_REDIRECT_MS } from "@/lib/shared/validations/orders/order-dto";

export function SandboxCheckout({ orderId, returnTo = null }: { orderId: string; returnTo?: ReturnTo | null }) {
  const t = useTranslations("SandboxCheckout");
  const te = useTranslations("ApiErrors");
  const locale = useLocale();
  const router = useRouter();
  const [state, setState] = useState<"idle" | "busy" | "paid">("idle");
  const [error, setError] = useState("");

  async function pay() {
    setState("busy");
    setError("");
    try {
      await paySandboxOrder(orderId, locale);
      setState("paid");
      await refreshCurrentUser().catch(() => undefined);
      const query = { state: "success", ...(returnTo ? returnToFields(returnTo) : {}) };
      window.setTimeout(() => router.push({ pathname: "/", query }), SUCCESS_REDIRECT_MS);
    } catch (caught) {
      setError(errorText(caught, te));
      setState("idle");
    }
  }

  return (
    <section
      aria-labelledby="sandbox-title"
      className="mx-auto max-w-lg rounded-2xl border-2 border-dashed border-amber-400 bg-amber-50 p-6"
    >
      <p className="inline-flex items-center gap-2 rounded-full bg-amber-200 px-3 py-1 text-xs font-bold tracking-wide text-amber-900 uppercase">
        <FlaskConical aria-hidden className="size-4" />
        {t("badge")}
      </p>
      <h1 id="sandbox-title" className="mt-4 text-2xl font-bold text-slate-900">
        {t("title")}
      </h1>
      <p className="mt-2 text-sm text-slate-700">{t("body")}</p>
      <p className="mt-4 font-mono text-xs text-slate-500">{t("order", { id: orderId })}</p>
      {state === "paid" ? (
        <p role="status" className="mt-6 font-semibold text-emerald-800">
          {t("paid")}
        </p>
      ) : (
        <div className="mt-6 flex flex-wrap gap-3">
          <Button onClick={() => void pay()} disabled={state === "busy"}>
            {t("pay")}
          </Button>
          <Link href="/pricing" className={buttonClasses({ variant: "outline" })}>
            {t("cancel")}
          </Link>
        </div>
      )}
      {error && (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}
