// Compact: dense type and tight rhythm for long careers, headings as tinted bars.
import type { ResumeRenderProps } from "@/lib/shared/templates/types";
import { ResumeLayout } from "../layout/resume-layout";
import type { TemplateVariant } from "../layout/variant";

const variant: TemplateVariant = { id: "compact", columns: "one", header: "left", itemLayout: "stacked" };

export function TemplateCompact(props: ResumeRenderProps) {
  return <ResumeLayout {...props} variant={variant} templateName="TemplateCompact" />;
}
