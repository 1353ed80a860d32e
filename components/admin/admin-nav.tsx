import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";

const sections = ["orders", "reviews", "applications", "memberships", "jobs"] as const;

/** The admin sections; wraps onto two lines on a phone. */
export async function AdminNav() {
  const t = await getTranslations("Admin.nav");
  return (
    <nav aria-label="Admin" className="mb-6 flex flex-wrap gap-2">
      {sections.map((section) => (
        <Link
          key={section}
          href={`/admin/${section}`}
          className="rounded-full border border-slate-300 bg-white px-4 py-1.5 text-sm text-slate-700 hover:border-brand-400"
        >
          {t(section)}
        </Link>
      ))}
    </nav>
  );
}
