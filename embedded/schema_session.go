package embedded

// sessionSchema is owned by the session/tenancy/audit part of the store.
const sessionSchema = `CREATE TABLE IF NOT EXISTS placeholder_session (x INTEGER)`
