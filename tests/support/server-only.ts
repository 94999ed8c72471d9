// Stands in for the `server-only` marker package under Vitest, where every module runs on the server.
export {};
