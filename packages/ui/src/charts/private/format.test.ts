import { describe, expect, it } from 'vitest';
import { figureChange, formatAxisValue, formatFigure } from './format';

describe('formatFigure', () => {
  it('shows money with $ and 2 decimals, and without cents in a tile from $10,000', () => {
    expect(formatFigure(1234.5, 'money')).toBe('$1,234.50');
    expect(formatFigure(12345.678, 'money')).toBe('$12,345.68');
    expect(formatFigure(9999.99, 'money', { inTile: true })).toBe('$9,999.99');
    expect(formatFigure(12345.678, 'money', { inTile: true })).toBe('$12,346');
    expect(formatFigure(-12345.678, 'money', { inTile: true })).toBe('-$12,346');
  });

  it('shows counts whole, percentages from ratios with 1 decimal, averages with 1 decimal', () => {
    expect(formatFigure(1937, 'count')).toBe('1,937');
    expect(formatFigure(0.2345, 'percent')).toBe('23.5%');
    expect(formatFigure(1, 'percent')).toBe('100.0%');
    expect(formatFigure(4.26, 'decimal')).toBe('4.3');
  });

  it('shows a missing figure as a dash, never NaN or 0', () => {
    expect(formatFigure(null, 'percent')).toBe('—');
    expect(formatFigure(Number.NaN, 'money')).toBe('—');
    expect(formatFigure(Number.POSITIVE_INFINITY, 'count')).toBe('—');
  });
});

describe('figureChange', () => {
  it('gives money and counts as absolute changes, signed', () => {
    expect(figureChange(15000, 13796, 'money')).toEqual({
      text: '+$1,204.00',
      spoken: 'up $1,204.00',
      direction: 'up',
    });
    expect(figureChange(150000, 138000, 'money')).toEqual({
      text: '+$12,000',
      spoken: 'up $12,000',
      direction: 'up',
    });
    expect(figureChange(90, 102, 'count')).toEqual({ text: '−12', spoken: 'down 12', direction: 'down' });
  });

  it('gives percentages in percentage points', () => {
    expect(figureChange(0.231, 0.239, 'percent')).toEqual({
      text: '−0.8 pp',
      spoken: 'down 0.8 percentage points',
      direction: 'down',
    });
  });

  it('calls a change that rounds to nothing no change', () => {
    expect(figureChange(0.2301, 0.2299, 'percent')).toEqual({
      text: '0.0 pp',
      spoken: 'no change',
      direction: 'none',
    });
    expect(figureChange(5, 5, 'count')).toEqual({ text: '0', spoken: 'no change', direction: 'none' });
  });

  it('has no change when either period has no figure', () => {
    expect(figureChange(null, 3, 'count')).toBeNull();
    expect(figureChange(3, null, 'count')).toBeNull();
    expect(figureChange(3, undefined, 'count')).toBeNull();
  });
});

describe('formatAxisValue', () => {
  it('keeps axis labels short', () => {
    expect(formatAxisValue(12500, 'money')).toBe('$12.5K');
    expect(formatAxisValue(1_200_000, 'count')).toBe('1.2M');
    expect(formatAxisValue(0.25, 'percent')).toBe('25%');
    expect(formatAxisValue(2.5, 'decimal')).toBe('2.5');
  });
});
