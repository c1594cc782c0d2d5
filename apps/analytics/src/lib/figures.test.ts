import { describe, expect, it } from 'vitest';
import { formatValue, toFigure, valueChange } from './figures';

describe('formatValue', () => {
  it('shows money with $ and 2 decimals in tables, however large', () => {
    expect(formatValue(1234.5, 'money')).toBe('$1,234.50');
    expect(formatValue(123456.789, 'money')).toBe('$123,456.79');
    expect(formatValue(-12.3, 'money')).toBe('-$12.30');
  });

  it('drops the cents in KPI tiles from $10,000 only', () => {
    expect(formatValue(9999.99, 'money', { inTile: true })).toBe('$9,999.99');
    expect(formatValue(10000, 'money', { inTile: true })).toBe('$10,000');
    expect(formatValue(123456.5, 'money', { inTile: true })).toBe('$123,457');
  });

  it('shows percentages (sent as 0-100) with 1 decimal', () => {
    expect(formatValue(23.44, 'percent')).toBe('23.4%');
    expect(formatValue(100, 'percent')).toBe('100.0%');
    expect(formatValue(0, 'percent')).toBe('0.0%');
  });

  it('shows a ratio over zero as a dash, never NaN or 0', () => {
    expect(formatValue(null, 'percent')).toBe('—');
    expect(formatValue(null, 'money')).toBe('—');
    expect(formatValue(Number.NaN, 'number')).toBe('—');
  });

  it('shows counts whole and averages with 1 decimal', () => {
    expect(formatValue(12345, 'count')).toBe('12,345');
    expect(formatValue(4.26, 'number')).toBe('4.3');
    expect(formatValue(2.04, 'days')).toBe('2.0');
  });
});

describe('toFigure', () => {
  it('turns percentages into the ratios the charts take and leaves other figures alone', () => {
    expect(toFigure(25, 'percent')).toBe(0.25);
    expect(toFigure(25, 'money')).toBe(25);
    expect(toFigure(null, 'percent')).toBeNull();
  });
});

describe('valueChange', () => {
  it('gives money and counts as absolute changes', () => {
    expect(valueChange(15000, 13795.5, 'money')).toMatchObject({ text: '+$1,204.50', direction: 'up' });
    expect(valueChange(45000, 30000.4, 'money')).toMatchObject({ text: '+$15,000', direction: 'up' });
    expect(valueChange(90, 100, 'count')).toMatchObject({ text: '−10', direction: 'down' });
  });

  it('gives percentages as percentage points', () => {
    expect(valueChange(23.4, 24.2, 'percent')).toMatchObject({
      text: '−0.8 pp',
      spoken: 'down 0.8 percentage points',
      direction: 'down',
    });
  });

  it('has no change when either period has no figure', () => {
    expect(valueChange(null, 10, 'percent')).toBeNull();
    expect(valueChange(10, null, 'percent')).toBeNull();
  });

  it('calls a change that rounds to nothing no change', () => {
    expect(valueChange(23.41, 23.44, 'percent')).toMatchObject({ direction: 'none', spoken: 'no change' });
  });
});
