// What makes one template differ from another in structure; typography and colour live in its stylesheet
// (components/resume-document/styles/templates-*.css, scoped by `id`).
import type { ItemLayout } from "../parts/resume-item";

export type TemplateVariant = {
  /** CSS scope, e.g. "modern" → class "rs-t-modern". */
  id: string;
  columns: "one" | "two";
  /** Two-column templates: where the narrow column sits. */
  sidebar?: "left" | "right";
  /** left: name + contact above the body; center: centred; band: full-width colour band; side: contact in the sidebar. */
  header: "left" | "center" | "band" | "side";
  itemLayout: ItemLayout;
  /** TemplateIntro: the profile section always opens the resume. */
  profileFirst?: boolean;
};
