import { useLocale, useTranslations } from "next-intl";
import { FileUp, Languages, Sparkles, WandSparkles } from "lucide-react";
import { Link } from "@/i18n/navigation";
import { buttonClasses } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { AiDemoTabs } from "./ai-demo-tabs";

// docs/product.md §2: the four AI features, each with a demo of our own product. The page renders this only when the AI
// toggle is on (isAiEnabled()). The demos are recorded from the app by `npm run record:demos` (scripts/demos/), one per
// feature and locale: public/demos/ai-<feature>-<locale>.webm with its poster beside it.
const features = [
  { key: "assistant", Icon: Sparkles },
  { key: "polish", Icon: WandSparkles },
  { key: "translate", Icon: Languages },
  { key: "upload", Icon: FileUp },
] as const;

export function AiSection() {
  const t = useTranslations("Home.ai");
  const locale = useLocale();
  const tabs = features.map(({ key, Icon }) => ({
    label: (
      <>
        <Icon aria-hidden className="size-5 shrink-0" />
        {t(`items.${key}.title`)}
      </>
    ),
    body: (
      <div>
        <h3 className="text-xl font-semibold">{t(`items.${key}.title`)}</h3>
        <p className="mt-2 text-brand-50">{t(`items.${key}.description`)}</p>
      </div>
    ),
    video: `/demos/ai-${key}-${locale}.webm`,
    poster: `/demos/ai-${key}-${locale}.webp`,
    videoLabel: t("video", { feature: t(`items.${key}.title`) }),
  }));
  return (
    <section aria-labelledby="home-ai" className="bg-brand-900 py-16 text-white sm:py-20">
      <Container>
        <h2 id="home-ai" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t("title")}
        </h2>
        <p className="mt-2 text-brand-100">{t("subtitle")}</p>
        <AiDemoTabs tabs={tabs} label={t("tabsLabel")} />
        <Link href="/ai" className={buttonClasses({ variant: "secondary", size: "lg", className: "mt-8" })}>
          {t("cta")}
        </Link>
      </Container>
    </section>
  );
}
