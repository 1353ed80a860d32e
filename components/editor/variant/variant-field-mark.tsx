"use client";
// Beside a field's label: the variant's mark when the field is its own (issue 26 item 1). The mark's code loads only
// when some field is marked, so an editor of a resume that is not a variant never downloads it.
import dynamic from "next/dynamic";
import { useOwnField } from "./variant-context";

const VariantMark = dynamic(() => import("./variant-mark").then((mod) => mod.VariantMark), { ssr: false });

type Props = { path: string | undefined; value: string; label: string; fieldId: string };

export function VariantFieldMark({ path, value, label, fieldId }: Props) {
  const field = useOwnField(path, value);
  return field ? <VariantMark field={field} label={label} fieldId={fieldId} /> : null;
}
