import { redirect } from "@/i18n/navigation";
import { localeParam } from "@/lib/server/i18n/locale-param";

export default async function AdminHome({ params }: { params: Promise<{ locale: string }> }) {
  redirect({ href: "/admin/orders", locale: await localeParam(params) });
}
