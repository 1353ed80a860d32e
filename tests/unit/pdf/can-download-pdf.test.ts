// Who may download PDFs: premium now, lifetime, admin; not regular users or lapsed members.
import { describe, expect, it } from "@jest/globals";
import { canDownloadPdf } from "@/lib/services/pdf/can-download-pdf";

const now = new Date("2026-06-01T00:00:00Z");
const regular = { role: "USER" as const, membershipEndsAt: null, isLifetime: false };

describe("canDownloadPdf", () => {
  it("allows premium, lifetime and admin users", () => {
    expect(canDownloadPdf({ ...regular, membershipEndsAt: new Date("2026-06-02T00:00:00Z") }, now)).toBe(true);
    expect(canDownloadPdf({ ...regular, isLifetime: true }, now)).toBe(true);
    expect(canDownloadPdf({ ...regular, role: "ADMIN" }, now)).toBe(true);
  });

  it("refuses regular users and memberships that have ended", () => {
    expect(canDownloadPdf(regular, now)).toBe(false);
    expect(canDownloadPdf({ ...regular, membershipEndsAt: new Date("2026-05-31T23:59:59Z") }, now)).toBe(false);
  });
});
