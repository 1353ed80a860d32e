// /editor/new?template=…&theme=… or ?example=… – where "Use This Template" and "Use This Example" lead a visitor
// after sign-up (issue 21 item 3). A template offers its sample or empty sections with hints; the browser then creates
// the resume through POST /api/resumes/empty (an example through POST /api/resumes/copy/{id}; their origin checks and
// rate limits apply, a GET never writes) and opens it in the editor. A visitor is sent to sign in with this page as
// prev (proxy.ts).
import { setRequestLocale } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { NewResumeFromTemplate } from "@/components/catalogue/new-resume-from-template";
import { ClientMessages } from "@/components/layout/client-messages";
import { metadataOf } from "@/lib/server/i18n/page-metadata";
import { getTemplateMeta } from "@/lib/shared/templates/registry";

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{
    template?: string | string[];
    theme?: string | string[];
    example?: string | string[];
  }>;
};

const first = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value || undefined;

export const generateMetadata = metadataOf("editor", null, { robots: { index: false } });

export default async function NewResumePage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const template = first(query.template);
  const meta = template ? getTemplateMeta(template) : undefined;
  // A nested provider replaces the (app) layout's messages: every namespace this page's client code uses.
  return (
    <ClientMessages namespaces={["ApiErrors", "ResumesApi", "SiteDialogs", "TemplatesPage"]}>
      <NewResumeFromTemplate
        template={template}
        theme={first(query.theme)}
        example={first(query.example)}
        templateTitle={meta?.title[locale]}
      />
    </ClientMessages>
  );
}
