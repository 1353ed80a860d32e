// Modern (default): one column, accent headings with a short rule, contact row under the name.
import type { ResumeRenderProps } from "@/lib/shared/templates/types";
import { ResumeLayout } from "../layout/resume-layout";
import type { TemplateVariant } from "../layout/variant";

const variant: TemplateVariant = { id: "modern", columns: "one", header: "left", itemLayout: "stacked" };

export function TemplateModern(props: ResumeRenderProps) {
  return <ResumeLayout {...props} variant={variant} templateName="TemplateModern" />;
}
