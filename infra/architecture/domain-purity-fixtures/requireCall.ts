// Forbidden in domain/: CommonJS require.
export const fs: unknown = require("node:fs");
