"use client";
// What the cards' buttons do. Every change goes through the API and then reloads the page of the list.
import { useCallback, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { useRouter } from "@/i18n/navigation";
import { resumeClient } from "@/lib/client/editor/resume-client";
import { RESUME_LIMIT_REACHED } from "@/lib/shared/api/codes";
import { errorText, isApiCode } from "@/lib/client/api-client/api-error";
import { listSampleItems, removeSampleItems } from "@/lib/client/editor/sample-items";
import type { ResumeDto } from "@/lib/shared/validations/resumes/resume-dto";
import { useResumeDownload } from "@/components/resume-download/use-resume-download";
import type { CardAction } from "./resume-card";
import type { SampleCheck } from "./resume-samples-dialog";

export function useResumeActions(reload: () => void, isPremium: boolean) {
  const t = useTranslations("Resumes");
  const tApi = useTranslations("ApiErrors");
  const locale = useLocale();
  const router = useRouter();
  const download = useResumeDownload();
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const [sharing, setSharing] = useState<ResumeDto | null>(null);
  const [deleting, setDeleting] = useState<ResumeDto | null>(null);
  // "Make this a variant of…" (issue 26 item 1): the resume whose master is being chosen.
  const [converting, setConverting] = useState<ResumeDto | null>(null);
  // A download or share of a resume with sample entries waits for the answer to the samples warning.
  const [sampleCheck, setSampleCheck] = useState<SampleCheck | null>(null);

  const fail = useCallback(
    (error: unknown) => {
      toast.error(errorText(error, tApi));
      // docs/product.md §2: after the resume-limit message the user is sent to the templates page with notify=1.
      if (isApiCode(error, RESUME_LIMIT_REACHED)) router.push("/templates?notify=1");
    },
    [router, tApi],
  );

  const createBlank = useCallback(async () => {
    try {
      const created = await resumeClient.createEmpty(locale);
      router.push(`/editor/${created._id}`);
    } catch (error) {
      fail(error);
    }
  }, [fail, locale, router]);

  const remove = useCallback(
    async (resume: ResumeDto) => {
      setDeleting(null);
      try {
        await resumeClient.remove(resume._id);
        reload();
        toast.success(t("deleted"), {
          action: { label: t("undo"), onClick: () => void resumeClient.restore(resume._id).then(reload, fail) },
        });
      } catch (error) {
        fail(error);
      }
    },
    [fail, reload, t],
  );

  const startDownload = useCallback(
    (resume: ResumeDto) =>
      download.start({
        endpoint: `/api/download/${resume._id}`,
        format: "two",
        fallbackName: resume.name,
        onPremiumRequired: () => setUpgradeOpen(true),
        // Issue 25 item 1: the editor's "What an ATS reads", checking the PDF just downloaded.
        successAction: { label: t("afterDownloadAts"), onClick: () => router.push(`/editor/${resume._id}?check=ats`) },
      }),
    [download, router, t],
  );

  const proceedWithSamples = useCallback(
    async ({ resume, action }: SampleCheck, removeFirst: boolean) => {
      let next = resume;
      if (removeFirst) {
        try {
          const data = removeSampleItems(resume.data);
          const body = { name: resume.name, data, config: resume.config, version: resume.version };
          const saved = await resumeClient.saveFull(resume._id, body);
          next = { ...resume, data, version: saved.version };
          reload();
        } catch (error) {
          setSampleCheck(null);
          return fail(error);
        }
      }
      setSampleCheck(null);
      if (action === "share") return setSharing(next);
      await startDownload(next);
    },
    [fail, reload, startDownload],
  );

  const onAction = useCallback(
    (action: CardAction, resume: ResumeDto) => {
      const run = async () => {
        const hasSamples = listSampleItems(resume.data).length > 0;
        if (action === "share") return hasSamples ? setSampleCheck({ resume, action }) : setSharing(resume);
        if (action === "delete") return setDeleting(resume);
        if (action === "makeVariant") return setConverting(resume);
        if (action === "download") {
          if (!isPremium) return setUpgradeOpen(true);
          return hasSamples ? setSampleCheck({ resume, action }) : startDownload(resume);
        }
        try {
          if (action === "copy") await resumeClient.copy(resume._id);
          else await resumeClient.restore(resume._id);
          toast.success(t(action === "copy" ? "copied" : "restored"));
          reload();
        } catch (error) {
          fail(error);
        }
      };
      void run();
    },
    [fail, isPremium, reload, startDownload, t],
  );

  const rename = useCallback(
    async (resume: ResumeDto, name: string) => {
      try {
        // A name-only save cannot overwrite anyone's text, so it is forced rather than refused on a newer version.
        await resumeClient.rename(resume._id, name, resume.version, true);
        toast.success(t("rename.saved"));
        reload();
      } catch (error) {
        fail(error);
      }
    },
    [fail, reload, t],
  );

  return {
    createBlank,
    onAction,
    rename,
    remove,
    upgradeOpen,
    setUpgradeOpen,
    sharing,
    setSharing,
    deleting,
    setDeleting,
    converting,
    setConverting,
    sampleCheck,
    setSampleCheck,
    proceedWithSamples,
    progress: download.progress,
  };
}
