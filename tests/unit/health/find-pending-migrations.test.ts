// findPendingMigrations (lib/server/services/health/find-pending-migrations.ts): what /api/health/ready compares.
import { describe, expect, it } from "@jest/globals";
import { findPendingMigrations } from "@/lib/server/services/health/find-pending-migrations";

describe("findPendingMigrations", () => {
  it("is empty when every folder has its row", () => {
    expect(findPendingMigrations(["2_b", "1_a"], ["1_a", "2_b"])).toEqual([]);
  });

  it("names each folder without a row, in order", () => {
    expect(findPendingMigrations(["3_c", "1_a", "2_b"], ["1_a"])).toEqual(["2_b", "3_c"]);
    expect(findPendingMigrations(["1_a"], [])).toEqual(["1_a"]);
  });

  it("ignores rows of migrations this build does not ship (a newer build migrated first)", () => {
    expect(findPendingMigrations(["1_a"], ["1_a", "2_newer"])).toEqual([]);
  });
});
