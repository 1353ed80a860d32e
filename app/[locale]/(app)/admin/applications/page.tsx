import { AdminApplications } from "@/components/admin/admin-applications";

export default function AdminApplicationsPage() {
  return <AdminApplications />;
}
