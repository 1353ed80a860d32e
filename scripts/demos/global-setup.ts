// The demo recordings' fake model (the same one the browser tests' AI server calls: tests/e2e/ai/), for the whole run.
import { startFakeModelWithControl } from "../../tests/e2e/ai/fake-model-control";

export default async function globalSetup(): Promise<() => Promise<void>> {
  const model = await startFakeModelWithControl({
    modelPort: Number(process.env.E2E_AI_MODEL_PORT),
    controlPort: Number(process.env.E2E_AI_CONTROL_PORT),
  });
  return () => model.close();
}
