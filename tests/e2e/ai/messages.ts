// The real message catalogues for the AI creator specs' labels. Read as files: the e2e runner loads specs as ES
// modules, where a plain JSON import needs an import attribute that the TypeScript setup does not emit.
import { readFileSync } from "node:fs";
import type en from "@/messages/en.json";

type Messages = typeof en;

const read = (locale: "en" | "zh"): Messages =>
  JSON.parse(readFileSync(new URL(`../../../messages/${locale}.json`, import.meta.url), "utf8")) as Messages;

export const messages = { en: read("en"), zh: read("zh") };
