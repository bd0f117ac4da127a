import { t } from "../../lib/i18n/i18n";
import { texts } from "../../lib/i18n/texts";

/**
 * A wait as people say it, never shorter than the real one: seconds under two minutes, whole
 * minutes (rounded up) under an hour, else about so many hours (3600 s: "about an hour").
 */
function within(seconds: number): string {
  if (seconds < 120) return t("dns.within", { unit: "second", n: seconds });
  if (seconds < 3600) return t("dns.within", { unit: "minute", n: Math.ceil(seconds / 60) });
  return t("dns.within", { unit: "hour", n: Math.round(seconds / 3600) });
}

/** The DNS screen's texts (records and nameservers), in its chunk. */
export const dnsTexts = texts(
  "dns.",
  [
    "title",
    "chooseDomain",
    "noDomains",
    "recordsTitle",
    "noRecords",
    "add",
    "editShort",
    "deleteShort",
    "confirm",
    "cancel",
    "save",
    "saving",
    "formTitleAdd",
    "formTitleEdit",
    "nameserversTitle",
    "addNameserver",
    "saveNameservers",
    "nameserversSaved",
    "nameserversHint",
    "recordsNeedNameservers",
    "otherNameservers",
  ],
  {
    columns: texts("dns.columns.", ["type", "name", "content", "ttl", "actions"]),
    edit: (what: string) => t("dns.edit", { what }),
    delete: (what: string) => t("dns.delete", { what }),
    confirmDelete: (what: string) => t("dns.confirmDelete", { what }),
    savedWithin: (seconds: number) => t("dns.savedWithin", { within: within(seconds) }),
    deletedWithin: (seconds: number) => t("dns.deletedWithin", { within: within(seconds) }),
    propagationNote: (seconds: number) => t("dns.propagationNote", { within: within(seconds) }),
    group: (type: string, n: number) => t("dns.group", { type, n }),
    fields: texts("dns.fields.", [
      "type",
      "name",
      "nameHint",
      "content",
      "ttl",
      "priority",
      "weight",
      "port",
      "flags",
      "tag",
    ]),
    contentHint: texts("dns.contentHint.", ["A", "AAAA", "CNAME", "MX", "TXT", "NS", "SRV", "CAA"]),
    zone: texts(
      "dns.zone.",
      [
        "title",
        "delegated",
        "publishing",
        "pendingNote",
        "dnssecTitle",
        "signed",
        "signing",
        "unsigned",
        "dsPublished",
        "dsNotPublished",
        "dsCaption",
        "keyTag",
        "algorithm",
        "digestType",
        "digest",
      ],
      {
        servedBy: (provider: string) => t("dns.zone.servedBy", { provider }),
        provider: texts("dns.zone.provider.", ["builtin", "powerdns"]),
        dsRecord: (tag: number) => t("dns.zone.dsRecord", { tag }),
      },
    ),
    nameserver: (n: number) => t("dns.nameserver", { n }),
    removeNameserver: (n: number) => t("dns.removeNameserver", { n }),
  },
);
