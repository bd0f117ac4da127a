import type { HostedDomain } from "../../contract/hosted-session-info";
import { Field } from "./field";

type Props = {
  label: string;
  domains: readonly HostedDomain[];
  value: string;
  onChange(domain: string): void;
};

/** Chooses one of the end user's domains (renew and DNS screens). */
export function DomainPicker({ label, domains, value, onChange }: Props) {
  return (
    <Field label={label}>
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        {domains.map((d) => (
          <option key={d.domain} value={d.domain}>
            {d.domain_unicode}
          </option>
        ))}
      </select>
    </Field>
  );
}
