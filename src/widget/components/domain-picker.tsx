import type { HostedDomain } from "../../contract/hosted-session-info";
import { Field } from "./field";
import { domainBadge } from "./lifecycle/domain-state";

type Props = {
  label: string;
  domains: readonly HostedDomain[];
  value: string;
  onChange(domain: string): void;
};

/** A domain's name, and its state in a word when it needs the user ("example.com (expired)"). */
function withBadge(domain: HostedDomain): string {
  const badge = domainBadge(domain);
  return badge ? `${domain.domain_unicode} (${badge})` : domain.domain_unicode;
}

/** Chooses one of the end user's domains (renew and DNS screens), each with its state's badge. */
export function DomainPicker({ label, domains, value, onChange }: Props) {
  return (
    <Field label={label}>
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        {domains.map((d) => (
          <option key={d.domain} value={d.domain}>
            {withBadge(d)}
          </option>
        ))}
      </select>
    </Field>
  );
}
