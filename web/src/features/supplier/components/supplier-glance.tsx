import { useTranslation } from 'react-i18next';
import { formatNumber, type Supplier } from '@kakehashi/contracts/web';
import { localeOf } from '@/shared/i18n/language-codes';

type Stat = { key: string; label: string; value: string; note?: string };

/**
 * The supplier's figures at a glance (docs/rules/lists-and-requests.md#suppliers): when it was
 * founded, how many products it lists, how many export markets, how it answers requests (where
 * measured) and its staff — each a figure with its label and its unit ('25 products' /
 * 「25件」, '11 employees' / 「11名」, as the export markets' 'countries exported to'), as company
 * profiles show them: a bare 25 under 'Registered products' left the buyer to guess what it counts.
 */
export function SupplierGlance({ supplier }: { supplier: Supplier }) {
  const { t, i18n } = useTranslation();
  const n = (value: number) => formatNumber(value, localeOf(i18n.language));
  const founded = supplier.established_year;
  const markets = supplier.export_countries?.length ?? 0;
  const stats: Stat[] = [
    ...(founded
      ? [
          {
            key: 'founded',
            label: t('matching.supplier.established'),
            value: t('matching.supplier.foundedYear', { year: founded }),
            note: t('matching.supplier.yearsInBusiness', {
              count: new Date().getFullYear() - founded,
            }),
          },
        ]
      : []),
    {
      key: 'products',
      label: t('matching.supplier.products'),
      value: n(supplier.product_count),
      note: t('matching.supplier.productsNote', { count: supplier.product_count }),
    },
    {
      key: 'markets',
      label: t('matching.supplier.exportMarkets'),
      value: n(markets),
      note: t('matching.supplier.exportMarketsNote', { count: markets }),
    },
    supplier.response_rate === undefined
      ? {
          key: 'response',
          label: t('matching.supplier.responseRate'),
          value: '—',
          note: t('matching.supplier.notMeasured'),
        }
      : {
          key: 'response',
          label: t('matching.supplier.responseRate'),
          value: `${supplier.response_rate}%`,
          note:
            supplier.response_hours === undefined
              ? undefined
              : t('matching.supplier.responseHours', { count: supplier.response_hours }),
        },
    ...(supplier.employees
      ? [
          {
            key: 'employees',
            label: t('matching.supplier.employees'),
            value: n(supplier.employees),
            note: t('matching.supplier.employeesNote', { count: supplier.employees }),
          },
        ]
      : []),
  ];
  return (
    <section className="supplier-glance" aria-labelledby="glance-title">
      <h2 id="glance-title" className="visually-hidden">
        {t('matching.supplier.glance')}
      </h2>
      <dl className="stat-grid">
        {stats.map((stat) => (
          <div className="stat" key={stat.key} data-stat={stat.key}>
            <dt className="stat__label">{stat.label}</dt>
            <dd className="stat__value">{stat.value}</dd>
            {stat.note && <dd className="stat__note">{stat.note}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
}
