// Sizes and speeds on the download card: B, KB, MB, GB.
import { describe, expect, it } from "@jest/globals";
import { formatBytes } from "@/components/resume-download/format-bytes";

describe("formatBytes", () => {
  it.each([
    [0, "0 B"],
    [1023, "1023 B"],
    [1024, "1.0 KB"],
    [1536, "1.5 KB"],
    [5 * 1024 * 1024, "5.0 MB"],
    [3 * 1024 ** 3, "3.0 GB"],
    [4096 * 1024 ** 3, "4096.0 GB"],
  ])("%d → %s", (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
