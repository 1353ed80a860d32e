// Catalogue templates as the list page receives them (with the slug the page adds on the server), built from the
// real registry (ids like the database's).
import { toTemplateListItem, type TemplateListItem } from "@/components/catalogue/template-list-item";
import { templateRegistry } from "@/lib/shared/templates/registry";

export const catalogueTemplates: TemplateListItem[] = templateRegistry.map((meta, index) =>
  toTemplateListItem({
    _id: `tpl-${index + 1}`,
    componentName: meta.componentName,
    name: meta.name,
    title: meta.title.en,
    desc: meta.desc.en,
    coverImage: `/api/covers/templates/${meta.componentName}.png`,
    publicLink: `/r/00000000-0000-5000-8000-${String(index).padStart(12, "0")}`,
    isPro: meta.isPro,
    columns: meta.columns,
    themes: meta.themes.map((theme) => ({ name: theme.name, display: theme.display, hex: theme.hex })),
    sort: meta.sort,
  }),
);
