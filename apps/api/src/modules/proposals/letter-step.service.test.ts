import { describe, expect, it } from 'vitest';
import { letterStyleFor } from './letter-step.service';

describe('letterStyleFor', () => {
  it('takes the seeker’s styles in turn, in the order they were picked, over the position’s applications', () => {
    const styles = ['classic', 'memorable'] as const;
    expect([0, 1, 2, 3, 4].map((n) => letterStyleFor(styles, n))).toEqual(['classic', 'memorable', 'classic', 'memorable', 'classic']);
  });

  it('gives every letter the one style when only one is picked', () => {
    expect([0, 1, 7].map((n) => letterStyleFor(['memorable'], n))).toEqual(['memorable', 'memorable', 'memorable']);
  });
});
