import {
  clampPointHistoryLimit,
  DEFAULT_TAX_RATE,
  paymentFeeOf,
  taxRateOf,
} from '../shop-defaults';
import { deviceType } from '../device-type';
import {
  DEFAULT_ORDER_TOTAL_STATUSES,
  isPaymentStatus,
  orderHistoryTotal,
  PAYMENT_STATUSES,
} from '../order-history';

describe('shop defaults (docs/rules/cart-and-checkout.md#tax-and-fee-defaults)', () => {
  it('taxes a line without a rate at 10 percent and keeps a given rate, 0 included', () => {
    expect(DEFAULT_TAX_RATE).toBe(10);
    expect(taxRateOf({})).toBe(10);
    expect(taxRateOf({ tax_rate: null })).toBe(10);
    expect(taxRateOf({ tax_rate: 8 })).toBe(8);
    expect(taxRateOf({ tax_rate: 0 })).toBe(0);
  });

  it('takes an unset payment fee as 0', () => {
    expect(paymentFeeOf(undefined)).toBe(0);
    expect(paymentFeeOf({})).toBe(0);
    expect(paymentFeeOf({ payment_fee: null })).toBe(0);
    expect(paymentFeeOf({ payment_fee: 330 })).toBe(330);
  });

  it('clamps the point-history window to 1..100', () => {
    expect(clampPointHistoryLimit(0)).toBe(1);
    expect(clampPointHistoryLimit(-5)).toBe(1);
    expect(clampPointHistoryLimit(1)).toBe(1);
    expect(clampPointHistoryLimit(100)).toBe(100);
    expect(clampPointHistoryLimit(101)).toBe(100);
    expect(clampPointHistoryLimit(20.9)).toBe(20);
    expect(clampPointHistoryLimit(Number.NaN)).toBe(100);
  });

  it('calls 768 px and below sp and 769 px and above pc', () => {
    expect(deviceType(320)).toBe('sp');
    expect(deviceType(768)).toBe('sp');
    expect(deviceType(769)).toBe('pc');
    expect(deviceType(1920)).toBe('pc');
  });
});

describe('order history total (docs/rules/cart-and-checkout.md#order-history-totals)', () => {
  const orders = [
    { payment_status: 'captured', total_price: 1000 },
    { payment_status: 'authorized', total_price: 500 },
    { payment_status: 'canceled', total_price: 9999 },
    { payment_status: 'refunded', total_price: 700 },
    { payment_status: null, total_price: 1 },
    { payment_status: 'captured', total_price: null },
  ];

  it('sums only orders whose payment status is a target status', () => {
    expect(orderHistoryTotal(orders, ['captured', 'authorized'])).toBe(1500);
    expect(orderHistoryTotal(orders, ['refunded'])).toBe(700);
    expect(orderHistoryTotal(orders, DEFAULT_ORDER_TOTAL_STATUSES)).toBe(1500);
  });

  it('is 0 with no targets or no orders', () => {
    expect(orderHistoryTotal(orders, [])).toBe(0);
    expect(orderHistoryTotal([], ['captured'])).toBe(0);
  });

  it('lists the nine payment statuses', () => {
    expect(PAYMENT_STATUSES).toEqual([
      'unpaid',
      'canceled',
      'captured',
      'authorized',
      'system-error',
      'refund-requested',
      'refunded',
      'auth-examination',
      'auth-pending',
    ]);
    expect(isPaymentStatus('captured')).toBe(true);
    expect(isPaymentStatus('paid')).toBe(false);
  });
});
