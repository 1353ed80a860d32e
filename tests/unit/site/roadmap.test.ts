// The roadmap tells the truth (issue 21 item 13): what it lists as next is not live yet, what it lists as live is,
// and neither list (nor the page's description) promises as "next" a feature the product already has.
import { describe, expect, it } from "@jest/globals";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import en from "@/messages/en.json";
import zh from "@/messages/zh.json";
import { nextFeatures, shippedFeatures, type RoadmapItem } from "@/lib/server/site/roadmap";

function isLive({ liveIn }: RoadmapItem<string>): boolean {
  const file = path.join(process.cwd(), liveIn.file);
  if (!existsSync(file)) return false;
  if (!liveIn.contains) return true;
  return statSync(file).isFile() && liveIn.contains.test(readFileSync(file, "utf8"));
}

describe("roadmap", () => {
  it("lists nothing as next that is already live", () => {
    expect(nextFeatures.filter(isLive).map((item) => item.key)).toEqual([]);
  });

  it("lists as live only what is live, the AI assistant, upload and checkout among them", () => {
    expect(shippedFeatures.filter((item) => !isLive(item)).map((item) => item.key)).toEqual([]);
    const shipped: string[] = shippedFeatures.map((item) => item.key);
    expect(shipped).toEqual(expect.arrayContaining(["ai", "upload", "checkout"]));
    expect(shipped.filter((key) => nextFeatures.some((item) => item.key === key))).toEqual([]);
  });

  it("has a label for every entry in both languages, and no unlisted next item left in the catalogues", () => {
    for (const messages of [en, zh]) {
      const { shipped, next } = messages.Roadmap as {
        shipped: { items: Record<string, string> };
        next: { items: Record<string, string> };
      };
      expect(Object.keys(shipped.items).sort()).toEqual(shippedFeatures.map((item) => item.key).sort());
      expect(Object.keys(next.items).sort()).toEqual(nextFeatures.map((item) => item.key).sort());
    }
  });

  it("does not describe shipped features as coming next in the page's description", () => {
    expect(en.Metadata.roadmap.description).not.toMatch(/AI assistant|upload|checkout/i);
    expect(zh.Metadata.roadmap.description).not.toMatch(/AI 助手|导入|支付/);
  });
});
