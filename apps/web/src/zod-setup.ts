import { z } from 'zod';

// Zod probes `new Function` for speed, which the portal's CSP (no unsafe-eval) forbids.
// This module is imported first so every schema is built without it.
z.config({ jitless: true });
