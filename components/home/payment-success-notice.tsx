"use client";
// docs/product.md §2: after a premium payment the home page opens with ?state=success. A notice says so for 5 s
// (docs/product.md §9), then the query is removed without scrolling. Read on the client so the page itself stays
// statically cached. A purchase started from a resume (?returnTo={id}, issue 21 item 7) adds "Back to your resume"; one
// started from its Download PDF (&download=1) goes back there by itself when the notice ends, and the editor starts the
// download.
import { Suspense, useEffect } from "react";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { Link, usePathname, useRouter } from "@/i18n/navigation";
import { readReturnTo, returnToPath } from "@/lib/shared/pricing/return-to";

export const WELCOME_NOTICE_MS = 5000;

// A small primary button's look (components/ui/button.tsx), written out: importing buttonClasses took the home page
// past its first-load budget (bench:bundle).
const BACK_LINK =
  "mt-3 inline-flex h-9 items-center justify-center rounded-lg bg-brand-600 px-3 text-sm font-medium whitespace-nowrap " +
  "text-white shadow-sm transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 " +
  "focus-visible:outline-brand-600";

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
      {/* An emoji, not an icon component: the home page has no first-load bytes to spare (bench:bundle). */}
      <span aria-hidden className="mt-0.5 shrink-0 text-2xl leading-none">
        🎉
      </span>
      <div>
        <p className="font-semibold text-slate-900">{t("title")}</p>
        <p className="mt-0.5 text-sm text-slate-700">{t("body")}</p>
        {backPath && (
          <>
            {isDownload && <p className="mt-1 text-sm text-slate-700">{t("backToDownload")}</p>}
            <Link href={backPath} className={BACK_LINK}>
              {t("back")}
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
