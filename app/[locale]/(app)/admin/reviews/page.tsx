import { AdminReviews } from "@/components/admin/admin-reviews";

export default function AdminReviewsPage() {
  return <AdminReviews />;
}
