// Master and variants (issue 26 item 1): a master's save flows into its variants except where a variant has its own
// value; revert per field and for all; converting a copy keeps its content; detach; a master deleted (trash, purge)
// leaves its variants as resumes; concurrent saves of master and variant keep the 409 protocol and lose nothing.
import { describe, expect, it } from "@jest/globals";
import { db } from "@/lib/server/db";
import type { ResumeDto, SaveResultDto } from "@/lib/shared/validations/resumes/resume-dto";
import type { VariantStatusDto, VariantSummaryDto } from "@/lib/shared/validations/resumes/variant";
import { dataOf, seedResume, seedUser } from "./helpers";
import {
  convert,
  createVariant,
  detach,
  edit,
  listVariants,
  newVariant,
  patch,
  read,
  revert,
  status,
  summary,
} from "./variants-helpers";

const statusOf = async (...args: Parameters<typeof status>) => {
  const result = await status(...args);
  expect(result.status).toBe(200);
  return dataOf<VariantStatusDto>(result);
};

describe("making a variant", () => {
  it("is a resume with the master's content, listed under the master, with no own field", async () => {
    const user = await seedUser();
    const master = await seedResume(user.id, { name: "Master CV" });
    const variant = await newVariant(user, master.id);
    expect(variant.name).toBe("Master CV (variant)");
    const masterNow = await read(user, master.id);
    expect(variant.data).toEqual(masterNow.data);
    const listed = dataOf<VariantSummaryDto[]>(await listVariants(user, master.id));
    expect(listed.map((v) => v._id)).toEqual([variant._id]);
    const st = await statusOf(user, variant._id);
    expect(st).toMatchObject({ isVariant: true, masterId: master.id, masterName: "Master CV", own: [], ownItems: 0 });
    expect((await statusOf(user, master.id)).variants.map((v) => v._id)).toEqual([variant._id]);
    const named = await createVariant(user, master.id, { name: "For Acme" });
    expect(dataOf<ResumeDto>(named).name).toBe("For Acme");
  });

  it("a variant of a variant is refused, translated", async () => {
    const user = await seedUser("premium");
    const master = await seedResume(user.id);
    const variant = await newVariant(user, master.id);
    const refused = await createVariant(user, variant._id);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 300803, key: "variantNotAllowed" });
  });
});

describe("a master's save", () => {
  it("flows into the variant except its own fields, and bumps the variant's version", async () => {
    const user = await seedUser();
    const master = await seedResume(user.id);
    const variant = await newVariant(user, master.id);
    await edit(user, variant._id, (data) => (data.basicInfo.title = "React engineer for Acme"));
    await edit(user, master.id, (data) => {
      data.basicInfo.title = "Senior engineer";
      data.sections.find((s) => s.profile)!.data[0]!.description = "New summary from the master";
      data.basicInfo.email = "new@example.com";
    });
    const after = await read(user, variant._id);
    expect(after.data.basicInfo.title).toBe("React engineer for Acme");
    expect(summary(after.data)).toBe("New summary from the master");
    expect(after.data.basicInfo.email).toBe("new@example.com");
    expect(after.version).toBe(variant.version + 2);
    const st = await statusOf(user, variant._id);
    expect(st.own).toEqual([
      { path: "basicInfo.title", value: "React engineer for Acme", masterValue: "Senior engineer" },
    ]);
  });

  it("items added in the master arrive at its position; removed ones leave unless the variant edited them", async () => {
    const user = await seedUser();
    const master = await seedResume(user.id);
    const variant = await newVariant(user, master.id);
    const work = (data: ResumeDto["data"]) => data.sections.find((s) => s.id === "sample-empolyment")!;
    await edit(user, variant._id, (data) => (work(data).data[1]!.title = "Edited in the variant"));
    await edit(user, master.id, (data) => {
      const items = work(data).data;
      items.splice(1, 1); // removes the item the variant edited
      items.pop();
      items.unshift({ ...items[0]!, id: "added-first", title: "Added in the master" });
    });
    const masterIds = work((await read(user, master.id)).data).data.map((i) => i.id);
    const ids = work((await read(user, variant._id)).data).data.map((i) => i.id);
    expect(ids[0]).toBe("added-first");
    expect(ids).toContain("sample-empolyment-2");
    expect(ids.filter((id) => id !== "sample-empolyment-2")).toEqual(masterIds);
  });

  it("a name-only save of the master changes no variant", async () => {
    const user = await seedUser();
    const master = await seedResume(user.id);
    const variant = await newVariant(user, master.id);
    expect((await patch(user, master.id, { name: "Renamed", version: 1 })).status).toBe(200);
    expect((await read(user, variant._id)).version).toBe(variant.version);
  });
});

describe("reverting", () => {
  it("one field goes back to the master's; all goes back entirely; a stale version is a 409", async () => {
    const user = await seedUser();
    const master = await seedResume(user.id);
    const variant = await newVariant(user, master.id);
    await edit(user, variant._id, (data) => {
      data.basicInfo.title = "Own headline";
      data.basicInfo.location = "Own city";
    });
    let current = await read(user, variant._id);
    const stale = await revert(user, variant._id, { version: current.version - 1, path: "basicInfo.title" });
    expect(stale.status).toBe(409);
    const one = await revert(user, variant._id, { version: current.version, path: "basicInfo.title" });
    expect(one.status).toBe(200);
    current = dataOf<ResumeDto>(one);
    expect(current.data.basicInfo.title).toBe((await read(user, master.id)).data.basicInfo.title);
    expect(current.data.basicInfo.location).toBe("Own city");
    expect((await statusOf(user, variant._id)).own.map((f) => f.path)).toEqual(["basicInfo.location"]);
    const all = await revert(user, variant._id, { version: current.version });
    expect(all.status).toBe(200);
    expect(dataOf<ResumeDto>(all).data).toEqual((await read(user, master.id)).data);
    expect((await statusOf(user, variant._id)).own).toEqual([]);
    // The state before reverting everything is in the history.
    expect(await db.resumeSnapshot.count({ where: { resumeId: variant._id, reason: "RESTORE" } })).toBe(1);
  });

  it("a master in the trash has nothing to revert to (404), and nothing changes", async () => {
    const user = await seedUser();
    const master = await seedResume(user.id);
    const variant = await newVariant(user, master.id);
    await edit(user, variant._id, (data) => (data.basicInfo.title = "Own"));
    await db.resume.update({ where: { id: master.id }, data: { deletedAt: new Date() } });
    const current = await read(user, variant._id);
    expect((await revert(user, variant._id, { version: current.version })).status).toBe(404);
    expect(await read(user, variant._id)).toEqual(current);
  });

  it("bad input is a 400 that changes nothing; a plain resume has nothing to revert (404)", async () => {
    const user = await seedUser();
    const master = await seedResume(user.id);
    const variant = await newVariant(user, master.id);
    expect((await revert(user, variant._id, { version: "x" })).status).toBe(400);
    expect((await revert(user, variant._id, { version: 1, path: "a".repeat(201) })).status).toBe(400);
    expect((await revert(user, master.id, { version: 1 })).status).toBe(404);
    expect((await read(user, variant._id)).version).toBe(variant.version);
  });
});

describe("converting a copy", () => {
  it("keeps its content; the fields that differ are its own and stay through master saves", async () => {
    const user = await seedUser();
    const master = await seedResume(user.id, { name: "Master" });
    const copy = await seedResume(user.id, { name: "Old copy" });
    await edit(user, copy.id, (data) => (data.basicInfo.title = "Copy's headline"));
    const before = await read(user, copy.id);
    const converted = await convert(user, copy.id, { masterId: master.id });
    expect(converted.status).toBe(200);
    expect(dataOf<VariantStatusDto>(converted)).toMatchObject({ isVariant: true, masterId: master.id });
    expect(dataOf<VariantStatusDto>(converted).own.map((f) => f.path)).toEqual(["basicInfo.title"]);
    expect((await read(user, copy.id)).data).toEqual(before.data);
    await edit(user, master.id, (data) => {
      data.basicInfo.title = "Master's headline";
      data.basicInfo.name = "Sam Master";
    });
    const after = await read(user, copy.id);
    expect(after.data.basicInfo).toMatchObject({ title: "Copy's headline", name: "Sam Master" });
  });

  it("refuses itself, a variant as master, a master becoming a variant, and a variant converted again", async () => {
    const user = await seedUser("premium");
    const master = await seedResume(user.id);
    const other = await seedResume(user.id);
    const variant = await newVariant(user, master.id);
    for (const [id, masterId] of [
      [master.id, master.id],
      [other.id, variant._id],
      [master.id, other.id],
      [variant._id, other.id],
    ] as const) {
      const refused = await convert(user, id, { masterId });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ key: "variantNotAllowed" });
    }
    expect((await convert(user, other.id, {})).status).toBe(400);
  });
});

describe("detaching and deleting", () => {
  it("a detached variant is a plain resume the master's saves no longer reach", async () => {
    const user = await seedUser();
    const master = await seedResume(user.id);
    const variant = await newVariant(user, master.id);
    expect((await detach(user, variant._id)).status).toBe(200);
    await edit(user, master.id, (data) => (data.basicInfo.title = "Changed later"));
    const after = await read(user, variant._id);
    expect(after.data.basicInfo.title).not.toBe("Changed later");
    expect(await statusOf(user, variant._id)).toMatchObject({ isVariant: false, own: [] });
    expect(dataOf<VariantSummaryDto[]>(await listVariants(user, master.id))).toEqual([]);
  });

  it("a master in the trash leaves the variant editable (master missing); purged, the variant is a plain resume", async () => {
    const user = await seedUser();
    const master = await seedResume(user.id);
    const variant = await newVariant(user, master.id);
    await db.resume.update({ where: { id: master.id }, data: { deletedAt: new Date() } });
    expect(await statusOf(user, variant._id)).toMatchObject({ isVariant: true, masterMissing: true });
    await edit(user, variant._id, (data) => (data.basicInfo.title = "Still mine"));
    await db.resume.delete({ where: { id: master.id } });
    const row = await db.resume.findUniqueOrThrow({ where: { id: variant._id } });
    expect(row.variantOfId).toBeNull();
    expect((await read(user, variant._id)).data.basicInfo.title).toBe("Still mine");
    expect(await statusOf(user, variant._id)).toMatchObject({ isVariant: false });
  });
});

describe("concurrent saves of master and variant", () => {
  it("a variant editor still on the old version gets the 409 with the master's change in the server copy", async () => {
    const user = await seedUser();
    const master = await seedResume(user.id);
    const variant = await newVariant(user, master.id);
    const open = await read(user, variant._id);
    await edit(user, master.id, (data) => (data.sections.find((s) => s.profile)!.data[0]!.description = "Flowed"));
    open.data.basicInfo.title = "Typed in the open editor";
    const stale = await patch(user, variant._id, { data: open.data, version: open.version });
    expect(stale.status).toBe(409);
    const current = (stale.body.details as { current: ResumeDto }).current;
    expect(summary(current.data)).toBe("Flowed");
    expect(current.version).toBe(open.version + 1);
    // Reloading theirs and typing again keeps both.
    current.data.basicInfo.title = "Typed in the open editor";
    expect((await patch(user, variant._id, { data: current.data, version: current.version })).status).toBe(200);
    const after = await read(user, variant._id);
    expect(after.data.basicInfo.title).toBe("Typed in the open editor");
    expect(summary(after.data)).toBe("Flowed");
  });

  it("keep the 409 protocol and lose nothing", async () => {
    const user = await seedUser();
    const master = await seedResume(user.id);
    const variant = await newVariant(user, master.id);
    const masterNow = await read(user, master.id);
    for (let round = 0; round < 3; round++) {
      const [m, v] = await Promise.all([read(user, master.id), read(user, variant._id)]);
      m.data.sections.find((s) => s.profile)!.data[0]!.description = `Master summary ${round}`;
      v.data.basicInfo.title = `Variant headline ${round}`;
      const [savedMaster, savedVariant] = await Promise.all([
        patch(user, master.id, { data: m.data, version: m.version }),
        patch(user, variant._id, { data: v.data, version: v.version }),
      ]);
      expect(savedMaster.status).toBe(200);
      const after = await read(user, variant._id);
      expect(summary(after.data)).toBe(`Master summary ${round}`);
      if (savedVariant.status === 200) {
        // The variant saved first: its headline is its own and the master's summary came after it.
        expect(after.data.basicInfo.title).toBe(`Variant headline ${round}`);
        expect(after.version).toBe(dataOf<SaveResultDto>(savedVariant).version + 1);
      } else {
        // The master's save bumped the variant first: the variant's editor is told (409 with the server copy).
        expect(savedVariant.status).toBe(409);
        const current = (savedVariant.body.details as { current: ResumeDto }).current;
        expect(summary(current.data)).toBe(`Master summary ${round}`);
        v.data.sections.find((s) => s.profile)!.data[0]!.description = summary(current.data);
        expect((await patch(user, variant._id, { data: v.data, version: current.version })).status).toBe(200);
        expect((await read(user, variant._id)).data.basicInfo.title).toBe(`Variant headline ${round}`);
      }
    }
    expect(masterNow.data.basicInfo.title).not.toBe("Variant headline 2");
    expect((await read(user, master.id)).data.basicInfo.title).toBe(masterNow.data.basicInfo.title);
  });
});
