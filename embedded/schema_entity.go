package embedded

// entitySchema is owned by the entity part of the store.
const entitySchema = `CREATE TABLE IF NOT EXISTS placeholder_entity (x INTEGER)`
