import { describe, expect, it } from 'vitest';
import { hashtag } from './hashtag';

describe('hashtag', () => {
  it('joins the words of a tag, each capitalised', () => {
    expect(hashtag('Software a medida')).toBe('#SoftwareAMedida');
    expect(hashtag('UX/UI')).toBe('#UX/UI');
    expect(hashtag('  Tendencias   2025 ')).toBe('#Tendencias2025');
  });
});
