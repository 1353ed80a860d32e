// Executive: full-width colour band with a serif name, two columns below.
import type { ResumeRenderProps } from "@/lib/shared/templates/types";
import { ResumeLayout } from "../layout/resume-layout";
import type { TemplateVariant } from "../layout/variant";

const variant: TemplateVariant = {
  id: "executive",
  columns: "two",
  sidebar: "right",
  header: "band",
  itemLayout: "stacked",
};

export function TemplateExecutive(props: ResumeRenderProps) {
  return <ResumeLayout {...props} variant={variant} templateName="TemplateExecutive" />;
}
