// Settings → PDF downloads (issue 25 item 4): the "include the resume's data in PDFs" box shows the saved setting,
// saves a change at once through PATCH /api/users/{id}, and shows the saved value again when a save fails.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { PdfDataCard } from "@/components/settings/pdf-data-card";
import { currentUserStore } from "@/lib/client/api-client/current-user-store";
import type { UserDto } from "@/lib/shared/validations/users/user-dto";
import { renderWithIntl } from "../render-with-intl";
import { answer, calls, ok, resetNetwork } from "../orders/fetch-router";

jest.mock(
  "next/navigation",
  () => jest.requireActual<typeof import("../navigation-mock")>("../navigation-mock").nextNavigationMock,
);

const user = (embedResumeData: boolean): UserDto => ({ _id: "u1", nickName: "Lin", embedResumeData }) as UserDto;

beforeEach(() => resetNetwork());

const renderCard = (locale: "en" | "zh") =>
  renderWithIntl(
    <>
      <PdfDataCard />
      <Toaster />
    </>,
    locale,
  );

describe("PdfDataCard", () => {
  it("turns the attachment off and on again (English)", async () => {
    currentUserStore.set({ status: "signedIn", user: user(true) });
    renderCard("en");
    expect(screen.getByRole("region", { name: "PDF downloads" })).toBeInTheDocument();
    const box = screen.getByRole("checkbox", { name: "Include the resume's data in PDFs" });
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription(/resume\.json/);

    answer("PATCH /api/users/u1", ok(user(false)));
    await userEvent.click(box);
    expect(await screen.findByText("Saved. Your next PDFs do not include the resume's data.")).toBeInTheDocument();
    expect(box).not.toBeChecked();
    expect(calls.at(-1)).toMatchObject({ method: "PATCH", path: "/api/users/u1", body: { embedResumeData: false } });

    answer("PATCH /api/users/u1", ok(user(true)));
    await userEvent.click(box);
    expect(await screen.findByText("Saved. Your next PDFs include the resume's data.")).toBeInTheDocument();
    expect(box).toBeChecked();
  });

  it("keeps the saved value when the save fails (Chinese)", async () => {
    currentUserStore.set({ status: "signedIn", user: user(true) });
    renderCard("zh");
    const box = screen.getByRole("checkbox", { name: "在 PDF 中附带简历数据" });
    answer("PATCH /api/users/u1", { status: 500, body: { code: 500, message: "服务器内部错误" } });
    await userEvent.click(box);
    expect(await screen.findByText("服务器内部错误")).toBeInTheDocument();
    expect(box).toBeEnabled();
    expect(box).toBeChecked();
    expect(calls.at(-1)).toMatchObject({ body: { embedResumeData: false } });
  });
});
