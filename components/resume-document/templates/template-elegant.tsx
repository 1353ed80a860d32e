// Elegant: serif throughout, spaced capitals, fine double rules, dates in the margin.
import type { ResumeRenderProps } from "@/lib/shared/templates/types";
import { ResumeLayout } from "../layout/resume-layout";
import type { TemplateVariant } from "../layout/variant";

const variant: TemplateVariant = { id: "elegant", columns: "one", header: "center", itemLayout: "date-left" };

export function TemplateElegant(props: ResumeRenderProps) {
  return <ResumeLayout {...props} variant={variant} templateName="TemplateElegant" />;
}
