// /ai – the AI resume creator (docs/product.md §2, §4), public to view. With the `ai` toggle off it says that AI is not
// set up on this server and offers the other ways to start.
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AiCreator } from "@/components/ai-creator/ai-creator";
import { AiOffNotice } from "@/components/ai-creator/ai-off-notice";
import { ClientMessages } from "@/components/layout/client-messages";
import { Container } from "@/components/ui/container";
import { isAiEnabled } from "@/lib/server/env";
import { metadataOf, type LocalePageProps } from "@/lib/server/i18n/page-metadata";

export const generateMetadata = metadataOf("ai", "/ai");

export default async function AiPage({ params }: LocalePageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("AiCreator");
  const isOn = isAiEnabled();
  return (
    <div className="flex-1 bg-slate-50 py-10 sm:py-14">
      <Container>
        <header className="mx-auto mb-8 max-w-2xl text-center">
          <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">{t("title")}</h1>
          {isOn && <p className="mt-3 text-slate-600">{t("subtitle")}</p>}
        </header>
        {isOn ? (
          <ClientMessages namespaces={["AiCreator", "ApiErrors", "SiteDialogs.insufficientTokens"]}>
            <AiCreator />
          </ClientMessages>
        ) : (
          <AiOffNotice />
        )}
      </Container>
    </div>
  );
}
