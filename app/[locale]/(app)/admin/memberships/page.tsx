import { AdminMemberships } from "@/components/admin/admin-memberships";

export default function AdminMembershipsPage() {
  return <AdminMemberships />;
}
