export async function seedDemoVerification(_db: unknown): Promise<void> {}
