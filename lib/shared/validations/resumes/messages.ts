// The resume schemas' messages as message keys (messages/*.json "ResumesApi"): the schemas and services write them, the
// API answers them in `details[].key` with the sentence in the request's language, and the client translates by the
// key (CONTRIBUTING.md "Errors").
import type { MessageKey } from "@/lib/shared/validations/message-key";

export const resumeMessages = {
  textRequired: "ResumesApi.textRequired",
  nameTooLong: "ResumesApi.nameTooLong",
  customUrlFormat: "ResumesApi.customUrlFormat",
  customUrlReserved: "ResumesApi.customUrlReserved",
  unknownTemplate: "ResumesApi.unknownTemplate",
  unknownTheme: "ResumesApi.unknownTheme",
  unknownStart: "ResumesApi.unknownStart",
  unknownMode: "ResumesApi.unknownMode",
  invalidUrl: "ResumesApi.importLinkInvalid",
  importForeignHost: "ResumesApi.importForeignHost",
  importJsonInvalid: "ResumesApi.importJsonInvalid",
  importJsonEmpty: "ResumesApi.importJsonEmpty",
  /** Issue 27 item 3: worded with the resume check, which states the same floor (MIN_FONT_SIZE_PX). */
  fontTooSmall: "Editor.resumeCheck.fontTooSmall",
} as const satisfies Record<string, MessageKey>;
