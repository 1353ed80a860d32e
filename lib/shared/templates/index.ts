// Component lookup by componentName (config.templateName / Template.componentName). Unknown names render the
// default template so an old or mistyped value never breaks a resume.
import type { ComponentType } from "react";
import { TemplateBold } from "@/components/resume-document/templates/template-bold";
import { TemplateClassic } from "@/components/resume-document/templates/template-classic";
import { TemplateCompact } from "@/components/resume-document/templates/template-compact";
import { TemplateCreative } from "@/components/resume-document/templates/template-creative";
import { TemplateElegant } from "@/components/resume-document/templates/template-elegant";
import { TemplateExecutive } from "@/components/resume-document/templates/template-executive";
import { TemplateIntro } from "@/components/resume-document/templates/template-intro";
import { TemplateMinimal } from "@/components/resume-document/templates/template-minimal";
import { TemplateModern } from "@/components/resume-document/templates/template-modern";
import { TemplateSidebar } from "@/components/resume-document/templates/template-sidebar";
import { TemplateSplit } from "@/components/resume-document/templates/template-split";
import { TemplateTimeline } from "@/components/resume-document/templates/template-timeline";
import type { ResumeRenderProps } from "./types";

const templateComponents: Record<string, ComponentType<ResumeRenderProps>> = {
  TemplateModern,
  TemplateIntro,
  TemplateSidebar,
  TemplateClassic,
  TemplateMinimal,
  TemplateCompact,
  TemplateSplit,
  TemplateExecutive,
  TemplateTimeline,
  TemplateElegant,
  TemplateBold,
  TemplateCreative,
};

function hasTemplate(componentName: string): boolean {
  return Object.hasOwn(templateComponents, componentName);
}

export function getTemplateComponent(componentName: string): ComponentType<ResumeRenderProps> {
  return (hasTemplate(componentName) ? templateComponents[componentName] : undefined) ?? TemplateModern;
}
