import "@testing-library/jest-dom/jest-globals";
import { configure } from "@testing-library/react";

// findBy*/waitFor wait for an event (a chunk loaded on demand, a schema, a response) up to this cap. Testing
// Library's default of 1 s was exceeded beside a `next build` on this 2-core machine (sign-in-screen.test.tsx's
// first findByText, which waits for the sign-in schema's import); the cap only matters when something is slow.
configure({ asyncUtilTimeout: 5_000 });
