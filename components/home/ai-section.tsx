import { useTranslations } from "next-intl";
import { FileUp, Languages, Sparkles, WandSparkles } from "lucide-react";
import { Link } from "@/i18n/navigation";
import { buttonClasses } from "@/components/ui/button";
import { Container } from "@/components/ui/container";

// SPEC §2: the four AI features. The page renders this only when the AI toggle is on (isAiEnabled()).
const features = [
  { key: "assistant", Icon: Sparkles },
  { key: "polish", Icon: WandSparkles },
  { key: "translate", Icon: Languages },
  { key: "upload", Icon: FileUp },
] as const;

export function AiSection() {
  const t = useTranslations("Home.ai");
  return (
    <section aria-labelledby="home-ai" className="bg-brand-900 py-16 text-white sm:py-20">
      <Container>
        <h2 id="home-ai" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t("title")}
        </h2>
        <p className="mt-2 text-brand-100">{t("subtitle")}</p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {features.map(({ key, Icon }) => (
            <li key={key} className="rounded-xl bg-white/10 p-5">
              <Icon aria-hidden className="size-6 text-brand-200" />
              <h3 className="mt-3 font-semibold">{t(`items.${key}.title`)}</h3>
              <p className="mt-1 text-sm text-brand-50">{t(`items.${key}.description`)}</p>
            </li>
          ))}
        </ul>
        <Link href="/ai" className={buttonClasses({ variant: "secondary", size: "lg", className: "mt-8" })}>
          {t("cta")}
        </Link>
      </Container>
    </section>
  );
}
