import { useTranslations } from "next-intl";
import { Users } from "lucide-react";
import { Link } from "@/i18n/navigation";
import { UserAvatar } from "@/components/layout/user-avatar";
import { HOME_USAGE_THRESHOLD, usageTag } from "@/lib/shared/catalogue/usage-label";
import type { ExampleDto } from "@/lib/shared/validations/catalogue/catalogue-dto";
import { HomeSection } from "./home-section";
import { coverPlaceholder } from "@/components/catalogue/cover-placeholder";
import { cn } from "@/lib/shared/utils/cn";

/** docs/product.md §9: the home page shows the top 3 examples by usage. */
export const HOME_EXAMPLE_COUNT = 3;

function ExampleCard({ example }: { example: ExampleDto }) {
  const t = useTranslations("Home.examples");
  const tag = usageTag(example.used, HOME_USAGE_THRESHOLD);
  return (
    <Link
      href={`/examples?example=${encodeURIComponent(example._id)}`}
      data-testid="home-example"
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      <span className="block aspect-[4/3] overflow-hidden border-b border-slate-100 bg-slate-50">
        {/* eslint-disable-next-line @next/next/no-img-element -- covers come from our cover routes, already sized */}
        <img
          src={example.coverImg}
          alt={t("coverAlt", { name: example.name })}
          width={640}
          height={896}
          loading="lazy"
          className={cn("h-auto w-full object-cover object-top", coverPlaceholder)}
        />
      </span>
      <span className="flex flex-1 flex-col gap-3 p-5">
        <span className="font-semibold text-slate-900 group-hover:text-brand-700">{example.name}</span>
        <span className="mt-auto flex items-center justify-between gap-3 text-sm text-slate-600">
          <span className="flex min-w-0 items-center gap-2">
            <UserAvatar
              user={{ nickName: example.userId.nickName, avatar: example.userId.avatar || null }}
              className="size-7"
            />
            <span className="truncate">{t("by", { name: example.userId.nickName })}</span>
          </span>
          {tag !== null && (
            <span
              data-testid="usage-tag"
              className="inline-flex shrink-0 items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800"
            >
              <Users aria-hidden className="size-3" />
              {t("used", { count: tag })}
            </span>
          )}
        </span>
      </span>
    </Link>
  );
}

export function ExamplesSection({ examples }: { examples: ExampleDto[] }) {
  const t = useTranslations("Home.examples");
  if (examples.length === 0) return null;
  return (
    <HomeSection
      id="home-examples"
      title={t("title")}
      subtitle={t("subtitle")}
      more={{ href: "/examples", label: t("all") }}
      className="bg-slate-50 py-16 sm:py-20"
    >
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {examples.slice(0, HOME_EXAMPLE_COUNT).map((example) => (
          <li key={example._id}>
            <ExampleCard example={example} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
