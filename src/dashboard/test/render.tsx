import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { App, createDashboardQueryClient } from "../app";
import type { fakeService } from "./fake-fetch";

/** Renders the dashboard at `path` against a fake service. */
export function renderDashboard(service: ReturnType<typeof fakeService>, path = "/dashboard") {
  window.history.replaceState(null, "", path);
  const queryClient = createDashboardQueryClient();
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const user = userEvent.setup();
  const view = render(<App queryClient={queryClient} fetch={service.fetch} />);
  return { user, ...view };
}

/** Fills the sign-in form and submits it. */
export async function signIn(
  user: ReturnType<typeof userEvent.setup>,
  password = "right password",
) {
  await user.type(await screen.findByLabelText("Email"), "admin@acme.example");
  await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Sign in" }));
}
