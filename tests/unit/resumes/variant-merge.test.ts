// Master and variants (issue 26 item 1): the three-way merge per field. base = the master at the variant's last sync,
// master = the master now, variant = the variant now; a field is the variant's own where it differs from base.
import { describe, expect, it } from "@jest/globals";
import {
  mergeVariant,
  ownItemCount,
  ownPaths,
  revertVariantAll,
  revertVariantField,
  sectionBitPath,
  variantBaseOf,
  variantFields,
  type TVariantDoc,
} from "@/lib/shared/resume/variant-merge";
import { ZResumeConfig, ZResumeData } from "@/lib/shared/validations/resume-document/document";
import { ZVariantBase } from "@/lib/shared/validations/resumes/variant";

function masterDoc(): TVariantDoc {
  return {
    data: ZResumeData.parse({
      basicInfo: { title: "Frontend engineer", name: "Sam Lee", email: "sam@example.com" },
      links: [{ name: "Home", src: "https://example.com" }],
      sections: [
        { id: "sum", name: "Summary", type: "custom", profile: true, data: [{ id: "s1", description: "Builds UIs" }] },
        {
          id: "work",
          name: "Work experience",
          type: "empolyment",
          kind: "empolyment",
          data: [
            { id: "w1", title: "ByteDance", startDate: "2020-01", description: "- Led the web team" },
            { id: "w2", title: "Tencent", startDate: "2018-01", description: "- Built mini programs" },
            { id: "w3", title: "Baidu", startDate: "2016-01", description: "- Search" },
          ],
        },
        { id: "skills", name: "Skills", type: "skills", data: [{ id: "k1", title: "React" }] },
      ],
    }),
    config: ZResumeConfig.parse({ templateName: "TemplateModern", templateId: "t-modern", templateTheme: "emerald" }),
  };
}

/** A master and a fresh variant of it (a copy, synced). */
function setup() {
  const master = masterDoc();
  return { master, variant: structuredClone(master), base: variantBaseOf(master) };
}
const section = (doc: TVariantDoc, id: string) => doc.data.sections.find((s) => s.id === id)!;
const item = (doc: TVariantDoc, sectionId: string, itemId: string) =>
  section(doc, sectionId).data.find((i) => i.id === itemId)!;
const itemIds = (doc: TVariantDoc, sectionId: string) => section(doc, sectionId).data.map((i) => i.id);
const sectionIds = (doc: TVariantDoc) => doc.data.sections.map((s) => s.id);

describe("mergeVariant", () => {
  it("a fresh variant has no own fields and a master edit flows into it", () => {
    const { master, variant, base } = setup();
    expect(ownPaths(variant, base).size).toBe(0);
    item(master, "sum", "s1").description = "Builds fast UIs";
    master.data.basicInfo.email = "new@example.com";
    const merged = mergeVariant(base, master, variant);
    expect(item(merged, "sum", "s1").description).toBe("Builds fast UIs");
    expect(merged.data.basicInfo.email).toBe("new@example.com");
    expect(merged).toEqual(master);
  });

  it("keeps the variant's own fields (headline, an item's text) while the others follow", () => {
    const { master, variant, base } = setup();
    variant.data.basicInfo.title = "React engineer for Acme";
    item(variant, "work", "w1").description = "- Led the web team (Acme-facing)";
    master.data.basicInfo.title = "Senior frontend engineer";
    item(master, "work", "w1").description = "- Led the web team of 8";
    item(master, "work", "w1").title = "ByteDance Ltd";
    const merged = mergeVariant(base, master, variant);
    expect(merged.data.basicInfo.title).toBe("React engineer for Acme");
    expect(item(merged, "work", "w1").description).toBe("- Led the web team (Acme-facing)");
    expect(item(merged, "work", "w1").title).toBe("ByteDance Ltd");
    expect(ownPaths(merged, variantBaseOf(master))).toEqual(
      new Set(["basicInfo.title", "sections.work.w1.description"]),
    );
  });

  it("does not touch its inputs", () => {
    const { master, variant, base } = setup();
    variant.data.basicInfo.title = "Mine";
    master.data.basicInfo.name = "Samuel Lee";
    const before = { master: structuredClone(master), variant: structuredClone(variant), base: structuredClone(base) };
    mergeVariant(base, master, variant);
    expect({ master, variant, base }).toEqual(before);
  });

  it("a field the variant set back to the base value is no longer its own and follows again", () => {
    const { master, variant, base } = setup();
    variant.data.basicInfo.title = "Mine";
    variant.data.basicInfo.title = "Frontend engineer";
    master.data.basicInfo.title = "Staff engineer";
    expect(mergeVariant(base, master, variant).data.basicInfo.title).toBe("Staff engineer");
  });

  it("an own field that comes to equal the master's stops being own after the sync", () => {
    const { master, variant, base } = setup();
    variant.data.basicInfo.title = "Staff engineer";
    master.data.basicInfo.title = "Staff engineer";
    const merged = mergeVariant(base, master, variant);
    expect(ownPaths(merged, variantBaseOf(master)).size).toBe(0);
  });

  it("items added in the master are inserted at the master's position", () => {
    const { master, variant, base } = setup();
    section(master, "work").data.splice(1, 0, { ...item(master, "work", "w1"), id: "wNew", title: "Meituan" });
    const merged = mergeVariant(base, master, variant);
    expect(itemIds(merged, "work")).toEqual(["w1", "wNew", "w2", "w3"]);
    expect(item(merged, "work", "wNew").title).toBe("Meituan");
  });

  it("an item added in the master goes after the master's previous item the variant has, and first when none", () => {
    const { master, variant, base } = setup();
    section(variant, "work").data.splice(0, 1); // the variant deleted w1
    section(master, "work").data.splice(1, 0, { ...item(master, "work", "w1"), id: "after1" });
    section(master, "work").data.unshift({ ...item(master, "work", "w1"), id: "first" });
    const merged = mergeVariant(base, master, variant);
    expect(itemIds(merged, "work")).toEqual(["first", "after1", "w2", "w3"]);
  });

  it("items removed in the master leave the variant, unless the variant edited them", () => {
    const { master, variant, base } = setup();
    item(variant, "work", "w2").description = "- Built mini programs for Acme";
    section(master, "work").data = section(master, "work").data.filter((i) => i.id === "w1");
    const merged = mergeVariant(base, master, variant);
    expect(itemIds(merged, "work")).toEqual(["w1", "w2"]);
    expect(item(merged, "work", "w2").description).toBe("- Built mini programs for Acme");
    // Kept: at the next sync it is the variant's alone, counted as its own item, and it stays.
    const nextBase = variantBaseOf(master);
    expect(ownItemCount(merged, nextBase)).toBe(1);
    item(master, "work", "w1").title = "ByteDance Ltd";
    expect(itemIds(mergeVariant(nextBase, master, merged), "work")).toEqual(["w1", "w2"]);
  });

  it("items and sections the variant added stay, and count as its own", () => {
    const { master, variant, base } = setup();
    section(variant, "skills").data.push({ ...item(variant, "skills", "k1"), id: "k2", title: "GraphQL" });
    variant.data.sections.push({ ...section(variant, "skills"), id: "acme", name: "Why Acme", data: [] });
    expect(ownItemCount(variant, base)).toBe(2);
    item(master, "skills", "k1").title = "React 19";
    const merged = mergeVariant(base, master, variant);
    expect(itemIds(merged, "skills")).toEqual(["k1", "k2"]);
    expect(item(merged, "skills", "k1").title).toBe("React 19");
    expect(sectionIds(merged)).toEqual(["sum", "work", "skills", "acme"]);
  });

  it("what the variant deleted (an item, a whole section) is not brought back", () => {
    const { master, variant, base } = setup();
    section(variant, "work").data = section(variant, "work").data.filter((i) => i.id !== "w3");
    variant.data.sections = variant.data.sections.filter((s) => s.id !== "skills");
    item(master, "work", "w3").title = "Baidu Inc";
    item(master, "skills", "k1").title = "React 19";
    const merged = mergeVariant(base, master, variant);
    expect(itemIds(merged, "work")).toEqual(["w1", "w2"]);
    expect(sectionIds(merged)).toEqual(["sum", "work"]);
  });

  it("sections added in the master are inserted at its position; removed ones leave unless edited", () => {
    const { master, variant, base } = setup();
    master.data.sections.splice(1, 0, { ...section(master, "skills"), id: "certs", name: "Certificates", data: [] });
    master.data.sections = master.data.sections.filter((s) => s.id !== "skills" && s.id !== "sum");
    item(variant, "sum", "s1").description = "Builds UIs for Acme";
    const merged = mergeVariant(base, master, variant);
    expect(sectionIds(merged)).toEqual(["sum", "certs", "work"]);
  });

  it("the master's reorder flows unless the variant reordered; the variant's order then stays", () => {
    const { master, variant, base } = setup();
    master.data.sections.reverse();
    section(master, "work").data.reverse();
    let merged = mergeVariant(base, master, variant);
    expect(sectionIds(merged)).toEqual(["skills", "work", "sum"]);
    expect(itemIds(merged, "work")).toEqual(["w3", "w2", "w1"]);

    const again = setup();
    again.variant.data.sections = [
      section(again.variant, "work"),
      section(again.variant, "sum"),
      section(again.variant, "skills"),
    ];
    const [w1, w2, w3] = section(again.variant, "work").data;
    section(again.variant, "work").data = [w2!, w1!, w3!];
    again.master.data.sections.reverse();
    section(again.master, "work").data.reverse();
    merged = mergeVariant(again.base, again.master, again.variant);
    expect(sectionIds(merged)).toEqual(["work", "sum", "skills"]);
    expect(itemIds(merged, "work")).toEqual(["w2", "w1", "w3"]);
  });

  it("layout bits, template and theme: the variant's choice stays, the master's flows otherwise", () => {
    const { master, variant, base } = setup();
    section(variant, "skills").position = "side";
    variant.config.templateTheme = "ocean";
    master.config.templateName = "TemplateClassic";
    master.config.templateId = "t-classic";
    master.config.templateTheme = "rose";
    section(master, "skills").position = "main";
    section(master, "skills").columns = "two";
    section(master, "work").styles = { marginTop: 8 };
    const merged = mergeVariant(base, master, variant);
    expect(section(merged, "skills").position).toBe("side");
    expect(section(merged, "skills").columns).toBe("two");
    expect(section(merged, "work").styles).toEqual({ marginTop: 8 });
    expect(merged.config.templateTheme).toBe("ocean");
    expect(merged.config.templateName).toBe("TemplateClassic");
    expect(merged.config.templateId).toBe("t-classic");
    expect(ownPaths(merged, variantBaseOf(master))).toEqual(
      new Set([sectionBitPath("skills", "position"), "config.templateTheme"]),
    );
  });

  it("a variant with its own template keeps its catalogue id", () => {
    const { master, variant, base } = setup();
    variant.config.templateName = "TemplateClassic";
    variant.config.templateId = "t-classic";
    master.config.templateName = "TemplateMinimal";
    master.config.templateId = "t-minimal";
    const merged = mergeVariant(base, master, variant);
    expect(merged.config).toMatchObject({ templateName: "TemplateClassic", templateId: "t-classic" });
  });

  it("links follow by id: added in the master at its place, removed unless the variant edited them, reordered", () => {
    const { master, variant, base } = setup();
    const home = master.data.links[0]!;
    master.data.links.unshift({ id: "gh", name: "GitHub", src: "https://github.com/sam" });
    master.data.links.push({ id: "blog", name: "Blog", src: "https://sam.blog" });
    let merged = mergeVariant(base, master, variant);
    expect(merged.data.links).toEqual(master.data.links);
    expect(ownItemCount(merged, variantBaseOf(master))).toBe(0);

    // The master reorders and drops one; the variant had not touched them: the master's order and removal flow.
    const base2 = variantBaseOf(master);
    master.data.links = [master.data.links[2]!, master.data.links[0]!]; // blog, gh (home removed)
    merged = mergeVariant(base2, master, merged);
    expect(merged.data.links.map((l) => l.id)).toEqual(["blog", "gh"]);

    // Removed in the master but relabelled in the variant: kept, as the variant's own.
    const again = setup();
    again.variant.data.links[0]!.name = "Homepage (Acme)";
    again.master.data.links = [];
    merged = mergeVariant(again.base, again.master, again.variant);
    expect(merged.data.links).toEqual([{ ...home, name: "Homepage (Acme)" }]);
    expect(ownItemCount(merged, variantBaseOf(again.master))).toBe(1);
  });

  it("a link label the variant changed stays with that link when the master adds, moves or renames others", () => {
    const { master, variant, base } = setup();
    variant.data.links.push({ id: "mine", name: "Portfolio", src: "https://sam.dev" });
    variant.data.links[0]!.name = "Home (for Acme)";
    master.data.links.unshift({ id: "gh", name: "GitHub", src: "https://github.com/sam" });
    master.data.links[1]!.src = "https://example.org"; // Home's address
    const merged = mergeVariant(base, master, variant);
    expect(merged.data.links.map((l) => [l.id, l.name, l.src])).toEqual([
      ["gh", "GitHub", "https://github.com/sam"],
      ["0", "Home (for Acme)", "https://example.org"],
      ["mine", "Portfolio", "https://sam.dev"],
    ]);
    expect(ownPaths(merged, variantBaseOf(master))).toEqual(
      new Set(["links.0.name", "links.mine.name", "links.mine.src"]),
    );
    expect(ownItemCount(merged, variantBaseOf(master))).toBe(1);
  });

  it("the variant's own link order stays; a link it deleted is not brought back", () => {
    const { master, variant, base } = setup();
    master.data.links.push({ id: "gh", name: "GitHub", src: "https://github.com/sam" });
    const synced = mergeVariant(base, master, variant);
    const base2 = variantBaseOf(master);
    synced.data.links.reverse(); // the variant reorders: gh, 0
    master.data.links.push({ id: "blog", name: "Blog", src: "https://sam.blog" });
    master.data.links[0]!.name = "Homepage";
    let merged = mergeVariant(base2, master, synced);
    // The master's new link goes after the master's link before it (gh), wherever the variant put that one.
    expect(merged.data.links.map((l) => [l.id, l.name])).toEqual([
      ["gh", "GitHub"],
      ["blog", "Blog"],
      ["0", "Homepage"],
    ]);

    const deleted = setup();
    deleted.variant.data.links = [];
    deleted.master.data.links[0]!.name = "Homepage";
    merged = mergeVariant(deleted.base, deleted.master, deleted.variant);
    expect(merged.data.links).toEqual([]);
  });

  it("the master's new links give way past the limit; nothing of the variant's is dropped", () => {
    const { master, variant, base } = setup();
    const link = (id: string) => ({ id, name: id, src: `https://${id}.example` });
    variant.data.links.push(...Array.from({ length: 19 }, (_, i) => link(`own${i}`)));
    master.data.links.push(link("m1"), link("m2"));
    const merged = mergeVariant(base, master, variant);
    expect(merged.data.links).toHaveLength(20);
    expect(merged.data.links.map((l) => l.id)).toEqual(["0", ...Array.from({ length: 19 }, (_, i) => `own${i}`)]);
  });

  it("a base recorded before links had ids (a count, position paths) still follows the same links", () => {
    const { master, variant } = setup();
    const old = { ...variantBaseOf(master), links: 1 };
    const base = ZVariantBase.parse(old);
    expect(base.links).toEqual(["0"]);
    variant.data.links[0]!.name = "Home (mine)";
    master.data.links.unshift({ id: "link-new", name: "GitHub", src: "https://github.com/sam" });
    master.data.links[1]!.src = "https://example.org";
    const merged = mergeVariant(base, master, variant);
    expect(merged.data.links.map((l) => [l.id, l.name, l.src])).toEqual([
      ["link-new", "GitHub", "https://github.com/sam"],
      ["0", "Home (mine)", "https://example.org"],
    ]);
  });

  it("object values compare by content, whatever order their keys were stored in", () => {
    const { master, variant, base } = setup();
    section(master, "work").styles = { marginTop: 8, marginBottom: 4 };
    const synced = mergeVariant(base, master, variant);
    section(synced, "work").styles = { marginBottom: 4, marginTop: 8 };
    expect(ownPaths(synced, variantBaseOf(master)).size).toBe(0);
  });

  it("nothing is lost over several syncs: every own edit survives, every master edit arrives", () => {
    const { master, variant } = setup();
    let base = variantBaseOf(master);
    let current = variant;
    const edits: [string, (doc: TVariantDoc, v: string) => void][] = [
      ["basicInfo.title", (d, v) => (d.data.basicInfo.title = v)],
      ["sections.work.w2.description", (d, v) => (item(d, "work", "w2").description = v)],
      ["sections.skills.k1.title", (d, v) => (item(d, "skills", "k1").title = v)],
    ];
    edits[0]![1](current, "Mine: headline");
    for (let round = 0; round < 3; round++) {
      edits[1]![1](master, `master round ${round}`);
      edits[2]![1](master, `skill ${round}`);
      current = mergeVariant(base, master, current);
      base = variantBaseOf(master);
      expect(current.data.basicInfo.title).toBe("Mine: headline");
      expect(item(current, "work", "w2").description).toBe(`master round ${round}`);
      expect(item(current, "skills", "k1").title).toBe(`skill ${round}`);
    }
  });
});

describe("reverting", () => {
  it("one field takes the master's value and stops being own; the others stay", () => {
    const { master, variant, base } = setup();
    variant.data.basicInfo.title = "Mine";
    item(variant, "work", "w1").title = "Mine too";
    const reverted = revertVariantField(variant, master, "basicInfo.title");
    expect(reverted.data.basicInfo.title).toBe("Frontend engineer");
    expect(ownPaths(reverted, base)).toEqual(new Set(["sections.work.w1.title"]));
  });

  it("a path either side lacks changes nothing", () => {
    const { master, variant } = setup();
    expect(revertVariantField(variant, master, "sections.nope.x.title")).toEqual(variant);
    expect(revertVariantField(variant, master, "basicInfo.nope")).toEqual(variant);
  });

  it("the template's id goes back with its name", () => {
    const { master, variant } = setup();
    variant.config.templateName = "TemplateClassic";
    variant.config.templateId = "t-classic";
    expect(revertVariantField(variant, master, "config.templateName").config).toMatchObject({
      templateName: "TemplateModern",
      templateId: "t-modern",
    });
  });

  it("all: the master's content and look, the variant's sharing settings kept", () => {
    const { master, variant, base } = setup();
    variant.data.basicInfo.title = "Mine";
    variant.data.sections.pop();
    variant.config.templateTheme = "ocean";
    variant.config.isPublic = true;
    const reverted = revertVariantAll(variant, master);
    expect(reverted.data).toEqual(master.data);
    expect(reverted.config.templateTheme).toBe("emerald");
    expect(reverted.config.isPublic).toBe(true);
    expect(ownPaths(reverted, base).size).toBe(0);
  });
});

describe("converting a copy", () => {
  it("with base = the master now, the fields that differ are own and the content is kept", () => {
    const master = masterDoc();
    const copy = structuredClone(master);
    copy.data.basicInfo.title = "For Acme";
    section(copy, "work").data.pop();
    const base = variantBaseOf(master);
    expect(ownPaths(copy, base)).toEqual(new Set(["basicInfo.title"]));
    // Its deleted item stays deleted at the next master save.
    item(master, "work", "w3").title = "Baidu Inc";
    const merged = mergeVariant(base, master, copy);
    expect(itemIds(merged, "work")).toEqual(["w1", "w2"]);
    expect(merged.data.basicInfo.title).toBe("For Acme");
  });

  it("fields are every followed path of the document", () => {
    const paths = [...variantFields(masterDoc()).keys()];
    expect(paths).toEqual(
      expect.arrayContaining([
        "basicInfo.title",
        "basicInfo.email",
        "links.0.name",
        "links.0.src",
        "sections.work.name",
        "sections.work.@position",
        "sections.work.w1.description",
        "sections.work.w1.startDate",
        "config.templateName",
        "config.templateTheme",
      ]),
    );
  });
});
