// Query parsing of the catalogue APIs (the language rule is negotiateLocale, tests/unit/i18n).
import { describe, expect, it } from "@jest/globals";
import {
  ZCategoryListQuery,
  ZExampleListQuery,
  ZTemplateListQuery,
} from "@/lib/shared/validations/catalogue/list-query";
import { MAX_PAGE_SIZE } from "@/lib/shared/validations/pagination/list-page-query";

describe("catalogue list queries", () => {
  it("defaults to the spec's page sizes and sort descending", () => {
    expect(ZTemplateListQuery.parse({})).toEqual({
      pageSize: 20,
      currentPage: 1,
      sort: { field: "sort", direction: "desc" },
    });
    expect(ZExampleListQuery.parse({}).pageSize).toBe(40);
    expect(ZCategoryListQuery.parse({}).pageSize).toBe(MAX_PAGE_SIZE);
  });

  it("reads sort=field as ascending and -field as descending", () => {
    expect(ZExampleListQuery.parse({ sort: "used" }).sort).toEqual({ field: "used", direction: "asc" });
    expect(ZExampleListQuery.parse({ sort: "-createdAt" }).sort).toEqual({ field: "createdAt", direction: "desc" });
    expect(ZTemplateListQuery.safeParse({ sort: "-used" }).success).toBe(false);
  });

  it("caps pageSize at 100 and refuses values that are not whole numbers from 1", () => {
    expect(ZTemplateListQuery.parse({ pageSize: "1000" }).pageSize).toBe(100);
    for (const pageSize of ["0", "-3", "2.5", "abc", ""]) {
      expect(ZTemplateListQuery.safeParse({ pageSize }).success).toBe(false);
    }
  });

  it("maps the /ch URL locale to zh and refuses other languages", () => {
    expect(ZExampleListQuery.parse({ locale: "ch" }).locale).toBe("zh");
    expect(ZExampleListQuery.safeParse({ locale: "fr" }).success).toBe(false);
  });
});
