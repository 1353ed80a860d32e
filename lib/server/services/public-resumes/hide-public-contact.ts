// What a public resume hides of its owner's contact details (docs/product.md §6: hidden e-mail and phone), removed
// from the data itself: the public page, its print for a visitor's PDF and that PDF's resume.json (issue 25 item 4)
// all read the document through this, so none of them can carry what the page does not show.
import "server-only";
import type { PublicOptions } from "@/lib/shared/validations/public-resumes/public-options";
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";

export function hidePublicContact(
  data: TResumeData,
  options: Pick<PublicOptions, "hideEmail" | "hidePhone">,
): TResumeData {
  const basicInfo = {
    ...data.basicInfo,
    email: options.hideEmail ? "" : data.basicInfo.email,
    cellphone: options.hidePhone ? "" : data.basicInfo.cellphone,
  };
  return { ...data, basicInfo };
}
