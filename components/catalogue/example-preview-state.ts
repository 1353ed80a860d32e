"use client";
// Which example the preview dialog shows. The id follows the URL's ?example= (router.replace, no scroll, so a link
// can be shared and back/forward work) but opens and closes at once on a click instead of waiting for the router.
// An id that is not on the page is fetched from GET /api/examples/{id} (fetch-example.ts, loaded only then): 404 →
// 'Example not found', anything else → 'Failed to load examples'; either way the query is cleared.
import { useCallback, useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { usePathname, useRouter } from "@/i18n/navigation";
import type { ExampleDto } from "@/lib/shared/validations/catalogue/catalogue-dto";

export const EXAMPLE_PARAM = "example";

export function useExamplePreview(listed: readonly ExampleDto[]) {
  const t = useTranslations("ExamplesPage.errors");
  const router = useRouter();
  const pathname = usePathname();
  const [openId, setOpenId] = useState<string | null>(null);
  const [fetched, setFetched] = useState<ExampleDto | null>(null);

  const fromList = openId ? listed.find((example) => example._id === openId) : undefined;
  const example = fromList ?? (fetched && fetched._id === openId ? fetched : null);

  const writeUrl = useCallback(
    (id: string | null) => {
      const params = new URLSearchParams(window.location.search);
      if (id) params.set(EXAMPLE_PARAM, id);
      else params.delete(EXAMPLE_PARAM);
      const query = params.toString();
      router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
    },
    [pathname, router],
  );

  const open = useCallback(
    (id: string) => {
      setOpenId(id);
      writeUrl(id);
    },
    [writeUrl],
  );

  const close = useCallback(() => {
    setOpenId(null);
    writeUrl(null);
  }, [writeUrl]);

  const needsFetch = openId !== null && !example;
  useEffect(() => {
    if (!needsFetch || !openId) return;
    const controller = new AbortController();
    const forget = () => {
      setOpenId(null);
      writeUrl(null);
    };
    import("./fetch-example")
      .then(({ fetchExample }) => fetchExample(openId, controller.signal))
      .then(
        (data) => {
          if (controller.signal.aborted) return;
          if (data) return setFetched(data);
          toast.warning(t("notFound"));
          forget();
        },
        () => {
          if (controller.signal.aborted) return;
          toast.error(t("loadFailed"));
          forget();
        },
      );
    return () => controller.abort();
  }, [needsFetch, openId, t, writeUrl]);

  return { example, open, close, syncFromUrl: setOpenId };
}
