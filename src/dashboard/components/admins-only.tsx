import type { ReactNode } from "react";
import { useUser } from "../lib/auth";
import { Screen } from "./ui";

/** What a member sees where only admins may act. */
export function AdminsOnly({ what }: { what: string }) {
  return (
    <p className="notice" role="note">
      Admins only: only an organization admin may {what}. Ask an admin of your organization if you
      need this.
    </p>
  );
}

/** A screen for admins: a member sees its title and what only admins may do there. */
export function AdminsOnlyScreen({
  title,
  what,
  children,
}: {
  title: string;
  what: string;
  children: ReactNode;
}) {
  const user = useUser();
  if (user.role !== "admin") {
    return (
      <Screen title={title}>
        <AdminsOnly what={what} />
      </Screen>
    );
  }
  return <>{children}</>;
}
