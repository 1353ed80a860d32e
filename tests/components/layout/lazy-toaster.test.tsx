// Where toasts appear: at the top on a laptop, from the bottom on a phone (above the editor's Edit / Preview bar),
// so a toast never covers the editor's panel tabs on a phone (components/layout/site-toaster.tsx, loaded by lazy-toaster.tsx). jsdom has no
// matchMedia: the screen width is answered here.
import { act, render, screen } from "@testing-library/react";
import { toast } from "sonner";
import { LazyToaster } from "@/components/layout/lazy-toaster";

let isNarrow = false;
beforeAll(() => {
  window.matchMedia = ((query: string) => ({
    matches: query === "(max-width: 600px)" && isNarrow,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});

async function raise(message: string) {
  const view = render(<LazyToaster />);
  act(() => void toast.success(message));
  const shown = await screen.findByText(message);
  const list = shown.closest("[data-sonner-toaster]");
  return { list, unmount: view.unmount };
}

test.each([
  { width: "phone", narrow: true, y: "bottom" },
  { width: "laptop", narrow: false, y: "top" },
])("on a $width the toasts show at the $y", async ({ narrow, y }) => {
  isNarrow = narrow;
  const { list, unmount } = await raise(`Saved on a ${y}`);
  expect(list).toHaveAttribute("data-y-position", y);
  expect(list).toHaveAttribute("data-x-position", "center");
  unmount();
  act(() => void toast.dismiss());
});
