"use client";
// Signed out: the get-link button leads to sign-in and back here. Signed in: the user's invite link, a copy button
// and a QR code for phones.
import { useState } from "react";
import dynamic from "next/dynamic";
import { Copy, Link2 } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { Link } from "@/i18n/navigation";
import { Button, buttonClasses } from "@/components/ui/button";
import { CopyField } from "@/components/ui/copy-field";
import { useCurrentUser } from "@/lib/client/api-client/use-current-user";
import { orNothing } from "@/lib/client/utils/or-nothing";
import { inviteLink } from "./invite-link";

// Only a signed-in user sees a code, so visitors never download the QR encoder.
const QRCodeSVG = dynamic(() => orNothing(import("qrcode.react").then((mod) => mod.QRCodeSVG)), { ssr: false });

export function ReferralLinkPanel({ baseUrl }: { baseUrl: string }) {
  const t = useTranslations("Referral");
  const locale = useLocale();
  const state = useCurrentUser();
  const [isCopied, setIsCopied] = useState(false);

  if (state.status !== "signedIn") {
    return (
      <Link href={{ pathname: "/signin", query: { prev: "/referral" } }} className={buttonClasses({ size: "lg" })}>
        <Link2 aria-hidden />
        {t("getLink")}
      </Link>
    );
  }

  const link = inviteLink(baseUrl, locale, state.user._id);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setIsCopied(true);
      toast.success(t("copied"));
    } catch {
      toast.error(t("copyFailed"));
    }
  };

  return (
    <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">
        <CopyField
          id="invite-link"
          label={t("yourLink")}
          value={link}
          classes={{ label: "text-slate-900", row: "mt-2", input: "rounded-lg bg-white px-3 text-slate-900" }}
        >
          <Button onClick={copy}>
            <Copy aria-hidden />
            {isCopied ? t("copiedShort") : t("copy")}
          </Button>
        </CopyField>
      </div>
      <figure className="flex flex-col items-center">
        <QRCodeSVG
          value={link}
          size={128}
          title={t("qrTitle")}
          className="rounded-lg border border-slate-200 bg-white p-2"
        />
        <figcaption className="mt-2 text-sm text-slate-600">{t("qrCaption")}</figcaption>
      </figure>
    </div>
  );
}
