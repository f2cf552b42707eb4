/**
 * An address the app will not write to (decision 044): a domain reserved for examples and tests
 * (RFC 2606, RFC 6761) or a placeholder mailbox. The chat and the forms refuse it when it is typed,
 * with a message, rather than accepting it and leaving the request without an address.
 */
export function isUndeliverableEmail(email: string): boolean {
  const address = email.trim().toLowerCase();
  const domain = address.split("@")[1] ?? "";
  if (/(^|\.)(example\.(com|org|net)|invalid|test|localhost|local|example)$/.test(domain)) return true;
  return /^(no-?reply|noemail|no-email|placeholder|aucun|none)@/.test(address);
}
