import { t } from "../../lib/i18n/i18n";
import { texts } from "../../lib/i18n/texts";

/**
 * The registrant contact's labels and hints (the catalog's `purchase.fields.*`), shared by the
 * screens that ask for a contact: the purchase and the transfer in.
 */
export const contactTexts = texts(
  "purchase.fields.",
  [
    "first_name",
    "last_name",
    "organization",
    "email",
    "phone",
    "phoneHint",
    "address1",
    "address2",
    "city",
    "state",
    "postal_code",
    "country",
    "chooseCountry",
    "countryHint",
    "countryHintTouch",
    "noCountryMatch",
    "callingCode",
  ],
  {
    region: texts("purchase.fields.region.", [
      "state",
      "province",
      "county",
      "prefecture",
      "region",
      "canton",
      "emirate",
    ]),
    postal: texts("purchase.fields.postal.", ["zip", "postcode", "pin", "eircode", "cep"]),
    callingCodeOption: (country: string, code: string) =>
      t("purchase.fields.callingCodeOption", { country, code }),
  },
);
