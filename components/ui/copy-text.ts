// Copies text (a share link) and says how it went in a toast: the clipboard can refuse (no permission, an insecure
// context), and the user must then know to copy by hand.
import { toast } from "@/components/ui/toast";

export async function copyText(text: string, messages: { copied: string; failed: string }): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(messages.copied);
  } catch {
    toast.error(messages.failed);
  }
}
