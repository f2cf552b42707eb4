import { z } from "zod";

// Zod compiles object parsers with `new Function` unless told not to; our CSP forbids eval (and
// reports even the caught probe), so every schema imports z from here.
z.config({ jitless: true });

export { z };
