// Split: header across the top, experience left, a light right-hand column for skills and extras.
import type { ResumeRenderProps } from "@/lib/shared/templates/types";
import { ResumeLayout } from "../layout/resume-layout";
import type { TemplateVariant } from "../layout/variant";

const variant: TemplateVariant = {
  id: "split",
  columns: "two",
  sidebar: "right",
  header: "left",
  itemLayout: "stacked",
};

export function TemplateSplit(props: ResumeRenderProps) {
  return <ResumeLayout {...props} variant={variant} templateName="TemplateSplit" />;
}
