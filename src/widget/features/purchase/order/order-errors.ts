// The contact's words, shared with the transfer in, are in components/contact/.
export { orderErrorText } from "../../../components/contact/contact-errors";
