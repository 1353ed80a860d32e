// One example on a card: cover, name, description, creator and usage tag. With `opensPreview` the card's main control
// is a button that opens the preview dialog (the click is handled by ExamplePreviewHost around the cards, so the card
// stays a server component) and a "View" link leads to the example's own page; without it the whole card is that
// link. The main control stretches over the card (::after), so the heading stays a heading and nothing interactive
// nests.
import { useTranslations } from "next-intl";
import { ArrowRight } from "lucide-react";
import { Link } from "@/i18n/navigation";
import type { ExampleDto } from "@/lib/shared/validations/catalogue/catalogue-dto";
import { ExampleCreator } from "./example-creator";
import { examplePagePath } from "./example-paths";
import { ExampleUsageTag } from "./example-usage-tag";
import { cn } from "@/lib/shared/utils/cn";
import { coverPlaceholder } from "./cover-placeholder";

type Props = {
  example: ExampleDto;
  /** The main control opens the preview: ExamplePreviewHost must be around the card. */
  opensPreview?: boolean;
  headingLevel?: "h3" | "h4";
};

const stretched =
  "text-left after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none";

export function ExampleCard({ example, opensPreview = false, headingLevel: Heading = "h3" }: Props) {
  const t = useTranslations("ExamplesPage.card");

  return (
    <article
      data-testid="example-card"
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:border-brand-400 hover:shadow-md has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
    >
      <div className="relative border-b border-slate-100 bg-slate-50">
        {/* eslint-disable-next-line @next/next/no-img-element -- covers come from our covers route or storage; next/image would re-encode what sharp already sized */}
        <img
          src={example.coverImg}
          alt=""
          loading="lazy"
          className={cn("aspect-[4/3] w-full object-cover object-top sm:aspect-[1/1.4]", coverPlaceholder)}
          data-testid="example-cover"
        />
        <ExampleUsageTag used={example.used} onCover className="absolute top-3 right-3" />
      </div>
      <div className="flex flex-1 flex-col p-4">
        <Heading className="font-semibold text-slate-900 group-hover:text-brand-800">
          {opensPreview ? (
            <button type="button" aria-haspopup="dialog" className={stretched} data-example-id={example._id}>
              {example.name}
            </button>
          ) : (
            <Link href={examplePagePath(example._id)} className={stretched}>
              {example.name}
            </Link>
          )}
        </Heading>
        <p className="mt-1 line-clamp-2 text-sm text-slate-600">{example.desc}</p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-4">
          <ExampleCreator creator={example.userId} />
          {opensPreview && (
            <Link
              href={examplePagePath(example._id)}
              aria-label={t("viewLabel", { name: example.name })}
              className="relative z-10 inline-flex shrink-0 items-center gap-1 rounded-md px-1.5 py-1 text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {t("view")}
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
