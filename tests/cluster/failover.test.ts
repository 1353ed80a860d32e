// One instance dies (SIGKILL: no shutdown, as a crashed process or machine) while saves are under way (issue 23 item
// 1): every save that was answered 200 is in the database, HAProxy marks the instance down, and the other one serves
// every request after that.
import { describe, expect, it } from "@jest/globals";
import { testDb } from "@/tests/e2e/support/db";
import { seedResume } from "@/tests/e2e/support/resumes";
import { sessionToken } from "@/tests/e2e/support/session";
import { seedUser } from "@/tests/e2e/support/users";
import { otherThan, send, type Answer } from "./support/cluster-client";
import { clusterOfFile } from "./support/cluster-of-file";

const cluster = clusterOfFile();
const WRITERS = 4;

/** One user per writer: each stays far inside the save limit (240 a minute per user). */
type Writer = { token: string; resumeId: string; acknowledged: number; answers: Answer[] };

/** Renames its resume "save N", N = 1, 2, 3 …, one save at a time, until `done()`; records each answer. */
async function write(writer: Writer, done: () => boolean) {
  for (let n = 1; !done(); n += 1) {
    const answer = await send(cluster().url, `/api/resumes/${writer.resumeId}`, {
      method: "PATCH",
      token: writer.token,
      body: { name: `save ${n}` },
    }).catch(() => null);
    if (!answer) continue;
    writer.answers.push(answer);
    if (answer.status === 200) writer.acknowledged = n;
  }
}

describe("an instance killed mid-traffic", () => {
  it("loses no acknowledged save, and the other instance keeps serving", async () => {
    const writers: Writer[] = [];
    for (let i = 0; i < WRITERS; i += 1) {
      const user = await seedUser("regular");
      const resume = await seedResume(user.id, { name: "save 0" });
      writers.push({ token: await sessionToken(user), resumeId: resume.id, acknowledged: 0, answers: [] });
    }
    const victim = cluster().instances[0]!.name;
    const survivor = otherThan(
      cluster().instances.map((instance) => instance.name),
      victim,
    );
    let done = false;
    const running = Promise.all(writers.map((writer) => write(writer, () => done)));

    // Traffic reaches both instances, then the victim dies in the middle of it.
    const servedBefore = () => new Set(writers.flatMap((writer) => writer.answers.map((answer) => answer.servedBy)));
    while (!(servedBefore().has(victim) && servedBefore().has(survivor)))
      await new Promise((resolve) => setTimeout(resolve, 50));
    await cluster().signalInstance(victim, "SIGKILL");
    // HAProxy's checks see it gone (two failed checks a second apart).
    for (;;) {
      const states = await cluster().serverStates();
      if (states.find((state) => state.name === victim)?.status.startsWith("DOWN")) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const markedDown = writers.map((writer) => writer.answers.length);
    // 20 more saves per writer once it is down.
    while (writers.some((writer, i) => writer.answers.length < markedDown[i]! + 20))
      await new Promise((resolve) => setTimeout(resolve, 50));
    done = true;
    await running;

    for (const [i, writer] of writers.entries()) {
      const after = writer.answers.slice(markedDown[i]);
      expect(after.every((answer) => answer.status === 200 && answer.servedBy === survivor)).toBe(true);
      // Saves are one at a time: the stored one is the last acknowledged, or a later one whose answer was lost.
      const row = await testDb().resume.findUniqueOrThrow({ where: { id: writer.resumeId }, select: { name: true } });
      expect(Number(row.name.replace("save ", ""))).toBeGreaterThanOrEqual(writer.acknowledged);
      expect(writer.acknowledged).toBeGreaterThan(20);
    }
  });
});
