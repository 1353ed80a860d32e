import { useTranslations } from "next-intl";
import { Gift } from "lucide-react";
import { Link } from "@/i18n/navigation";
import { ReferralBannerFrame } from "./referral-banner-frame";
import { REFERRAL_BANNER_SCRIPT } from "./referral-banner-keys";

/** The referral banner above the header (docs/product.md §2), in both locales, until the visitor dismisses it. */
export function ReferralBanner() {
  const t = useTranslations("Header.referralBanner");
  return (
    <>
      <ReferralBannerFrame label={t("region")} dismissLabel={t("dismiss")}>
        <Gift aria-hidden className="size-4 shrink-0 text-amber-700" />
        <p className="min-w-0">
          {t("message")}{" "}
          <Link
            href="/referral"
            className="font-semibold whitespace-nowrap text-amber-900 underline underline-offset-2 hover:text-amber-950"
          >
            {t("link")}
          </Link>
        </p>
      </ReferralBannerFrame>
      <script dangerouslySetInnerHTML={{ __html: REFERRAL_BANNER_SCRIPT }} />
    </>
  );
}
