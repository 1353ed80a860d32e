import { AdminOrders } from "@/components/admin/admin-orders";

export default function AdminOrdersPage() {
  return <AdminOrders />;
}
