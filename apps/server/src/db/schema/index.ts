export * from './masters.js';
export * from './users.js';
export * from './platform.js';
export * from './app-users.js';
export * from './content.js';
export * from './outbox.js';
export * from './accused.js';
export * from './field.js';
