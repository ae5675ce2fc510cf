/** The one database schema (PostgreSQL dialect), split by domain. */
export * from './users';
export * from './learning';
export * from './flags';
