// Minimal: dates in a quiet left gutter, light headings, generous white space.
import type { ResumeRenderProps } from "@/lib/shared/templates/types";
import { ResumeLayout } from "../layout/resume-layout";
import type { TemplateVariant } from "../layout/variant";

const variant: TemplateVariant = { id: "minimal", columns: "one", header: "left", itemLayout: "date-left" };

export function TemplateMinimal(props: ResumeRenderProps) {
  return <ResumeLayout {...props} variant={variant} templateName="TemplateMinimal" />;
}
