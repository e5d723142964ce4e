import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  PASSWORD_MESSAGES,
  USER_MESSAGES,
  userCreateSchema,
  userUpdateSchema,
} from '@cmis/shared';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-client';
import { fieldErrorsFromIssues, fieldErrorsFromServer, leftToSession } from './form-field-errors';

const FIELDS = ['name', 'userid', 'phone', 'cityId', 'password', 'confirmPassword'] as const;

describe('fieldErrorsFromIssues', () => {
  it('keeps the first message of each field, in the order the schema checks', () => {
    const parsed = userCreateSchema.safeParse({
      name: '',
      userid: '',
      phone: '12',
      password: '',
      confirmPassword: '',
    });
    expect(fieldErrorsFromIssues(parsed.error?.issues ?? [], FIELDS)).toEqual({
      name: USER_MESSAGES.nameRequired,
      userid: USER_MESSAGES.useridRequired,
      phone: USER_MESSAGES.phoneFormat,
      password: PASSWORD_MESSAGES.required,
      confirmPassword: PASSWORD_MESSAGES.confirmRequired,
    });
  });

  it('names the rule a password breaks and a confirmation that differs', () => {
    const parsed = userUpdateSchema.safeParse({
      name: 'Station writer',
      userid: 'pune.writer',
      phone: '9876543210',
      changePassword: true,
      password: 'Abcdefgh1',
      confirmPassword: 'Abcdefgh1',
    });
    expect(fieldErrorsFromIssues(parsed.error?.issues ?? [], FIELDS)).toEqual({
      password: PASSWORD_MESSAGES.special,
    });

    const mismatch = userUpdateSchema.safeParse({
      name: 'Station writer',
      userid: 'pune.writer',
      phone: '9876543210',
      changePassword: true,
      password: 'Abcdefg#1',
      confirmPassword: 'Abcdefg#2',
    });
    expect(fieldErrorsFromIssues(mismatch.error?.issues ?? [], FIELDS)).toEqual({
      confirmPassword: PASSWORD_MESSAGES.mismatch,
    });
  });

  it('ignores fields the form does not have', () => {
    const issues = [{ path: ['stationId'], message: USER_MESSAGES.stationRequired }];
    expect(fieldErrorsFromIssues(issues, FIELDS)).toEqual({});
  });
});

describe('fieldErrorsFromServer', () => {
  it('puts an error on an item of a list on the list field, as the form shows it', () => {
    const error = new ApiError(400, 'BAD_REQUEST', 'Please select a unit', {
      'cityId.0': 'Please select a unit',
    });
    expect(fieldErrorsFromServer(error, FIELDS)).toEqual({
      fields: { cityId: 'Please select a unit' },
      message: null,
    });
  });

  it('puts a 409 for a taken unit on the unit field, with no toast', () => {
    const error = new ApiError(409, 'CONFLICT', USER_MESSAGES.unitTaken, {
      cityId: USER_MESSAGES.unitTaken,
    });
    expect(fieldErrorsFromServer(error, FIELDS)).toEqual({
      fields: { cityId: USER_MESSAGES.unitTaken },
      message: null,
    });
  });

  it('puts a reused password on the password field', () => {
    const error = new ApiError(400, 'BAD_REQUEST', PASSWORD_MESSAGES.reused, {
      password: PASSWORD_MESSAGES.reused,
    });
    expect(fieldErrorsFromServer(error, FIELDS).fields).toEqual({
      password: PASSWORD_MESSAGES.reused,
    });
  });

  it('returns the message when no field can show it', () => {
    const forbidden = new ApiError(403, 'FORBIDDEN', USER_MESSAGES.stationOutsideUnit);
    expect(fieldErrorsFromServer(forbidden, FIELDS)).toEqual({
      fields: {},
      message: USER_MESSAGES.stationOutsideUnit,
    });
    const elsewhere = new ApiError(400, 'BAD_REQUEST', USER_MESSAGES.stationRequired, {
      name: USER_MESSAGES.nameRequired,
      stationId: USER_MESSAGES.stationRequired,
    });
    expect(fieldErrorsFromServer(elsewhere, FIELDS)).toEqual({
      fields: { name: USER_MESSAGES.nameRequired },
      message: USER_MESSAGES.stationRequired,
    });
  });

  it('answers the generic message for a failure that is not the server speaking', () => {
    expect(fieldErrorsFromServer(new Error('boom'), FIELDS)).toEqual({
      fields: {},
      message: MESSAGES.internal,
    });
  });

  it("answers the form's own message, when it has one, for a failure not the server's", () => {
    const unanswered = 'Failed to send OTP. Please try again.';
    expect(fieldErrorsFromServer(new TypeError('fetch'), FIELDS, unanswered)).toEqual({
      fields: {},
      message: unanswered,
    });
    const offline = new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE);
    expect(fieldErrorsFromServer(offline, FIELDS, unanswered).message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it("answers the form's own message for a refusal no field explains, but not for a lost connection", () => {
    const refused = 'Failed to save the section.';
    const notFound = new ApiError(404, 'NOT_FOUND', 'Act not found.');
    expect(fieldErrorsFromServer(notFound, FIELDS, undefined, refused)).toEqual({
      fields: {},
      message: refused,
    });
    const placed = new ApiError(400, 'BAD_REQUEST', 'x', { name: USER_MESSAGES.nameRequired });
    expect(fieldErrorsFromServer(placed, FIELDS, undefined, refused).message).toBeNull();
    const offline = new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE);
    expect(fieldErrorsFromServer(offline, FIELDS, undefined, refused).message).toBe(
      NETWORK_ERROR_MESSAGE,
    );
  });
});

describe('leftToSession', () => {
  const expired = new ApiError(401, 'UNAUTHENTICATED', MESSAGES.sessionExpired);

  it("leaves an officer's 401 to the session handler, and nothing else", () => {
    expect(leftToSession(expired)).toBe(true);
    expect(leftToSession(new ApiError(403, 'FORBIDDEN', 'x'))).toBe(false);
    expect(leftToSession(new Error('boom'))).toBe(false);
  });

  it('keeps a 401 on a form that owns it', () => {
    expect(leftToSession(expired, true)).toBe(false);
  });
});
