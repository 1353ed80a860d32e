// A public review as the list shows it: no user id, no status, only what the author chose to show as their profile.
export type ReviewDto = {
  _id: string;
  rating: number;
  content: string;
  locale: string;
  nickName: string;
  avatar: string | null;
  createdAt: string;
};

/** POST /api/reviews: the stored review, waiting for an admin. */
export type CreatedReviewDto = { _id: string; status: "PENDING"; createdAt: string };
/** PATCH /api/reviews/{id}: an admin's verdict. */
export type ModeratedReviewDto = { _id: string; status: "APPROVED" | "REJECTED"; updatedAt: string };
