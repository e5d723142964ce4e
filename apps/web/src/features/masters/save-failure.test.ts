import { describe, expect, it } from 'vitest';
import { ACT_SECTION_MESSAGES } from '@cmis/shared';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { saveFailure } from './save-failure';

describe('saveFailure', () => {
  it('puts the server’s field messages under the fields it knows', () => {
    const error = new ApiError(409, 'CONFLICT', 'Act already exists.', {
      name: 'Act already exists.',
      other: 'ignored',
    });
    expect(saveFailure(error, ['name'])).toEqual({
      fields: { name: 'Act already exists.' },
      message: null,
    });
  });

  it('shows the fallback, or the server’s sentence, for a refusal without fields', () => {
    const error = new ApiError(500, 'INTERNAL', 'Something went wrong. Please try again.');
    expect(saveFailure(error, ['code'], ACT_SECTION_MESSAGES.sectionFailed).message).toBe(
      'Failed to save the section.',
    );
    expect(saveFailure(error, ['name']).message).toBe('Something went wrong. Please try again.');
  });

  it('says the connection failed, and calls anything else unexpected', () => {
    const offline = new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE);
    expect(saveFailure(offline, ['code'], 'x').message).toBe(NETWORK_ERROR_MESSAGE);
    expect(saveFailure(new TypeError('boom'), ['code'], 'x')).toEqual({
      fields: {},
      message: 'An unexpected error occurred.',
    });
  });
});
