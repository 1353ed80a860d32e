// Offer applications as the API answers them (the applicant's own view and the admin list).
export type OfferApplicationStatus = "PENDING" | "APPROVED" | "REJECTED";
type OfferApplicationKind = "schoolEmail" | "codeProfile";

export type OfferApplicationDto = {
  _id: string;
  kind: OfferApplicationKind;
  schoolEmail: string | null;
  profileUrl: string | null;
  statement: string | null;
  status: OfferApplicationStatus;
  createdAt: string;
  reviewedAt: string | null;
};

/** GET /api/admin/offer-applications rows: with the applicant's account e-mail and nickname. */
export type AdminOfferApplicationDto = OfferApplicationDto & { userId: string; email: string | null; nickName: string };

export type AdminOfferApplicationPage = { count: number; data: AdminOfferApplicationDto[] };

/** GET /api/offer/applications: the caller's application, or null before applying. */
export type OwnOfferApplication = OfferApplicationDto | null;
