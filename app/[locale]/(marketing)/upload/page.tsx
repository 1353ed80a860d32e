// /upload – import a PDF or Word resume and turn it into an editable one (docs/product.md §2, §4). Public to view;
// choosing a file needs a session (the page sends a visitor to sign in with prev). Parsing works without AI; with the
// `ai` toggle on, the model refines the result on the server, which this page does not need to know.
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ClientMessages } from "@/components/layout/client-messages";
import { ResumeUpload } from "@/components/upload/resume-upload";
import { Container } from "@/components/ui/container";
import { metadataOf, type LocalePageProps } from "@/lib/server/i18n/page-metadata";

export const generateMetadata = metadataOf("upload", "/upload");

export default async function UploadPage({ params }: LocalePageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("ResumeUpload");
  return (
    <div className="flex-1 bg-slate-50 py-10 sm:py-14">
      <Container>
        <header className="mx-auto mb-8 max-w-2xl text-center">
          <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">{t("title")}</h1>
          <p className="mt-3 text-slate-600">{t("subtitle")}</p>
        </header>
        <ClientMessages namespaces={["ResumeUpload", "ApiErrors"]}>
          <ResumeUpload />
        </ClientMessages>
      </Container>
    </div>
  );
}
