"use client";
// What every admin list says while loading, when it failed (the server's reason, translated) and when it is empty.
import { useTranslations } from "next-intl";
import { errorText } from "@/lib/client/api-client/api-error";

/** Admin lists show 20 rows a page: an admin scans more at once than a user browsing their own records. */
export const ADMIN_PAGE_SIZE = 20;

export function useAdminListText() {
  const t = useTranslations("Admin.common");
  const te = useTranslations("ApiErrors");
  return { loading: t("loading"), failed: (error: unknown) => errorText(error, te), empty: <p>{t("empty")}</p> };
}
