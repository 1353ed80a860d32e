// The approve/reject pair of the admin moderation lists (components/admin/moderation-actions.tsx): a decision is sent
// with the page's locale and reloads the list; a refusal shows the server's reason translated, and reloads only when
// the list asks for it; the row's buttons wait while its decision is under way.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ModerationButtons, useModeration, type Decision } from "@/components/admin/moderation-actions";
import type { Locale } from "@/i18n/routing";
import { ApiError } from "@/lib/client/api-client/api-error";
import { renderWithIntl } from "../render-with-intl";

type Send = (id: string, status: Decision, locale: Locale) => Promise<unknown>;

function Row({ send, reload, reloadOnError }: { send: Send; reload: () => void; reloadOnError?: boolean }) {
  const { error, busy, decide } = useModeration(send, reload, { reloadOnError });
  return (
    <>
      {error && <p role="alert">{error}</p>}
      <ModerationButtons isBusy={busy === "r1"} approve="Approve" reject="Reject" onDecide={(s) => decide("r1", s)} />
    </>
  );
}

test("approving sends the decision with the locale and reloads the list", async () => {
  const send = jest.fn<Promise<unknown>, Parameters<Send>>(() => Promise.resolve({}));
  const reload = jest.fn();
  renderWithIntl(<Row send={send} reload={reload} />, "zh");
  await userEvent.click(screen.getByRole("button", { name: "Approve" }));
  await userEvent.click(screen.getByRole("button", { name: "Reject" }));
  expect(send.mock.calls).toEqual([
    ["r1", "APPROVED", "zh"],
    ["r1", "REJECTED", "zh"],
  ]);
  expect(reload).toHaveBeenCalledTimes(2);
});

test("both buttons wait while the decision is under way", async () => {
  let finish: (value: unknown) => void = () => {};
  const send = jest.fn<Promise<unknown>, Parameters<Send>>(() => new Promise((resolve) => (finish = resolve)));
  renderWithIntl(<Row send={send} reload={jest.fn()} />);
  await userEvent.click(screen.getByRole("button", { name: "Approve" }));
  expect(screen.getByRole("button", { name: "Approve" })).toBeDisabled();
  expect(screen.getByRole("button", { name: "Reject" })).toBeDisabled();
  finish({});
  await waitFor(() => expect(screen.getByRole("button", { name: "Approve" })).toBeEnabled());
});

test.each([
  [false, 0],
  [true, 1],
])("a refusal shows the translated reason (reloadOnError %s reloads %i times)", async (reloadOnError, reloads) => {
  const send = jest.fn<Promise<unknown>, Parameters<Send>>(() =>
    Promise.reject(new ApiError(1, "Unknown error", 500, undefined, "unknown")),
  );
  const reload = jest.fn();
  renderWithIntl(<Row send={send} reload={reload} reloadOnError={reloadOnError} />, "zh");
  await userEvent.click(screen.getByRole("button", { name: "Reject" }));
  expect(await screen.findByRole("alert")).toHaveTextContent(/\S/);
  expect(screen.getByRole("alert")).not.toHaveTextContent("Unknown error");
  expect(reload).toHaveBeenCalledTimes(reloads);
});
