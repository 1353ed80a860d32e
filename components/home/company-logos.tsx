import { useTranslations } from "next-intl";
import { Container } from "@/components/ui/container";

const companyKeys = ["one", "two", "three", "four", "five", "six"] as const;

// Each name gets its own type treatment so the strip reads as a row of wordmarks; all monochrome, drawn as text
// (no logo files: the names are facts, the logos are their owners').
const wordmarkStyles = [
  "font-semibold tracking-tight",
  "font-bold tracking-tight",
  "font-extrabold tracking-tighter lowercase",
  "font-bold tracking-tight italic",
  "font-semibold tracking-wide",
  "font-bold tracking-normal uppercase text-base sm:text-lg",
];

/** "Made for applications to companies like …": the names as monochrome text wordmarks. */
export function CompanyLogos() {
  const t = useTranslations("Home.logos");
  return (
    <section aria-labelledby="home-logos" className="border-y border-slate-100 bg-slate-50/60">
      <Container className="py-8">
        <h2 id="home-logos" className="text-center text-sm font-medium text-slate-600">
          {t("title")}
        </h2>
        <ul className="mt-5 flex flex-wrap items-center justify-center gap-x-10 gap-y-4 text-lg text-slate-500 sm:text-xl">
          {companyKeys.map((key, index) => (
            <li key={key} className={wordmarkStyles[index]}>
              {t(`companies.${key}`)}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
