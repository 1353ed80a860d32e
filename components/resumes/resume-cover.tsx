// The card's cover: the stored screenshot when there is one, else a live mini-render of the first page (the same
// ResumeDocument as the editor and the PDF) scaled down; decorative, so hidden from assistive technology.
import { memo } from "react";
import { ResumeDocument } from "@/components/resume-document/resume-document";
import "@/components/resume-document/styles/resume-fonts.css";
import type { ResumeDto } from "@/lib/shared/validations/resumes/resume-dto";

const PAGE_WIDTH_PX = 794; // 210 mm at 96 dpi
const SCALE = 0.3;

export const ResumeCover = memo(function ResumeCover({ resume, alt }: { resume: ResumeDto; alt: string }) {
  if (resume.coverImg) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- user covers come from our uploads or any https host
      <img src={resume.coverImg} alt={alt} className="aspect-[1/1.4] w-full object-cover object-top" loading="lazy" />
    );
  }
  return (
    <div role="img" aria-label={alt} className="relative aspect-[1/1.4] w-full overflow-hidden bg-white">
      <div
        aria-hidden
        inert
        className="pointer-events-none absolute top-0 left-1/2 origin-top"
        style={{ width: PAGE_WIDTH_PX, transform: `translateX(-50%) scale(${SCALE})` }}
      >
        <ResumeDocument data={resume.data} config={resume.config} />
      </div>
    </div>
  );
});
