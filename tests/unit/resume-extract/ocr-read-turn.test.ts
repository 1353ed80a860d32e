// Tesseract's orientation detection (`--psm 0`) answers how far a page must turn to read upright (issue 24 item 3:
// scans sideways or upside down with no EXIF orientation). Its answer is trusted only when it is sure enough.
import { describe, expect, it } from "@jest/globals";
import { readTurn } from "@/lib/server/extract/ocr-tesseract";

const osd = (rotate: number, confidence: number) =>
  `Page number: 0\nOrientation in degrees: ${(360 - rotate) % 360}\nRotate: ${rotate}\nOrientation confidence: ${confidence}\nScript: Latin\nScript confidence: 1.33\n`;

describe("readTurn", () => {
  it("reads the clockwise turn of a sure answer", () => {
    expect(readTurn(osd(180, 12.74))).toBe(180);
    expect(readTurn(osd(90, 2.7))).toBe(90);
    expect(readTurn(osd(270, 1.08))).toBe(270);
    expect(readTurn(osd(0, 3.1))).toBe(0);
  });

  it("answers null for a guess, an odd angle or no answer at all", () => {
    expect(readTurn(osd(180, 0.4))).toBeNull();
    expect(readTurn("Page number: 0\nRotate: 45\nOrientation confidence: 9\n")).toBeNull();
    expect(readTurn("Too few characters. Skipping this page\n")).toBeNull();
    expect(readTurn("")).toBeNull();
  });
});
