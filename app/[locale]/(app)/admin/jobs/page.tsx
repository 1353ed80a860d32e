import { AdminJobs } from "@/components/admin/admin-jobs";

export default function AdminJobsPage() {
  return <AdminJobs />;
}
