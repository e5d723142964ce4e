import { describe, expect, it } from 'vitest';
import { allowedRoute, findRoute } from './routes';

describe('route table lookups', () => {
  it('finds a route by a path with parameters, so the profile page gets its title', () => {
    expect(findRoute('/criminal_view/311')?.labelKey).toBe('Accused profile');
    expect(findRoute('/ProfessionalForm')?.path).toBe('/ProfessionalForm');
    expect(findRoute('/criminal_view/311/extra')).toBeUndefined();
    expect(findRoute('/no-such-page')).toBeUndefined();
  });

  it('allows a route only to the roles of its gate', () => {
    expect(allowedRoute('/users', '8')).toBeDefined();
    expect(allowedRoute('/users', '2')).toBeUndefined();
  });
});
