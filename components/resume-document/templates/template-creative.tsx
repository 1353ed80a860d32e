// Creative: full-colour left sidebar with a round photo and white text; accent details in the body.
import type { ResumeRenderProps } from "@/lib/shared/templates/types";
import { ResumeLayout } from "../layout/resume-layout";
import type { TemplateVariant } from "../layout/variant";

const variant: TemplateVariant = {
  id: "creative",
  columns: "two",
  sidebar: "left",
  header: "side",
  itemLayout: "stacked",
};

export function TemplateCreative(props: ResumeRenderProps) {
  return <ResumeLayout {...props} variant={variant} templateName="TemplateCreative" />;
}
