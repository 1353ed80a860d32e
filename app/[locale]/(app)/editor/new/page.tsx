// /editor/new?template=…&theme=… – where "Use This Template" leads a visitor after sign-up (issue 21 item 3): the
// browser creates the resume through POST /api/resumes/empty (its origin check and rate limit apply; a GET never
// writes) and opens it in the editor. A visitor is sent to sign in with this page as prev (proxy.ts).
import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { NewResumeFromTemplate } from "@/components/catalogue/new-resume-from-template";
import { ClientMessages } from "@/components/layout/client-messages";
import { pageMetadata } from "@/lib/i18n/page-metadata";

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ template?: string | string[]; theme?: string | string[] }>;
};

const first = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value || undefined;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { ...(await pageMetadata((await params).locale, "editor", null)), robots: { index: false } };
}

export default async function NewResumePage({ params, searchParams }: Props) {
  setRequestLocale((await params).locale);
  const query = await searchParams;
  // A nested provider replaces the (app) layout's messages: every namespace this page's client code uses.
  return (
    <ClientMessages namespaces={["ApiErrors", "ResumesApi", "SiteDialogs", "TemplatesPage"]}>
      <NewResumeFromTemplate template={first(query.template)} theme={first(query.theme)} />
    </ClientMessages>
  );
}
