// Pure upgrades of stored resume documents to the current schema version. Never edit rows by hand: add a step.
// Links without an id (stored before links had ids, issue 27 item 1) need no step: the schema gives each its position
// as its id when the document is parsed (ZResumeData, link-ids.ts), at any version, and the editor's next save stores
// them; the links, their order and their text are kept as they are.
import { RESUME_SCHEMA_VERSION, ZResumeConfig, ZResumeData, type TResumeConfig, type TResumeData } from "./document";

type Json = Record<string, unknown>;
/** Step n upgrades a document of version n to n + 1. */
const steps: Record<number, (doc: { data: Json; config: Json }) => { data: Json; config: Json }> = {};

function asObject(value: unknown): Json {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Json) : {};
}

/** Upgrades then validates; unknown or missing fields take their defaults. Throws a ZodError on invalid input. */
export function upgradeResumeDocument(
  rawData: unknown,
  rawConfig: unknown,
): { data: TResumeData; config: TResumeConfig } {
  let doc = { data: asObject(rawData), config: asObject(rawConfig) };
  let version = typeof doc.config.schemaVersion === "number" ? doc.config.schemaVersion : 1;
  while (version < RESUME_SCHEMA_VERSION) {
    const step = steps[version];
    if (step) doc = step(doc);
    version += 1;
  }
  return {
    data: ZResumeData.parse({ basicInfo: {}, ...doc.data }),
    config: ZResumeConfig.parse({ ...doc.config, schemaVersion: RESUME_SCHEMA_VERSION }),
  };
}
