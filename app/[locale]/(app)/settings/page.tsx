import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { Container } from "@/components/ui/container";
import { SettingsTabs, type SettingsTab } from "@/components/settings/settings-tabs";
import { isAiEnabled } from "@/lib/server/env";
import { metadataOf } from "@/lib/server/i18n/page-metadata";

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<{ type?: string | string[] }> };

export const generateMetadata = metadataOf("settings", "/settings", { robots: { index: false } });

export default async function SettingsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("Settings");
  const type = (await searchParams).type;
  return (
    <div className="flex-1 bg-slate-50 py-10">
      <Container>
        <h1 className="mb-6 text-2xl font-bold text-slate-900">{t("title")}</h1>
        <SettingsTabs
          initialTab={(typeof type === "string" ? type : "setting") as SettingsTab}
          isAiEnabled={isAiEnabled()}
        />
      </Container>
    </div>
  );
}
