"use client";
// ?notify=1 (docs/product.md §2): the user was sent here after hitting the free plan's resume limit. Read on the client
// so the list page stays static; dismissing removes the query so a reload does not bring the notice back.
import { useState } from "react";
import { useSearchParams } from "next/navigation";
import { Info, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link, usePathname, useRouter } from "@/i18n/navigation";
import { REGULAR_RESUME_CAP } from "@/lib/shared/resume/resume-cap";
import { withQueryParam } from "./template-query";

export function TemplateNotifyNotice() {
  const t = useTranslations("TemplatesPage.notify");
  const notify = useSearchParams()?.get("notify") === "1";
  const [dismissed, setDismissed] = useState(false);
  const router = useRouter();
  const pathname = usePathname();
  // Once the query is gone, forget the dismissal: a later redirect here with notify=1 must show the notice again.
  if (!notify && dismissed) setDismissed(false);
  if (!notify || dismissed) return null;

  const dismiss = () => {
    setDismissed(true);
    router.replace(`${pathname}${withQueryParam(window.location.search, "notify", null)}`, { scroll: false });
  };
  return (
    <div role="status" className="flex items-start gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sky-950">
      <Info aria-hidden className="mt-0.5 size-5 shrink-0 text-sky-700" />
      <p className="flex-1 text-sm">
        {t.rich("message", {
          max: REGULAR_RESUME_CAP,
          link: (chunks) => (
            <Link href="/pricing" className="font-semibold underline underline-offset-2">
              {chunks}
            </Link>
          ),
        })}
      </p>
      <button
        type="button"
        onClick={dismiss}
        aria-label={t("dismiss")}
        className="-m-1 rounded-md p-1 text-sky-800 hover:bg-sky-100"
      >
        <X aria-hidden className="size-4" />
      </button>
    </div>
  );
}
