import { useTranslations } from "next-intl";
import { Container } from "@/components/ui/container";
import { StartActions } from "./start-actions";

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
          <StartActions
            label={t("button")}
            other={{ href: "/pricing", label: t("pricing") }}
            className="mt-8 justify-center"
          />
        </div>
      </Container>
    </section>
  );
}
