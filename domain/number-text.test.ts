import { NUMBER_TEXT_MESSAGES, readNumberText } from './number-text';

describe('numbers as brokers write them', () => {
  it('reads a price in pence, with or without its p, as plain decimal text', () => {
    expect(readNumberText('24.51', 'pence')).toEqual({ value: '24.51' });
    expect(readNumberText('24.51p', 'pence')).toEqual({ value: '24.51' });
    expect(readNumberText('24.5100 P', 'pence')).toEqual({ value: '24.5100' });
    expect(readNumberText('.5p', 'pence')).toEqual({ value: '.5' });
  });

  it('refuses a price that may hold a decimal comma, or is in pounds, saying the form expected', () => {
    expect(readNumberText('24,51', 'pence')).toEqual({ failure: 'Write prices in pence with a decimal point, like 24.51' });
    expect(readNumberText('2,451.00p', 'pence')).toEqual({ failure: 'Write prices in pence with a decimal point, like 24.51' });
    expect(readNumberText('£24.51', 'pence')).toEqual({ failure: 'Write prices in pence, not pounds, like 24.51' });
    expect(readNumberText('£0.2451', 'pence')).toEqual({ failure: NUMBER_TEXT_MESSAGES.poundsForPence });
  });

  it('reads a quantity with commas between thousands, as Excel writes it, without the commas', () => {
    expect(readNumberText('12,500', 'quantity')).toEqual({ value: '12500' });
    expect(readNumberText('1,234.5', 'quantity')).toEqual({ value: '1234.5' });
    expect(readNumberText('1,234,567', 'quantity')).toEqual({ value: '1234567' });
    expect(readNumberText('-12,500', 'quantity')).toEqual({ value: '-12500' });
    expect(readNumberText('12500', 'quantity')).toEqual({ value: '12500' });
  });

  it('refuses a quantity whose commas do not group thousands, since a comma there may be a decimal comma', () => {
    for (const text of ['12,50', '1,2345', ',500', '12,500,', '1,234,5', '12,500.5,1']) {
      expect(readNumberText(text, 'quantity')).toEqual({ failure: 'Write numbers with a decimal point, and commas only between thousands, like 12,500' });
    }
  });

  it('leaves text that is no number at all to the field to name', () => {
    for (const [text, unit] of [['abc', 'pence'], ['p', 'pence'], ['.', 'quantity'], ['12p', 'quantity'], ['£12', 'quantity'], ['1e5', 'pence']] as const) {
      expect(readNumberText(text, unit)).toEqual({ failure: undefined });
    }
  });
});
