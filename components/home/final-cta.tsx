import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { buttonClasses } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { isAiEnabled } from "@/lib/server/env";
import { StartResumeButton } from "./start-resume-button";

export function FinalCta() {
  const t = useTranslations("Home.cta");
  return (
    <section aria-labelledby="home-cta" className="py-16 sm:py-20">
      <Container>
        <div className="rounded-3xl bg-brand-50 px-6 py-12 text-center sm:px-12">
          <h2 id="home-cta" className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
            {t("title")}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-pretty text-slate-700">{t("body")}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <StartResumeButton label={t("button")} isAiEnabled={isAiEnabled()} />
            <Link href="/pricing" className={buttonClasses({ variant: "outline", size: "lg" })}>
              {t("pricing")}
            </Link>
          </div>
        </div>
      </Container>
    </section>
  );
}
