// Bold: dark header with a large name, narrow left column, strong headings.
import type { ResumeRenderProps } from "@/lib/shared/templates/types";
import { ResumeLayout } from "../layout/resume-layout";
import type { TemplateVariant } from "../layout/variant";

const variant: TemplateVariant = { id: "bold", columns: "two", sidebar: "left", header: "band", itemLayout: "stacked" };

export function TemplateBold(props: ResumeRenderProps) {
  return <ResumeLayout {...props} variant={variant} templateName="TemplateBold" />;
}
