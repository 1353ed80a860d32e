// The one entry point every renderer uses (editor preview, public page, print page for PDF and covers): pure props
// in, markup out, no client hooks, so it renders on the server and the client alike.
import { createElement } from "react";
import type { ResumeRenderProps } from "@/lib/shared/templates/types";
import { getTemplateComponent } from "@/lib/shared/templates";
import "./styles/resume-fonts.css";
import "./styles/resume-base.css";
import "./styles/resume-parts.css";
import "./styles/templates-one.css";
import "./styles/templates-two.css";

export function ResumeDocument(props: ResumeRenderProps) {
  // Templates are module-level components looked up from a static table, never created here.
  return createElement(getTemplateComponent(props.config.templateName), props);
}
