import {
  addHistory,
  HISTORY_CAP,
  listHistory,
  memoryHistoryBackend,
} from "@/lib/client/editor/history/history-records";
import { sampleResume } from "@/lib/shared/resume/sample-resume";

const { data, config } = sampleResume("en");
const doc = (name: string) => ({ name, data, config });

describe("editor history (at most 50 records per resume)", () => {
  it("keeps the newest 50 of one resume and leaves other resumes alone", async () => {
    const backend = memoryHistoryBackend();
    await addHistory(backend, "other", "init", doc("other"), 1);
    for (let i = 0; i < 60; i += 1)
      await addHistory(backend, "r1", i === 0 ? "init" : "update", doc(`v${i}`), 1000 + i);
    const records = await listHistory(backend, "r1");
    expect(records).toHaveLength(HISTORY_CAP);
    expect(records[0]!.doc.name).toBe("v59");
    expect(records.at(-1)!.doc.name).toBe("v10");
    expect(await listHistory(backend, "other")).toHaveLength(1);
  });

  it("records the operation and time, newest first", async () => {
    const backend = memoryHistoryBackend();
    await addHistory(backend, "r1", "init", doc("a"), 1);
    await addHistory(backend, "r1", "add", doc("b"), 2);
    await addHistory(backend, "r1", "restore", doc("a"), 3);
    expect((await listHistory(backend, "r1")).map((r) => [r.operation, r.at])).toEqual([
      ["restore", 3],
      ["add", 2],
      ["init", 1],
    ]);
  });
});
