"use client";
import { memo, useCallback, useState } from "react";
import { Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { ops } from "@/lib/client/editor/doc-ops";
import { contactOnByDefault, optionalContacts, type OptionalContact } from "@/lib/shared/resume/contact-fields";
import type { TBasicInfo } from "@/lib/shared/validations/resume-document/document";
import { AvatarField } from "./avatar-field";
import { useEditor, useEditorStore } from "./editor-context";
import { EditorCard } from "./editor-card";
import { TextField } from "./text-field";

const fields = ["name", "title", "email", "cellphone", "location", "birth", "wechat"] as const;
const types: Partial<Record<keyof TBasicInfo, "email" | "tel">> = { email: "email", cellphone: "tel" };
const addLabel = { birth: "addBirth", wechat: "addWechat" } as const;
const isEmail = (value: string) => z.email().safeParse(value.trim()).success;
const isOptional = (field: keyof TBasicInfo): field is OptionalContact =>
  (optionalContacts as readonly string[]).includes(field);

/** The resume's name and basic info (docs/product.md §3) with the photo; e-mail is checked with 'Invalid email format' (docs/product.md §5).
 * Date of birth and WeChat show where the resume's language expects them (lib/shared/resume/contact-fields.ts), when they
 * hold a value, or once the user asks for them. */
export const BasicInfoForm = memo(function BasicInfoForm() {
  const t = useTranslations("Editor.basic");
  const store = useEditorStore();
  const basic = useEditor((s) => s.doc.data.basicInfo);
  const name = useEditor((s) => s.doc.name);
  const lang = useEditor((s) => s.doc.config.lang);
  const [added, setAdded] = useState<OptionalContact[]>([]);
  const setName = useCallback((value: string) => store.edit(ops.setName(value), { coalesceKey: "name" }), [store]);
  const required = useCallback((value: string) => (value.trim() === "" ? t("required") : null), [t]);
  const emailCheck = useCallback((value: string) => (isEmail(value) ? null : t("invalidEmail")), [t]);
  const shown = (field: (typeof fields)[number]) =>
    !isOptional(field) || contactOnByDefault(field, lang) || basic[field] !== "" || added.includes(field);
  const offered = optionalContacts.filter((field) => !shown(field));
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
        {fields.filter(shown).map((field) => (
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
        {offered.length > 0 && (
          <div className="flex flex-wrap gap-2 sm:col-span-2">
            {offered.map((field) => (
              <Button key={field} variant="ghost" size="sm" onClick={() => setAdded((list) => [...list, field])}>
                <Plus aria-hidden /> {t(addLabel[field])}
              </Button>
            ))}
          </div>
        )}
        <AvatarField />
      </div>
    </EditorCard>
  );
});
