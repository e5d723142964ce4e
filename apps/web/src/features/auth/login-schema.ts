// The shared login schema alone: with @cmis/shared free of side effects, this chunk holds zod
// and the auth schema, not every schema of the app.
export { loginSchema } from '@cmis/shared';
