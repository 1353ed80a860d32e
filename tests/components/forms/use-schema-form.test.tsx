// useSchemaForm: the schema loads on first focus, a failed load is reported and retried on the next submit, and
// valid values reach onValid parsed (trimmed, lower-cased) with the form element.
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { z } from "zod";
import { formText, useSchemaForm } from "@/lib/client/forms/use-schema-form";

const schema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: "required" })
    .pipe(z.email({ error: "invalid" }))
    .transform((value) => value.toLowerCase()),
});

function TestForm({
  loadSchema,
  onValid,
  onLoadError,
}: {
  loadSchema: () => Promise<typeof schema>;
  onValid: jest.Mock;
  onLoadError: jest.Mock;
}) {
  const form = useSchemaForm({
    loadSchema,
    read: (data) => ({ email: formText(data, "email") }),
    onValid,
    onLoadError,
  });
  return (
    <form {...form.formProps} aria-label="test">
      <label>
        Email <input name="email" />
      </label>
      {form.errors.email && <p role="alert">{form.errors.email}</p>}
      <button type="submit" disabled={form.isSubmitting}>
        Send
      </button>
    </form>
  );
}

describe("useSchemaForm", () => {
  it("loads the schema once, on the form's first focus", async () => {
    const loadSchema = jest.fn(async () => schema);
    render(<TestForm loadSchema={loadSchema} onValid={jest.fn()} onLoadError={jest.fn()} />);
    expect(loadSchema).not.toHaveBeenCalled();
    await userEvent.click(screen.getByLabelText("Email"));
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });

  it("passes the parsed values and the form to onValid", async () => {
    const onValid = jest.fn();
    render(<TestForm loadSchema={async () => schema} onValid={onValid} onLoadError={jest.fn()} />);
    await userEvent.type(screen.getByLabelText("Email"), "  Ada@Example.TEST ");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() =>
      expect(onValid).toHaveBeenCalledWith({ email: "ada@example.test" }, screen.getByRole("form", { name: "test" })),
    );
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("reports a schema that cannot load, sends nothing, and tries again on the next submit", async () => {
    const onValid = jest.fn();
    const onLoadError = jest.fn();
    // Offline twice (the preload on focus, then the submit), back online for the second submit.
    const offline = new Error("ChunkLoadError");
    const loadSchema = jest
      .fn()
      .mockRejectedValueOnce(offline)
      .mockRejectedValueOnce(offline)
      .mockResolvedValue(schema);
    render(<TestForm loadSchema={loadSchema} onValid={onValid} onLoadError={onLoadError} />);
    await userEvent.type(screen.getByLabelText("Email"), "ada@example.test");
    fireEvent.submit(screen.getByRole("form", { name: "test" }));
    await waitFor(() => expect(onLoadError).toHaveBeenCalledTimes(1));
    expect(onValid).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole("button", { name: "Send" })).toBeEnabled());
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
  });
});
