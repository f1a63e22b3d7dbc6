import { config } from "zod";

// The Content-Security-Policy allows no eval (script-src 'self'). On its first parse zod probes for
// eval with `Function("")` to compile faster validators; the browser refuses it and reports a CSP
// violation. Told not to try, zod validates the same way without the probe.
config({ jitless: true });
