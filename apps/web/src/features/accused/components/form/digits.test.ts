import { describe, expect, it } from 'vitest';
import { isAllowedDigitKey, toLatinDigits } from './digits';

describe('digits-only fields', () => {
  it('let digit keys through, Latin and Devanagari', () => {
    for (const key of ['0', '5', '9', '०', '७']) expect(isAllowedDigitKey(key), key).toBe(true);
  });

  it('refuse letters, signs and spaces', () => {
    for (const key of ['a', 'E', 'e', '-', '+', '.', ' ', 'अ']) {
      expect(isAllowedDigitKey(key), key).toBe(false);
    }
  });

  it('keep the editing and moving keys', () => {
    for (const key of ['Backspace', 'Delete', 'Tab', 'ArrowLeft', 'Home', 'End', 'Enter']) {
      expect(isAllowedDigitKey(key), key).toBe(true);
    }
  });

  it('allow copy, cut, select-all and undo, but not paste', () => {
    for (const key of ['c', 'x', 'a', 'z']) expect(isAllowedDigitKey(key, true), key).toBe(true);
    expect(isAllowedDigitKey('v', true)).toBe(false);
  });

  it('store Latin digits whatever the keyboard typed', () => {
    expect(toLatinDigits('९८७६५४३२१०')).toBe('9876543210');
    expect(toLatinDigits('12a3 4')).toBe('1234');
  });
});
