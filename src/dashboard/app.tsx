import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Fragment, lazy, Suspense, type ReactNode } from "react";
import { AuthProvider, useAuth } from "./lib/auth";
import { Link, RouterProvider, useRouter } from "./lib/router";
import { SecondFactorGate } from "./screens/second-factor-gate";
import { SignIn } from "./screens/sign-in";
import { ForgotPassword, ResetPassword } from "./screens/password-reset";
import { Screen } from "./components/ui";
import { ModeBand, ModeRestoreError, ModeSwitch } from "./components/mode";
import { BalanceBanner } from "./components/balance-banner";
import { RegistryBanner } from "./components/registry-banner";
import { OrganizationName } from "./components/organization-name";

/**
 * Each screen is its own chunk, fetched when first shown: signing in needs only the shell and
 * the sign-in form, and a screen's libraries (forms, schemas, QR codes) come with it.
 */
const AccountScreen = lazy(() =>
  import("./screens/account").then((m) => ({ default: m.AccountScreen })),
);
const ApiKeysScreen = lazy(() =>
  import("./screens/api-keys").then((m) => ({ default: m.ApiKeysScreen })),
);
const DomainScreen = lazy(() =>
  import("./screens/domains").then((m) => ({ default: m.DomainScreen })),
);
const DomainsScreen = lazy(() =>
  import("./screens/domains").then((m) => ({ default: m.DomainsScreen })),
);
const OrderScreen = lazy(() =>
  import("./screens/orders").then((m) => ({ default: m.OrderScreen })),
);
const OrdersScreen = lazy(() =>
  import("./screens/orders").then((m) => ({ default: m.OrdersScreen })),
);
const MessagesScreen = lazy(() =>
  import("./screens/messages").then((m) => ({ default: m.MessagesScreen })),
);
const AbuseReportsScreen = lazy(() =>
  import("./screens/abuse-reports").then((m) => ({ default: m.AbuseReportsScreen })),
);
const PaymentsScreen = lazy(() =>
  import("./screens/payments").then((m) => ({ default: m.PaymentsScreen })),
);
const SessionsScreen = lazy(() =>
  import("./screens/sessions").then((m) => ({ default: m.SessionsScreen })),
);
const SettingsScreen = lazy(() =>
  import("./screens/settings").then((m) => ({ default: m.SettingsScreen })),
);
const UsersScreen = lazy(() => import("./screens/users").then((m) => ({ default: m.UsersScreen })));
const WebhooksScreen = lazy(() =>
  import("./screens/webhooks").then((m) => ({ default: m.WebhooksScreen })),
);
const BalanceScreen = lazy(() =>
  import("./screens/balance").then((m) => ({ default: m.BalanceScreen })),
);
const OverviewScreen = lazy(() =>
  import("./screens/overview").then((m) => ({ default: m.OverviewScreen })),
);

/** The screens in navigation order. */
const NAV = [
  { to: "/", label: "Overview" },
  { to: "/keys", label: "API keys" },
  { to: "/users", label: "Users and roles" },
  { to: "/orders", label: "Orders" },
  { to: "/payments", label: "Payments" },
  { to: "/balance", label: "Balance" },
  { to: "/domains", label: "Domains" },
  { to: "/messages", label: "Messages" },
  { to: "/abuse-reports", label: "Abuse reports" },
  { to: "/sessions", label: "Hosted sessions" },
  { to: "/webhooks", label: "Webhooks" },
  { to: "/settings", label: "Settings" },
] as const;

function route(path: string): ReactNode {
  const order = /^\/orders\/([0-9a-f-]{36})$/i.exec(path);
  if (order) return <OrderScreen id={order[1]!} />;
  const domain = /^\/domains\/([^/]+)$/.exec(path);
  if (domain) return <DomainScreen name={decodeURIComponent(domain[1]!)} />;
  switch (path) {
    case "/":
      return <OverviewScreen />;
    case "/keys":
      return <ApiKeysScreen />;
    case "/users":
      return <UsersScreen />;
    case "/orders":
      return <OrdersScreen />;
    case "/payments":
      return <PaymentsScreen />;
    case "/balance":
      return <BalanceScreen />;
    case "/domains":
      return <DomainsScreen />;
    case "/messages":
      return <MessagesScreen />;
    case "/abuse-reports":
      return <AbuseReportsScreen />;
    case "/sessions":
      return <SessionsScreen />;
    case "/webhooks":
      return <WebhooksScreen />;
    case "/settings":
      return <SettingsScreen />;
    case "/account":
      return <AccountScreen />;
    default:
      return (
        <Screen title="Not found">
          <p>
            There is no such page. <Link to="/">Go to the overview</Link>.
          </p>
        </Screen>
      );
  }
}

function Shell() {
  const { session, restoring, lastUser, reason, mode, signOut } = useAuth();
  const { path } = useRouter();
  const user = session?.user ?? lastUser;
  if (restoring) {
    return (
      <main className="sign-in">
        <p role="status">Checking whether you are signed in…</p>
      </main>
    );
  }
  // The emailed links' pages, signed in or not; "Forgot password?" when signed out.
  if (path === "/reset-password") return <ResetPassword />;
  if (path === "/accept-invitation") return <ResetPassword kind="invitation" />;
  if (!session && path === "/forgot-password") return <ForgotPassword />;
  if (!user || (!session && reason !== "expired")) return <SignIn />;
  return (
    <>
      {!session && <SignIn />}
      <div className="shell" hidden={!session}>
        <a className="skip" href="#main">
          Skip to content
        </a>
        <header className="top">
          <ModeBand />
          <div className="bar">
            <OrganizationName />
            <ModeSwitch />
            <p className="who">
              <Link to="/account">{user.email}</Link> <span className="muted">({user.role})</span>
            </p>
            <button type="button" onClick={() => void signOut()}>
              Sign out
            </button>
          </div>
          <ModeRestoreError />
          <BalanceBanner />
          <RegistryBanner />
        </header>
        <nav aria-label="Dashboard" className="side">
          <ul>
            {NAV.map((n) => (
              <li key={n.to}>
                <Link
                  to={n.to}
                  {...((n.to === "/" ? path === "/" : path.startsWith(n.to))
                    ? { "aria-current": "page" }
                    : {})}
                >
                  {n.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" tabIndex={-1}>
          {/* Another mode, another screen: no state (unsent input, a secret shown) carries over. */}
          <Fragment key={mode ? String(mode.livemode) : "no mode"}>
            <SecondFactorGate>
              <Suspense fallback={<p role="status">Loading…</p>}>{route(path)}</Suspense>
            </SecondFactorGate>
          </Fragment>
        </main>
      </div>
    </>
  );
}

export function createDashboardQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // A 4xx will not change by asking again; network and 5xx get one retry.
      queries: {
        retry: (count, err) =>
          count < 1 &&
          !(
            err instanceof Error &&
            "status" in err &&
            Number(err.status) >= 400 &&
            Number(err.status) < 500
          ),
        refetchOnWindowFocus: false,
        staleTime: 5_000,
      },
      mutations: { retry: false },
    },
  });
}

export function App({
  queryClient,
  fetch,
}: {
  queryClient: QueryClient;
  fetch?: typeof globalThis.fetch;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider>
        <AuthProvider {...(fetch && { fetch })}>
          <Shell />
        </AuthProvider>
      </RouterProvider>
    </QueryClientProvider>
  );
}
