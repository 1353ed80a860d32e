// The catalogue in the spec's field names (docs/product.md §3: _id, columns "one"/"two", userId {avatar, nickName} …),
// as pages and the API answer it; mapped from rows by lib/server/services/catalogue/to-catalogue-dto.ts.
export type TemplateThemeDto = { name: string; display: string; hex: string };
export type TemplateDto = {
  _id: string;
  componentName: string;
  name: string;
  title: string;
  desc: string;
  coverImage: string;
  /** Site-relative path of the sample web resume, e.g. /r/<uuid>. */
  publicLink: string | null;
  isPro: boolean;
  columns: "one" | "two";
  themes: TemplateThemeDto[];
  sort: number;
};
export type ExampleDto = {
  _id: string;
  name: string;
  desc: string;
  coverImg: string;
  uuid: string;
  used: number;
  /** The category id. */
  category: string;
  userId: { avatar: string; nickName: string };
};
export type CategoryDto = {
  _id: string;
  slug: string;
  name: string;
  desc: string;
  coverImage: string | null;
  sort: number;
};
