import type { EppTestRegistry } from "./epp-test-registry";

/**
 * Scripted registry behaviours about the registrar's account and thin records: an empty
 * deposit (every `domain:create` and `domain:renew` answered 2104 Billing failure, without
 * being executed, until `restore()`), and a thin `domain:info` (no registrant shown).
 */
export function registryBilling(registry: EppTestRegistry) {
  let empty = false;
  let thin = false;
  const refused: string[] = [];
  registry.script(({ name, clTRID, respond, execute }) => {
    if (empty && (name === "domain:create" || name === "domain:renew")) {
      refused.push(name);
      return respond(2104, clTRID);
    }
    const answer = execute();
    if (thin && name === "domain:info") {
      return answer.replace(/<domain:registrant>[^<]*<\/domain:registrant>/, "");
    }
    return answer;
  });
  return {
    /** The deposit runs out: creates and renews are refused with 2104 until `restore()`. */
    empty() {
      empty = true;
    },
    /** The operator tops the deposit up. */
    restore() {
      empty = false;
    },
    /** Commands refused for funds so far. */
    refused,
    /** `domain:info` shows no registrant (a thin registry), or shows it again. */
    thin(on = true) {
      thin = on;
    },
    /** Back to the registry's ordinary behaviour. */
    done() {
      registry.script(undefined);
    },
  };
}
