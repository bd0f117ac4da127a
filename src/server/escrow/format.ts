/** One domain of a deposit: the registration data the registrar holds about it. */
export type EscrowDomain = {
  name: string;
  /** The registrar's own object id (the domain's row id). */
  roid: string;
  status: string[];
  /** The current registrant's contact id (its {@link EscrowContact} `id`), when one is on record. */
  registrant: string | null;
  nameservers: string[];
  createdAt: Date;
  updatedAt: Date;
  expiresAt: Date;
};

/** One registrant contact of a deposit. */
export type EscrowContact = {
  /** Its contact id in deposits: 16 hex digits of the registrant record's id. */
  id: string;
  name: string;
  org: string | null;
  street: string[];
  city: string;
  sp: string;
  pc: string;
  cc: string;
  voice: string;
  email: string;
  createdAt: Date;
};

/**
 * How many objects the registrar holds under one TLD at the watermark (RFC 9022's header,
 * in every deposit whatever its type: the agent checks a restore's totals against it).
 */
export type EscrowCount = { tld: string; domains: number; contacts: number };

/** What a deposit holds: a full one everything, an incremental one the changes since the last. */
export type EscrowSnapshot = {
  kind: "FULL" | "DIFF";
  /** The instant the data is as of. */
  watermark: Date;
  /** The registrar's IANA id. */
  registrarId: string;
  domains: EscrowDomain[];
  contacts: EscrowContact[];
  /** Names no longer held since the previous deposit (incremental deposits only). */
  deletedDomains: string[];
  /** Everything held at the watermark, by TLD (not only what this deposit carries). */
  counts: EscrowCount[];
};

/**
 * A deposit's format: how a snapshot is written, and read back (the restore check). One
 * implementation today (`rfc9022.ts`); the escrow agent's format document may ask for another.
 */
export type EscrowFormat = {
  /** The file name's extension before the OpenPGP envelope's. */
  extension: string;
  render: (snapshot: EscrowSnapshot) => string;
  parse: (text: string) => EscrowSnapshot;
};
