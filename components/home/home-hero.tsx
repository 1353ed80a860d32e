import { getTranslations } from "next-intl/server";
import { Container } from "@/components/ui/container";
import { HeroPoints } from "@/components/marketing/hero-points";
import { HeroCovers, type HeroCover } from "./hero-covers";
import { StartActions } from "./start-actions";

// The title names no job: the pictures beside it are template covers, all filled with the same sample resume, and a
// title cycling through roles they do not show would say something the picture contradicts.
export async function HomeHero({ covers }: { covers: HeroCover[] }) {
  const t = await getTranslations("Home.hero");

  return (
    <section
      aria-labelledby="home-hero-title"
      className="relative isolate overflow-hidden bg-linear-to-b from-brand-50/70 via-white to-white"
    >
      <div
        aria-hidden
        className="absolute inset-x-0 top-0 -z-10 h-[32rem] bg-[radial-gradient(ellipse_at_top,var(--color-brand-100),transparent_65%)]"
      />
      <Container className="grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,0.9fr)] lg:py-24">
        <div className="max-w-2xl">
          <div className="flex min-h-8 items-center gap-3">
            <p className="inline-flex items-center rounded-full border border-brand-200 bg-white/80 px-3 py-1 text-sm font-medium text-brand-800 shadow-sm">
              {t("eyebrow")}
            </p>
          </div>
          {/* keep-all stops Chinese from breaking between any two characters; overflow-wrap still breaks rather
              than overflow a narrow screen. */}
          <h1
            id="home-hero-title"
            className="mt-6 text-4xl font-bold tracking-tight text-balance break-keep text-slate-900 [overflow-wrap:anywhere] sm:text-5xl lg:text-6xl"
          >
            {t("title")}
          </h1>
          <p className="mt-6 text-lg leading-relaxed text-pretty text-slate-600">{t("subtitle")}</p>
          <StartActions
            label={t("primaryCta")}
            other={{ href: "/templates", label: t("secondaryCta") }}
            className="mt-10"
          />
          <HeroPoints className="mt-10" />
        </div>
        <HeroCovers covers={covers} className="mx-auto w-full max-w-sm sm:max-w-md lg:max-w-none" />
      </Container>
    </section>
  );
}
