import { configure } from "@testing-library/react";

// Screens are lazy-loaded chunks: on a loaded CI machine the first render of one (its modules
// transformed on first import) can take more than ten seconds. A bound, not a wait: a `findBy…`
// returns as soon as what it looks for is there (the widget project's test timeout is 60 s).
configure({ asyncUtilTimeout: 30_000 });
