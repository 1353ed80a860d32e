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
