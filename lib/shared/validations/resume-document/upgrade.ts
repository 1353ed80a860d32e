// Pure upgrades of stored resume documents to the current schema version. Never edit rows by hand: add a step.
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
