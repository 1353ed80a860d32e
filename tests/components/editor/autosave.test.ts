// Autosave against a stand-in for the network (the save and fetch functions are the boundary it is given).
import { ApiError } from "@/lib/client/api-client/api-error";
import { startAutosave, type SaveFn } from "@/lib/client/editor/autosave";
import { ops } from "@/lib/client/editor/doc-ops";
import { createEditorStore } from "@/lib/client/editor/editor-store";
import { readDraft } from "@/lib/client/editor/local-draft";
import { sampleResume } from "@/lib/shared/resume/sample-resume";
import type { ResumeDto } from "@/lib/shared/validations/resumes/resume-dto";

function resume(version = 1): ResumeDto {
  const { data, config } = sampleResume("en");
  return {
    _id: "r1",
    name: "CV",
    coverImg: null,
    updatedAt: "2026-01-01T10:00:00.000Z",
    uuid: "u1",
    version,
    data,
    config,
  };
}

type Call = { version: number; name: string };

function server(answers: Array<"ok" | "offline" | "conflict">) {
  const calls: Call[] = [];
  let version = 1;
  const save: SaveFn = async (_id, body) => {
    calls.push({ version: body.version, name: body.data.basicInfo.name });
    const answer = answers.shift() ?? "ok";
    if (answer === "offline") throw new TypeError("Failed to fetch");
    if (answer === "conflict") throw new ApiError(409, "conflict", 409);
    version = body.version + 1;
    return { _id: "r1", name: body.name, coverImg: null, updatedAt: new Date().toISOString(), version };
  };
  return { calls, save, fetchCurrent: async () => resume(5) };
}

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

it("saves an edit made before it started (typed between hydration and the effect that starts autosave)", async () => {
  const store = createEditorStore(resume());
  const net = server([]);
  store.edit(ops.setBasic("name", "Typed early"));
  const saver = startAutosave(store, net.save, net.fetchCurrent);
  await jest.advanceTimersByTimeAsync(800);
  expect(net.calls).toEqual([{ version: 1, name: "Typed early" }]);
  expect(store.getState()).toMatchObject({ isDirty: false, status: "saved" });
  saver.stop();
});

it("saves once, 800 ms after the last keystroke, with the version", async () => {
  const store = createEditorStore(resume());
  const net = server([]);
  const saver = startAutosave(store, net.save, net.fetchCurrent);
  for (const value of ["A", "Ad", "Ada"]) {
    store.edit(ops.setBasic("name", value));
    await jest.advanceTimersByTimeAsync(300);
  }
  expect(net.calls).toHaveLength(0);
  await jest.advanceTimersByTimeAsync(800);
  expect(net.calls).toEqual([{ version: 1, name: "Ada" }]);
  expect(store.getState()).toMatchObject({ isDirty: false, version: 2, status: "saved" });
  expect(readDraft("r1")).toBeNull();
  saver.stop();
});

it("offline: keeps the edits in localStorage and retries with backoff and on 'online'", async () => {
  const store = createEditorStore(resume());
  const net = server(["offline", "offline"]);
  const saver = startAutosave(store, net.save, net.fetchCurrent);
  store.edit(ops.setBasic("name", "Kept"));
  await saver.flush();
  expect(store.getState().status).toBe("offline");
  expect(readDraft("r1")?.doc.data.basicInfo.name).toBe("Kept");
  await jest.advanceTimersByTimeAsync(1000);
  expect(net.calls).toHaveLength(2);
  window.dispatchEvent(new Event("online"));
  await jest.advanceTimersByTimeAsync(0);
  expect(net.calls).toHaveLength(3);
  expect(store.getState()).toMatchObject({ isDirty: false, status: "saved" });
  expect(readDraft("r1")).toBeNull();
  saver.stop();
});

it("a 409 puts the store into conflict with the server copy and stops saving", async () => {
  const store = createEditorStore(resume());
  const net = server(["conflict"]);
  const saver = startAutosave(store, net.save, net.fetchCurrent);
  store.edit(ops.setBasic("name", "Mine"));
  await saver.flush();
  expect(store.getState()).toMatchObject({ status: "conflict", isDirty: true });
  expect(store.getState().conflict?.version).toBe(5);
  store.edit(ops.setBasic("name", "Mine too"));
  await jest.advanceTimersByTimeAsync(2000);
  expect(net.calls).toHaveLength(1);
  store.keepMine();
  await jest.advanceTimersByTimeAsync(800);
  expect(net.calls.at(-1)).toEqual({ version: 5, name: "Mine too" });
  saver.stop();
});

it("saves one at a time: concurrent flushes never send the same version twice", async () => {
  const store = createEditorStore(resume());
  const net = server([]);
  const saver = startAutosave(store, net.save, net.fetchCurrent);
  store.edit(ops.setBasic("name", "One"));
  const first = saver.flush();
  store.edit(ops.setBasic("name", "Two"));
  await Promise.all([first, saver.flush(), saver.flush(), saver.flush()]);
  expect(net.calls).toEqual([
    { version: 1, name: "One" },
    { version: 2, name: "Two" },
  ]);
  expect(store.getState()).toMatchObject({ isDirty: false, version: 3, status: "saved" });
  saver.stop();
});
