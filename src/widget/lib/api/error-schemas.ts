/**
 * The error bodies' schemas (with zod): a chunk of their own, loaded only when an error answer
 * must be read (`loadErrorSchemas` in ./lazy), so the widget's start-up carries no schema library.
 */
export { ReceivedErrorBody as ErrorBody } from "../../../contract/received-error-body";
export { ValidationErrorBody } from "../../../contract/pydantic/validation-error";
