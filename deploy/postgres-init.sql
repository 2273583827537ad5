-- Runs once, as the postgres superuser, when the volume is first created.
-- memoryd connects as `memoryd`: not a superuser and without BYPASSRLS, so
-- the row-level security policies its migrations create apply to it. It owns
-- the database so that it can apply those migrations on start.
CREATE ROLE memoryd LOGIN PASSWORD 'memoryd-local-only' NOSUPERUSER NOBYPASSRLS NOCREATEROLE NOCREATEDB;
CREATE DATABASE anamnesis OWNER memoryd;
