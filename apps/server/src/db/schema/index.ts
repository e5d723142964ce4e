export * from './masters.js';
export * from './users.js';
export * from './platform.js';
