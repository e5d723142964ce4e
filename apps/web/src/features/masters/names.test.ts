import { describe, expect, it } from 'vitest';
import { sectionDescription, twoLanguageName } from './names';

describe('twoLanguageName', () => {
  const ipc = ['भारतीय दंड विधान, १८६०', 'Indian Penal Code, 1860'] as const;

  it('puts the reader’s language first and the other below', () => {
    expect(twoLanguageName('mr', ...ipc)).toEqual({
      primary: 'भारतीय दंड विधान, १८६०',
      secondary: 'Indian Penal Code, 1860',
    });
    expect(twoLanguageName('en', ...ipc)).toEqual({
      primary: 'Indian Penal Code, 1860',
      secondary: 'भारतीय दंड विधान, १८६०',
    });
    expect(twoLanguageName('hi', ...ipc).primary).toBe('भारतीय दंड विधान, १८६०');
  });

  it('shows a name typed once (both columns equal) only once', () => {
    expect(twoLanguageName('en', 'Arms Act', 'Arms Act')).toEqual({
      primary: 'Arms Act',
      secondary: null,
    });
    expect(twoLanguageName('mr', 'arms act ', 'Arms Act').secondary).toBeNull();
  });

  it('falls back to the other language when one name is missing', () => {
    expect(twoLanguageName('en', 'शस्त्र अधिनियम', '')).toEqual({
      primary: 'शस्त्र अधिनियम',
      secondary: null,
    });
  });
});

describe('sectionDescription', () => {
  it('drops the code the stored name starts with', () => {
    expect(sectionDescription('379', '379 - Theft')).toBe('Theft');
    expect(sectionDescription('120B', '120b - गुन्हेगारी कट')).toBe('गुन्हेगारी कट');
    expect(sectionDescription('4', '4: Possession')).toBe('Possession');
  });

  it('keeps a name that only looks like it starts with the code', () => {
    expect(sectionDescription('37', '379 - Theft')).toBe('379 - Theft');
    expect(sectionDescription('379', 'Theft')).toBe('Theft');
  });

  it('is empty for a section added without a description', () => {
    expect(sectionDescription('25', '25')).toBe('');
  });
});
