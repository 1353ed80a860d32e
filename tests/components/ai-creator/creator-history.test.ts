// The AI creator's browser storage (docs/product.md §3, §9): the last 5 runs, newest first; the input kept across a
// sign-in.
import {
  addHistoryEntry,
  DRAFT_KEY,
  HISTORY_KEY,
  readHistory,
  removeHistoryEntry,
  saveDraft,
  takeDraft,
} from "@/components/ai-creator/creator-history";
import { emptyInput } from "@/components/ai-creator/creator-types";

function memoryStore() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const run = (keyword: string) => ({
  keyword,
  workExperience: [
    {
      title: "Engineer",
      organization: "Acme",
      startDate: "2020-01",
      endDate: "present",
      isPresent: true,
      description: "",
    },
  ],
  educationExperience: [],
});

describe("creator history", () => {
  it("keeps the newest 5 runs, newest first, each with an id and a timestamp", () => {
    const store = memoryStore();
    for (let i = 1; i <= 7; i++) addHistoryEntry(run(`title ${i}`), store, 1_000 * i);
    const list = readHistory(store);
    expect(list.map((entry) => entry.keyword)).toEqual(["title 7", "title 6", "title 5", "title 4", "title 3"]);
    expect(new Set(list.map((entry) => entry.id)).size).toBe(5);
    expect(list[0]).toMatchObject({
      timestamp: 7_000,
      workExperience: run("x").workExperience,
      educationExperience: [],
    });
    expect((JSON.parse(store.data.get(HISTORY_KEY)!) as unknown[]).length).toBe(5);
  });

  it("removes one run and ignores unreadable storage", () => {
    const store = memoryStore();
    addHistoryEntry(run("a"), store, 1);
    const [b] = addHistoryEntry(run("b"), store, 2);
    expect(removeHistoryEntry(b!.id, store).map((entry) => entry.keyword)).toEqual(["a"]);
    store.data.set(HISTORY_KEY, "{not json");
    expect(readHistory(store)).toEqual([]);
    store.data.set(HISTORY_KEY, JSON.stringify([{ id: 1 }, "x", { ...run("ok"), id: "k", timestamp: 3 }]));
    expect(readHistory(store).map((entry) => entry.keyword)).toEqual(["ok"]);
    expect(readHistory(null)).toEqual([]);
  });

  it("keeps a visitor's input across sign-in once, and forgets a stale one", () => {
    const store = memoryStore();
    const input = { ...emptyInput(), keyword: "Nurse" };
    saveDraft(input, store, 1_000);
    expect(takeDraft(store, 2_000)).toEqual(input);
    expect(store.data.has(DRAFT_KEY)).toBe(false);
    expect(takeDraft(store, 2_000)).toBeNull();
    saveDraft(input, store, 1_000);
    expect(takeDraft(store, 1_000 + 25 * 3600 * 1000)).toBeNull();
  });
});
