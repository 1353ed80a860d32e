// GET /print/template/{componentName}?lang=en|ch&theme=… – a template filled with the sample resume, for cover
// screenshots and visual tests. Unknown templates answer 404; unknown themes fall back to the first theme.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ResumeDocument } from "@/components/resume-document/resume-document";
import { sampleResume } from "@/lib/shared/resume/sample-resume";
import { getTemplateMeta } from "@/lib/shared/templates/registry";

type Props = {
  params: Promise<{ componentName: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const meta = getTemplateMeta((await params).componentName);
  return { title: meta ? `${meta.title.en} · ${meta.title.zh}` : "Not found" };
}

export default async function TemplatePrintPage({ params, searchParams }: Props) {
  const { componentName } = await params;
  const query = await searchParams;
  const meta = getTemplateMeta(componentName);
  if (!meta) notFound();
  const lang = query.lang === "ch" ? "ch" : "en";
  const requested = typeof query.theme === "string" ? query.theme : "";
  const theme = meta.themes.find((t) => t.name === requested) ?? meta.themes[0];
  const { data, config } = sampleResume(lang, { templateName: componentName, templateTheme: theme?.name ?? "" });
  return <ResumeDocument data={data} config={config} />;
}
