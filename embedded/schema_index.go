package embedded

// indexSchema is owned by the vector index part of the store.
const indexSchema = `CREATE TABLE IF NOT EXISTS placeholder_index (x INTEGER)`
