// en.json types every message key (global.d.ts); zh.json must mirror it exactly, with nothing left blank.
import en from "@/messages/en.json";
import zh from "@/messages/zh.json";

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") result.set(path, value);
    else for (const [childPath, childValue] of leaves(value, path)) result.set(childPath, childValue);
  }
  return result;
}

describe("messages", () => {
  const english = leaves(en);
  const chinese = leaves(zh);

  it("has the same keys in en.json and zh.json", () => {
    expect([...chinese.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each([
    ["en", english],
    ["zh", chinese],
  ])("has no empty strings in %s.json", (_locale, messages) => {
    const empty = [...messages].filter(([, value]) => value.trim() === "").map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it("has a title and description for every route of docs/product.md §2", () => {
    const routes = ["home", "resumes", "templates", "examples", "review", "referral", "ai", "upload", "pricing"];
    const more = ["settings", "login", "signup", "signin", "editor", "notFound", "error"];
    for (const key of [...routes, ...more]) {
      expect(english.get(`Metadata.${key}.title`)).toBeTruthy();
      expect(english.get(`Metadata.${key}.description`)).toBeTruthy();
    }
  });
});
