/**
 * What the widget needs once the session has answered, kept out of the entry chunk (zod, the
 * contract schemas, colord): `loadSessionDeps` starts loading it at boot, in parallel with the
 * session request, and the session is parsed and painted only once both are in.
 */
export { ErrorBody } from "../../contract/error-body";
export { HostedSessionInfo } from "../../contract/hosted-session-info";
export { ValidationErrorBody } from "../../contract/pydantic/validation-error";
export { paletteOf, themeStyle } from "./theme";
