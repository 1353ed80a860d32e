// Intro: one column that always opens with the profile, set large as a personal introduction.
import type { ResumeRenderProps } from "@/lib/shared/templates/types";
import { ResumeLayout } from "../layout/resume-layout";
import type { TemplateVariant } from "../layout/variant";

const variant: TemplateVariant = {
  id: "intro",
  columns: "one",
  header: "left",
  itemLayout: "stacked",
  profileFirst: true,
};

export function TemplateIntro(props: ResumeRenderProps) {
  return <ResumeLayout {...props} variant={variant} templateName="TemplateIntro" />;
}
