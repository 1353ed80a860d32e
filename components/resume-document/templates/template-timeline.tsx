// Timeline: entries hang on a vertical line with dots, dates above each title.
import type { ResumeRenderProps } from "@/lib/shared/templates/types";
import { ResumeLayout } from "../layout/resume-layout";
import type { TemplateVariant } from "../layout/variant";

const variant: TemplateVariant = { id: "timeline", columns: "one", header: "left", itemLayout: "timeline" };

export function TemplateTimeline(props: ResumeRenderProps) {
  return <ResumeLayout {...props} variant={variant} templateName="TemplateTimeline" />;
}
