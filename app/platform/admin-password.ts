/**
 * Whether an operator password is guessable (the start refuses it, app/platform/env.server.ts):
 * fewer than 12 characters, one character repeated, or one of the passwords people pick first
 * (below), whatever its case and with digits or symbols added around it ("Motdepasse123!").
 * A short embedded list on purpose: it stops the passwords an attacker tries first; length does
 * the rest (DESIGN §9, README "Configuration").
 */

export const ADMIN_PASSWORD_MIN_LENGTH = 12;

/** Words and keyboard runs people choose as passwords, in English and French (lower case, letters and digits only). */
const COMMON = new Set([
  "password",
  "passw0rd",
  "motdepasse",
  "motdepass",
  "admin",
  "administrator",
  "administrateur",
  "root",
  "toor",
  "letmein",
  "welcome",
  "bienvenue",
  "iloveyou",
  "jetaime",
  "monkey",
  "dragon",
  "football",
  "baseball",
  "hockey",
  "canadiens",
  "soleil",
  "bonjour",
  "secret",
  "changeme",
  "default",
  "operator",
  "operateur",
  "sunshine",
  "princess",
  "master",
  "superman",
  "trustno1",
  "qwerty",
  "qwertyuiop",
  "azerty",
  "azertyuiop",
  "asdfghjkl",
  "qsdfghjklm",
  "zxcvbnm",
  "abcdef",
  "abcdefgh",
  "abcdefghijkl",
  "abc123",
  "1q2w3e4r",
  "1qaz2wsx",
  "123456",
  "1234567",
  "12345678",
  "123456789",
  "1234567890",
  "12345678901",
  "123456789012",
  "123123123123",
  "987654321",
  "0987654321",
  "111111",
  "123321",
  "654321",
  "samauto",
  "sam",
  "quebec",
  "montreal",
]);

/** The password with digits, symbols and spaces around its letters taken off, lower case. */
function core(password: string): string {
  return password.toLowerCase().replace(/^[^a-z]+|[^a-z]+$/g, "");
}

/** Why the password is refused, worded after the variable's name; undefined when it may be used. */
export function weakAdminPassword(password: string): string | undefined {
  if ([...password].length < ADMIN_PASSWORD_MIN_LENGTH) return `must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`;
  if (new Set(password).size === 1) return "must not be one repeated character";
  const plain = password.toLowerCase().replace(/[^a-z0-9]/g, "");
  if (COMMON.has(plain) || COMMON.has(core(password).replace(/[^a-z0-9]/g, ""))) {
    return "must not be a common password: choose a long passphrase";
  }
  return undefined;
}
