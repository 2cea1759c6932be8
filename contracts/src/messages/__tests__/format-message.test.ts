import {
  fetchFailureEnvelope,
  formatUpstreamMessage,
  formattedResult,
  StatusCode,
  UNMAPPED_CODE_MESSAGE,
  type MessageTables,
} from '@kakehashi/contracts';
import fc from 'fast-check';

const tables: MessageTables = {
  en: { 'E010-001': 'Item {} is out of stock.', 'E010-002': 'Only {} left of {}.' },
  ja: { 'E010-001': '商品{}は在庫切れです。', 'E010-002': '残り{}点です（{}）。' },
};

describe('formatUpstreamMessage (docs/rules/errors-and-messages.md#message-formatting)', () => {
  it('reads the English table for en and the Japanese table for jp', () => {
    const response = { status: 'E010-001', data: {} };
    const en = formatUpstreamMessage({ response, language: 'en', tables, params: ['A1'] });
    const jp = formatUpstreamMessage({ response, language: 'jp', tables, params: ['A1'] });
    expect(en.message).toBe('Item A1 is out of stock.');
    expect(jp.message).toBe('商品A1は在庫切れです。');
  });

  it('shows the message followed by the status in brackets', () => {
    const out = formatUpstreamMessage({
      response: { status: 'E010-001' },
      language: 'en',
      tables,
      params: ['A1'],
    });
    expect(out.display).toBe('Item A1 is out of stock. [E010-001]');
  });

  it('fills {} placeholders in order', () => {
    const out = formatUpstreamMessage({
      response: { status: 'E010-002' },
      language: 'en',
      tables,
      params: [3, 'box'],
    });
    expect(out.message).toBe('Only 3 left of box.');
  });

  it('shows the Japanese unexpected-error message for an unmapped code, even in English', () => {
    for (const language of ['en', 'jp'] as const) {
      const out = formatUpstreamMessage({ response: { status: 'E123-456' }, language, tables });
      expect(out.message).toBe(UNMAPPED_CODE_MESSAGE);
      expect(out.message).toBe('予期しないエラーが発生しました');
      expect(out.display).toBe('予期しないエラーが発生しました [E123-456]');
    }
  });

  it('joins an array of codes with commas and joins their messages', () => {
    const out = formatUpstreamMessage({
      response: { status: ['E010-001', 'E028-901'] },
      language: 'en',
      tables,
      params: ['A1'],
    });
    expect(out.status).toBe('E010-001,E028-901');
    expect(out.message).toBe('Item A1 is out of stock. Please sign in to use this feature.');
    expect(out.display).toBe(
      'Item A1 is out of stock. Please sign in to use this feature. [E010-001,E028-901]',
    );
  });

  it('reads a comma-joined status string as several codes', () => {
    const out = formatUpstreamMessage({
      response: { status: 'E028-901, E000-006' },
      language: 'en',
    });
    expect(out.status).toBe('E028-901,E000-006');
    expect(out.message).toBe(
      'Please sign in to use this feature. Your session has expired. Please sign in again.',
    );
  });

  it('says the unexpected-error sentence once for several unmapped codes', () => {
    const out = formatUpstreamMessage({ response: { status: ['E1', 'E2'] }, language: 'jp' });
    expect(out.message).toBe(UNMAPPED_CODE_MESSAGE);
    expect(out.status).toBe('E1,E2');
  });

  it("gives the 'no data' code message when there is no response", () => {
    const out = formatUpstreamMessage({ response: undefined, language: 'en' });
    expect(out.status).toBe(StatusCode.noData);
    expect(out.message).toBe('No data was returned. Please try again later.');
    const custom = formatUpstreamMessage({
      response: null,
      language: 'jp',
      noDataCode: 'E900-001',
      tables: { ja: { 'E900-001': 'データがありません。' }, en: {} },
    });
    expect(custom.display).toBe('データがありません。 [E900-001]');
  });

  it('gives the fetch-error code from settings for a response that is not an envelope', () => {
    for (const response of ['<html>', 42, {}, { status: '' }, { status: [] }, { status: [1] }]) {
      const out = formatUpstreamMessage({ response, language: 'en', fetchErrorCode: 'E500-000' });
      expect(out.status).toBe('E500-000');
    }
    expect(formatUpstreamMessage({ response: 'x', language: 'en' }).status).toBe(
      StatusCode.fetchError,
    );
  });

  it('lets a site table entry override a built-in message', () => {
    const out = formatUpstreamMessage({
      response: { status: StatusCode.sessionInvalid },
      language: 'en',
      tables: { en: { [StatusCode.sessionInvalid]: 'Signed out.' } },
    });
    expect(out.message).toBe('Signed out.');
  });

  it('falls back to the built-in message when the site tables lack a product code', () => {
    const out = formatUpstreamMessage({
      response: { status: StatusCode.sessionInvalid },
      language: 'jp',
      tables,
    });
    expect(out.message).toBe('セッションの有効期限が切れました。再度ログインしてください。');
  });

  it('does not find Object.prototype members as messages', () => {
    const out = formatUpstreamMessage({ response: { status: 'constructor' }, language: 'en' });
    expect(out.message).toBe(UNMAPPED_CODE_MESSAGE);
  });

  it('reads field errors from data.errors and warnings from data.warings', () => {
    const out = formatUpstreamMessage({
      response: {
        status: 'E000-010',
        data: {
          errors: [{ name: 'email', value: 'required' }],
          warings: [{ name: 'zip', value: 'check' }],
        },
      },
      language: 'en',
    });
    expect(out.errors).toEqual([{ name: 'email', value: 'required' }]);
    expect(out.warnings).toEqual([{ name: 'zip', value: 'check' }]);
  });

  it('never throws whatever the response is', () => {
    fc.assert(
      fc.property(
        fc.anything(),
        fc.constantFrom('en' as const, 'jp' as const),
        (response, language) => {
          const out = formatUpstreamMessage({ response, language });
          expect(typeof out.display).toBe('string');
          expect(out.display.endsWith(`[${out.status}]`)).toBe(true);
        },
      ),
    );
  });
});

describe('fetch failures and Results', () => {
  it('formats a failed network call with the settings fetch-error code and keeps the data', () => {
    const envelope = fetchFailureEnvelope({ reason: 'timeout' }, 'E777-000');
    expect(envelope).toEqual({ status: 'E777-000', data: { reason: 'timeout' } });
    const out = formatUpstreamMessage({ response: envelope, language: 'en' });
    expect(out.status).toBe('E777-000');
    expect(
      formatUpstreamMessage({ response: fetchFailureEnvelope(undefined), language: 'en' }).message,
    ).toBe('We could not reach the server. Please try again later.');
  });

  it('builds a Result whose message is the display text and omits empty issue lists', () => {
    const out = formatUpstreamMessage({ response: { status: 'E028-901' }, language: 'en' });
    expect(formattedResult(out, null)).toEqual({
      status: 'E028-901',
      data: null,
      message: 'Please sign in to use this feature. [E028-901]',
    });
    const withErrors = { ...out, errors: [{ name: 'a', value: 'b' }] };
    expect(formattedResult(withErrors, null).errors).toEqual([{ name: 'a', value: 'b' }]);
  });
});
