import type { ClipboardEvent, DragEvent, KeyboardEvent } from 'react';

/**
 * Digits-only fields of the accused form (age, mobile, register and case numbers, Aadhaar):
 * spec 2 §5.1-§5.4 accept numeric key presses only and block paste.
 */

/** Keys that edit or move rather than type: always allowed. */
const EDITING_KEYS = new Set([
  'Backspace',
  'Delete',
  'Tab',
  'Enter',
  'Escape',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
]);

/** Latin and Devanagari digits: a Marathi keyboard layout types ०-९ on the number row. */
const DIGIT = /^[0-9\u0966-\u096F]$/;

/** Whether a key press may reach a digits-only field. */
export function isAllowedDigitKey(key: string, withModifier = false): boolean {
  if (EDITING_KEYS.has(key)) return true;
  // Copy, cut, select-all and undo stay available; paste is refused by onPaste.
  if (withModifier) return key.length !== 1 || /^[acxz]$/i.test(key);
  return DIGIT.test(key);
}

/** Devanagari digits become Latin ones, and anything else that slipped in is dropped. */
export function toLatinDigits(text: string): string {
  return text
    .replace(/[\u0966-\u096F]/g, (d) => String(d.charCodeAt(0) - 0x0966))
    .replace(/\D/g, '');
}

export function digitsOnlyKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
  if (event.nativeEvent.isComposing) return;
  if (!isAllowedDigitKey(event.key, event.ctrlKey || event.metaKey || event.altKey)) {
    event.preventDefault();
  }
}

export function blockPaste(event: ClipboardEvent<HTMLInputElement>): void {
  event.preventDefault();
}

/** Props for an antd Input that takes digits only; pair with `normalize={toLatinDigits}`. */
export const digitsOnlyInputProps = {
  inputMode: 'numeric' as const,
  autoComplete: 'off',
  onKeyDown: digitsOnlyKeyDown,
  onPaste: blockPaste,
  // Dropping text is pasting by another way.
  onDrop: (event: DragEvent<HTMLInputElement>) => event.preventDefault(),
};
