// Classic: centred serif header, small-caps headings between full-width rules.
import type { ResumeRenderProps } from "@/lib/shared/templates/types";
import { ResumeLayout } from "../layout/resume-layout";
import type { TemplateVariant } from "../layout/variant";

const variant: TemplateVariant = { id: "classic", columns: "one", header: "center", itemLayout: "stacked" };

export function TemplateClassic(props: ResumeRenderProps) {
  return <ResumeLayout {...props} variant={variant} templateName="TemplateClassic" />;
}
