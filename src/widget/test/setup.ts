import { configure } from "@testing-library/react";

// Screens are lazy-loaded chunks: on a loaded CI machine the first render can take seconds.
configure({ asyncUtilTimeout: 10_000 });
