// Who may download PDFs of their own resumes: premium now, lifetime, admin; not regular users or lapsed members.
import { describe, expect, it } from "@jest/globals";
import { canDownloadPdf } from "@/lib/server/permissions/can-download-pdf";
import { now, premiumActors, regularActors } from "./fixtures";

describe("canDownloadPdf", () => {
  it.each(premiumActors)("allows %s", (_label, actor) => {
    expect(canDownloadPdf(actor, now)).toBe(true);
  });
  it.each(regularActors)("refuses %s", (_label, actor) => {
    expect(canDownloadPdf(actor, now)).toBe(false);
  });
});
