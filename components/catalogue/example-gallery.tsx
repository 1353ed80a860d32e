// The examples page's body: the category navigator and one section per category with its cards. Sections and cards
// render on the server only (no script for them); the navigator and the preview host around the sections are the
// client parts, and the host opens the preview from a card's button (see example-preview-host.tsx).
import { useTranslations } from "next-intl";
import type { CategoryDto, ExampleDto } from "@/lib/shared/validations/catalogue/catalogue-dto";
import { ExampleAnchorNav } from "./example-anchor-nav";
import { ExampleCard } from "./example-card";
import { categoryAnchorId } from "./example-paths";
import { ExamplePreviewHost } from "./example-preview-host";

export type ExampleGalleryGroup = { category: CategoryDto; examples: ExampleDto[] };

type Props = { groups: readonly ExampleGalleryGroup[]; siteUrl: string };

export function ExampleGallery({ groups, siteUrl }: Props) {
  const t = useTranslations("ExamplesPage");
  const anchors = groups.map(({ category, examples }) => ({
    slug: category.slug,
    name: category.name,
    count: examples.length,
  }));

  return (
    <div className="mt-8 lg:mt-10 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10">
      <ExampleAnchorNav categories={anchors} label={t("navLabel")} />
      <ExamplePreviewHost
        examples={groups.flatMap((group) => group.examples)}
        siteUrl={siteUrl}
        className="space-y-14 pt-6"
      >
        {groups.map(({ category, examples }) => (
          <section
            key={category._id}
            id={categoryAnchorId(category.slug)}
            data-category={category.slug}
            aria-labelledby={`${categoryAnchorId(category.slug)}-title`}
            tabIndex={-1}
            className="scroll-mt-32 focus:outline-none lg:scroll-mt-24"
          >
            <h2
              id={`${categoryAnchorId(category.slug)}-title`}
              className="text-2xl font-bold tracking-tight text-slate-900"
            >
              {category.name}
            </h2>
            {category.desc && <p className="mt-2 text-slate-600">{category.desc}</p>}
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
              {examples.map((example) => (
                <li key={example._id}>
                  <ExampleCard example={example} opensPreview />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </ExamplePreviewHost>
    </div>
  );
}
