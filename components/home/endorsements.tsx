import { useTranslations } from "next-intl";
import { BadgeCheck, GraduationCap, Languages, ShieldCheck } from "lucide-react";
import { Container } from "@/components/ui/container";

// docs/product.md §1: the Chinese site shows an endorsement strip. We show only what the product itself guarantees
// (docs/product.md §6, §9), not third-party badges we could not back.
const items = [
  { key: "oneTime", Icon: BadgeCheck },
  { key: "privacy", Icon: ShieldCheck },
  { key: "students", Icon: GraduationCap },
  { key: "languages", Icon: Languages },
] as const;

export function Endorsements() {
  const t = useTranslations("Home.endorsements");
  return (
    <section aria-labelledby="home-endorsements">
      <Container className="py-8">
        <h2 id="home-endorsements" className="sr-only">
          {t("title")}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {items.map(({ key, Icon }) => (
            <li
              key={key}
              className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm font-medium text-slate-700"
            >
              <Icon aria-hidden className="size-5 shrink-0 text-brand-600" />
              {t(key)}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
