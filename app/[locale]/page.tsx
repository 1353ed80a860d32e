import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ArrowRight } from "lucide-react";
import { Link } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { buttonClasses } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { HeroPoints } from "@/components/marketing/hero-points";
import { ResumeSketch } from "@/components/marketing/resume-sketch";
import { pageMetadata } from "@/lib/i18n/page-metadata";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata((await params).locale, "home", "/");
}

// The hero only; the rest of the home page (SPEC §2) is built by later work.
export default async function HomePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("Home");

  return (
    <section className="relative isolate overflow-hidden bg-linear-to-b from-brand-50/70 via-white to-white">
      <div
        aria-hidden
        className="absolute inset-x-0 top-0 -z-10 h-[32rem] bg-[radial-gradient(ellipse_at_top,var(--color-brand-100),transparent_65%)]"
      />
      <Container className="grid items-center gap-14 py-16 sm:py-24 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,0.9fr)] lg:py-28">
        <div className="max-w-2xl">
          <p className="inline-flex items-center rounded-full border border-brand-200 bg-white/80 px-3 py-1 text-sm font-medium text-brand-800 shadow-sm">
            {t("eyebrow")}
          </p>
          {/* keep-all stops Chinese from breaking between any two characters; <wbr> in the message marks where it
              may break, and overflow-wrap still breaks rather than overflow a narrow screen. */}
          <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance break-keep text-slate-900 [overflow-wrap:anywhere] sm:text-5xl lg:text-6xl">
            {t.rich("title", { wbr: () => <wbr /> })}
          </h1>
          <p className="mt-6 text-lg leading-relaxed text-pretty text-slate-600">{t("subtitle")}</p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <Link href="/templates" className={buttonClasses({ size: "lg" })}>
              {t("primaryCta")}
              <ArrowRight aria-hidden />
            </Link>
            <Link href="/examples" className={buttonClasses({ variant: "outline", size: "lg" })}>
              {t("secondaryCta")}
            </Link>
          </div>
          <HeroPoints className="mt-10" />
        </div>
        <ResumeSketch className="mx-auto w-full max-w-md lg:max-w-none" />
      </Container>
    </section>
  );
}
