// Sidebar: tinted left column with photo, contact, skills and languages; experience on the right.
import type { ResumeRenderProps } from "@/lib/shared/templates/types";
import { ResumeLayout } from "../layout/resume-layout";
import type { TemplateVariant } from "../layout/variant";

const variant: TemplateVariant = {
  id: "sidebar",
  columns: "two",
  sidebar: "left",
  header: "side",
  itemLayout: "stacked",
};

export function TemplateSidebar(props: ResumeRenderProps) {
  return <ResumeLayout {...props} variant={variant} templateName="TemplateSidebar" />;
}
