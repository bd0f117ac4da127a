/** What a member sees where only admins may act. */
export function AdminsOnly({ what }: { what: string }) {
  return (
    <p className="notice" role="note">
      Admins only: only an organization admin may {what}. Ask an admin of your organization if you
      need this.
    </p>
  );
}
