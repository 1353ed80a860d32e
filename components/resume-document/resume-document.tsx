// The one entry point every renderer uses (editor preview, public page, print page for PDF and covers): pure props
// in, markup out, no client hooks, so it renders on the server and the client alike. The fonts are the renderer's to
// load: the print layout, the editor, covers, examples and review links import every face
// (styles/resume-fonts.css); the public page links its resume's font only (lib/server/fonts/font-sheets.ts).
import { createElement } from "react";
import type { ResumeRenderProps } from "@/lib/shared/templates/types";
import { getTemplateComponent } from "@/lib/shared/templates";
import "./styles/resume-base.css";
import "./styles/resume-parts.css";
import "./styles/templates-one.css";
import "./styles/templates-two.css";

export function ResumeDocument(props: ResumeRenderProps) {
  // Templates are module-level components looked up from a static table, never created here.
  return createElement(getTemplateComponent(props.config.templateName), props);
}
