"use client";
import { memo, useCallback } from "react";
import { useTranslations } from "next-intl";
import { z } from "zod";
import { ops } from "@/lib/editor/doc-ops";
import type { TBasicInfo } from "@/lib/validations/resume-document/document";
import { AvatarField } from "./avatar-field";
import { useEditor, useEditorStore } from "./editor-context";
import { EditorCard } from "./editor-card";
import { TextField } from "./text-field";

const fields = ["name", "title", "email", "cellphone", "location", "birth", "wechat"] as const;
const types: Partial<Record<keyof TBasicInfo, "email" | "tel">> = { email: "email", cellphone: "tel" };
const isEmail = (value: string) => z.email().safeParse(value.trim()).success;

/** The resume's name and basic info (SPEC §3) with the photo; e-mail is checked with 'Invalid email format' (SPEC §5). */
export const BasicInfoForm = memo(function BasicInfoForm() {
  const t = useTranslations("Editor.basic");
  const store = useEditorStore();
  const basic = useEditor((s) => s.doc.data.basicInfo);
  const name = useEditor((s) => s.doc.name);
  const setName = useCallback((value: string) => store.edit(ops.setName(value), { coalesceKey: "name" }), [store]);
  const required = useCallback((value: string) => (value.trim() === "" ? t("required") : null), [t]);
  const emailCheck = useCallback((value: string) => (isEmail(value) ? null : t("invalidEmail")), [t]);
  return (
    <EditorCard title={t("heading")} id="basic" compactTitle>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          className="sm:col-span-2"
          label={t("resumeName")}
          value={name}
          onValue={setName}
          refuse={required}
          maxLength={120}
        />
        {fields.map((field) => (
          <TextField
            key={field}
            label={t(field)}
            type={types[field]}
            value={basic[field]}
            validate={field === "email" ? emailCheck : undefined}
            reviewPath={`basicInfo.${field}`}
            onValue={(value) => store.edit(ops.setBasic(field, value), { coalesceKey: `basic.${field}` })}
          />
        ))}
        <AvatarField />
      </div>
    </EditorCard>
  );
});
