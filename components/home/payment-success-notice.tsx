"use client";
// SPEC §2: after a premium payment the home page opens with ?state=success. A notice says so for 5 s (SPEC §9),
// then the query is removed without scrolling. Read on the client so the page itself stays statically cached.
// A purchase started from a resume (?returnTo={id}, issue 21 item 7) adds "Back to your resume"; one started from its
// Download PDF (&download=1) goes back there by itself when the notice ends, and the editor starts the download.
import { Suspense, useEffect } from "react";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { PartyPopper } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { Link, usePathname, useRouter } from "@/i18n/navigation";
import { readReturnTo, returnToPath } from "@/lib/pricing/return-to";

export const WELCOME_NOTICE_MS = 5000;

export function PaymentSuccessNotice() {
  // The live region is in the server HTML, so the message later put into it is announced.
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 top-20 z-50 flex justify-center px-4">
      <Suspense fallback={null}>
        <Notice />
      </Suspense>
    </div>
  );
}

function Notice() {
  const t = useTranslations("Home.paymentSuccess");
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  // Shown while the query says so: clearing the query is what hides it.
  const isSuccess = searchParams?.get("state") === "success";
  const returnTo = readReturnTo(searchParams);
  const backPath = returnTo && returnToPath(returnTo);
  const isDownload = Boolean(backPath && returnTo?.download);

  useEffect(() => {
    if (!isSuccess) return;
    const timer = window.setTimeout(() => {
      if (isDownload && backPath) return router.replace(backPath);
      const rest = new URLSearchParams(searchParams ?? undefined);
      for (const key of ["state", "returnTo", "download"]) rest.delete(key);
      const query = rest.toString();
      router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
    }, WELCOME_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [isSuccess, isDownload, backPath, pathname, router, searchParams]);

  if (!isSuccess) return null;
  return (
    <div
      data-testid="payment-success-notice"
      className="pointer-events-auto flex max-w-md items-start gap-3 rounded-2xl border border-brand-200 bg-white p-4 shadow-lg"
    >
      <PartyPopper aria-hidden className="mt-0.5 size-6 shrink-0 text-brand-600" />
      <div>
        <p className="font-semibold text-slate-900">{t("title")}</p>
        <p className="mt-0.5 text-sm text-slate-700">{t("body")}</p>
        {backPath && (
          <>
            {isDownload && <p className="mt-1 text-sm text-slate-700">{t("backToDownload")}</p>}
            <Link href={backPath} className={buttonClasses({ size: "sm", className: "mt-3" })}>
              {t("back")}
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
