import { describe, expect, it } from 'vitest';
import { licensesUsedText, logoLinkText } from './format';

describe('logoLinkText', () => {
  it('cuts an address longer than 20 characters to its first 20 plus ...', () => {
    expect(logoLinkText('https://cdn.example.com/logos/acme.png')).toBe('https://cdn.example....');
  });

  it('keeps an address of 20 characters or fewer whole', () => {
    expect(logoLinkText('https://a.example/x1')).toBe('https://a.example/x1');
    expect(logoLinkText('https://a.example/')).toBe('https://a.example/');
  });
});

describe('licensesUsedText', () => {
  it('reads used over total', () => {
    expect(licensesUsedText(3, 10)).toBe('3 / 10 licenses used');
  });
});
